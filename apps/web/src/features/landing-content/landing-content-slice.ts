import { contentCollection } from '../../lib/content-thunks';

export type { CreateLandingContentBody, LandingContent, UpdateLandingContentBody } from '@tc/contract/content';

const landingContent = contentCollection('landingContent');

export const landingContentReducer = landingContent.reducer;
export const landingContentActions = landingContent.actions;
export const {
  create: createLandingContent,
  fetchAll: fetchLandingContentList,
  fetchOne: fetchLandingContentById,
  update: updateLandingContent,
  remove: deleteLandingContent,
} = landingContent.thunks;
