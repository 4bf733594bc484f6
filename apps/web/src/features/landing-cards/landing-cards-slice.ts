import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export interface LandingCard {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  link: string | null;
  sort_order: number;
}

export type LandingCardInput = Omit<LandingCard, 'id'>;

const landingCards = createCollectionSlice<LandingCard, LandingCardInput, Partial<LandingCardInput>>({
  name: 'landingCards',
  path: '/landing-cards',
  messages: messages.landingCards,
});

export const landingCardsReducer = landingCards.reducer;
export const landingCardsActions = landingCards.actions;
export const {
  create: createLandingCard,
  fetchAll: fetchLandingCards,
  fetchOne: fetchLandingCardById,
  update: updateLandingCard,
  remove: deleteLandingCard,
} = landingCards.thunks;
