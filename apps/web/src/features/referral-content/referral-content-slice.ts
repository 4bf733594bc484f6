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
