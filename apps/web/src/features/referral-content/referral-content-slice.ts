import { contentEndpoints } from '@tc/contract/content-endpoints';
import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export type { CreateReferralContentBody, ReferralContent, UpdateReferralContentBody } from '@tc/contract/content';

const referralContent = createCollectionSlice({
  name: 'referralContent',
  endpoints: contentEndpoints.referralContent,
  messages: messages.referralContent,
});

export const referralContentReducer = referralContent.reducer;
export const referralContentActions = referralContent.actions;
export const {
  create: createReferralContent,
  fetchAll: fetchReferralContentList,
  fetchOne: fetchReferralContentById,
  update: updateReferralContent,
  remove: deleteReferralContent,
} = referralContent.thunks;
