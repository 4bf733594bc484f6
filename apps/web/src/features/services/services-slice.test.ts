import { vi } from 'vitest';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import { createService, fetchServices, fetchServiceById, updateService, deleteService } from './services-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

describeCollectionCalls('services', {
  path: '/services',
  m: messages.services,
  create: createService,
  fetchAll: fetchServices,
  fetchOne: fetchServiceById,
  update: updateService,
  remove: deleteService,
});
