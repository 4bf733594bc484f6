import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export interface ReferralContent {
  id: number;
  section: string;
  title: string;
  body: string;
}

export type ReferralContentInput = Omit<ReferralContent, 'id'>;

const referralContent = createCollectionSlice<ReferralContent, ReferralContentInput, Partial<ReferralContentInput>>({
  name: 'referralContent',
  path: '/referral-content',
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
