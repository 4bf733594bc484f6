import { vi } from 'vitest';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import {
  createLandingContent,
  fetchLandingContentList,
  fetchLandingContentById,
  updateLandingContent,
  deleteLandingContent,
} from './landing-content-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

describeCollectionCalls('landing content', {
  path: '/landing-content',
  m: messages.landingContent,
  create: createLandingContent,
  fetchAll: fetchLandingContentList,
  fetchOne: fetchLandingContentById,
  update: updateLandingContent,
  remove: deleteLandingContent,
});
