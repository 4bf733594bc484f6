import { contentEndpoints } from '@tc/contract/content-endpoints';
import type { LandingCard } from '@tc/contract/content';
import { createCollectionSlice } from '../../lib/collection-slice';
import { pageLoad } from '../../lib/page-load';
import { messages } from '../../messages';

export type { CreateLandingCardBody, LandingCard, UpdateLandingCardBody } from '@tc/contract/content';

const landingCards = createCollectionSlice({
  name: 'landingCards',
  endpoints: contentEndpoints.landingCards,
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

/** The landing cards, loaded by the home page's route. */
export const landingCardsLoad = pageLoad<LandingCard[]>('landingCards', (dispatch) => dispatch(fetchLandingCards()));
