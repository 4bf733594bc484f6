import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export interface LandingContent {
  id: number;
  section: string;
  title: string;
  body: string;
}

export type LandingContentInput = Omit<LandingContent, 'id'>;

const landingContent = createCollectionSlice<LandingContent, LandingContentInput, Partial<LandingContentInput>>({
  name: 'landingContent',
  path: '/landing-content',
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
