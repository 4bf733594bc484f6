import { vi } from 'vitest';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import {
  createServicesContent,
  fetchServicesContentList,
  fetchServicesContentById,
  updateServicesContent,
  deleteServicesContent,
} from './services-content-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

describeCollectionCalls('services content', {
  path: '/services-content',
  m: messages.servicesContent,
  create: createServicesContent,
  fetchAll: fetchServicesContentList,
  fetchOne: fetchServicesContentById,
  update: updateServicesContent,
  remove: deleteServicesContent,
});
