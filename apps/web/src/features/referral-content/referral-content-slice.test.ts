import { vi } from 'vitest';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import {
  createReferralContent,
  fetchReferralContentList,
  fetchReferralContentById,
  updateReferralContent,
  deleteReferralContent,
} from './referral-content-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

describeCollectionCalls('referral content', {
  path: '/referral-content',
  m: messages.referralContent,
  create: createReferralContent,
  fetchAll: fetchReferralContentList,
  fetchOne: fetchReferralContentById,
  update: updateReferralContent,
  remove: deleteReferralContent,
});
