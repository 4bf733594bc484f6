import { contentEndpoints } from '@tc/contract/content-endpoints';
import type { ReferralContent } from '@tc/contract/content';
import { createCollectionSlice } from '../../lib/collection-slice';
import { pageLoad } from '../../lib/page-load';
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

/** The referral content of /apply, loaded by its route. */
export const referralContentLoad = pageLoad<ReferralContent[]>('referralContent', (dispatch) => dispatch(fetchReferralContentList()));
