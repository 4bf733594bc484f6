import type { ReferralContent } from '@tc/contract/content';
import { pageLoad } from '../../lib/page-load';
import { contentCollection } from '../../lib/content-thunks';

export type { CreateReferralContentBody, ReferralContent, UpdateReferralContentBody } from '@tc/contract/content';

const referralContent = contentCollection('referralContent');

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
