import { vi } from 'vitest';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import { createLandingCard, fetchLandingCards, fetchLandingCardById, updateLandingCard, deleteLandingCard } from './landing-cards-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

describeCollectionCalls('landing cards', {
  path: '/landing-cards',
  m: messages.landingCards,
  create: createLandingCard,
  fetchAll: fetchLandingCards,
  fetchOne: fetchLandingCardById,
  update: updateLandingCard,
  remove: deleteLandingCard,
});
