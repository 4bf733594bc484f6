import type { LandingCard } from '@tc/contract/content';
import { pageLoad } from '../../lib/page-load';
import { contentCollection } from '../../lib/content-thunks';

export type { CreateLandingCardBody, LandingCard, UpdateLandingCardBody } from '@tc/contract/content';

const landingCards = contentCollection('landingCards');

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
