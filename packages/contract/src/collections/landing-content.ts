import { defineCollection } from './define';
import { textBlock } from './text-block';

/** The text blocks of the home, About us, How you benefit and Features pages. */
export const landingContentCollection = defineCollection({
  name: 'landingContent',
  one: 'LandingContent',
  many: 'LandingContent',
  label: 'landing content block',
  auditLabel: 'Site content',
  path: '/landing-content',
  table: 'landing_content',
  ...textBlock('home-intro, about, benefit or features'),
  // Product specification section 8's words.
  messages: {
    noun: 'landing content',
    createFailed: 'Failed to create landing content',
    fetchAllFailed: 'Failed to fetch landing content',
    fetchOneFailed: 'Failed to fetch content',
    updateFailed: 'Failed to update content',
    deleteFailed: 'Failed to delete content',
    restoreFailed: "Couldn't restore the content. Please try again.",
  },
});
