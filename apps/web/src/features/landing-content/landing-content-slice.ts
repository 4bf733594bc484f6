import { contentEndpoints } from '@tc/contract/content-endpoints';
import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export type { CreateLandingContentBody, LandingContent, UpdateLandingContentBody } from '@tc/contract/content';

const landingContent = createCollectionSlice({
  name: 'landingContent',
  endpoints: contentEndpoints.landingContent,
  messages: messages.landingContent,
});

export const landingContentReducer = landingContent.reducer;
export const landingContentActions = landingContent.actions;
export const {
  create: createLandingContent,
  fetchAll: fetchLandingContentList,
  fetchOne: fetchLandingContentById,
  update: updateLandingContent,
  remove: deleteLandingContent,
} = landingContent.thunks;
