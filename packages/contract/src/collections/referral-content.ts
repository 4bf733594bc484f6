import { defineCollection } from './define';
import { textBlock } from './text-block';

/** The text blocks of the Apply page. */
export const referralContentCollection = defineCollection({
  name: 'referralContent',
  one: 'ReferralContent',
  many: 'ReferralContent',
  label: 'referral content block',
  auditLabel: 'Referral content',
  path: '/referral-content',
  table: 'referral_content',
  ...textBlock('apply-intro, apply-prepare or apply-next'),
  // Product specification section 8's words.
  messages: {
    noun: 'referral content',
    createFailed: 'Failed to create referral content',
    fetchAllFailed: 'Failed to fetch referral content',
    fetchOneFailed: "Couldn't load this item. Please try again.",
  },
});
