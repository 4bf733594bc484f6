import { defineCollection, image, link, markdown, position, text, TITLE_MAX } from './define';

/** The cards of the home page that lead visitors on, in their order. */
export const landingCardCollection = defineCollection({
  name: 'landingCards',
  one: 'LandingCard',
  many: 'LandingCards',
  label: 'landing card',
  path: '/landing-cards',
  table: 'landing_cards',
  fields: {
    title: text({ label: 'Title', max: TITLE_MAX, required: true }),
    description: markdown({ label: 'Description' }),
    image_url: image({ label: 'Image' }),
    link: link({ label: 'Link', hint: 'Where the card leads: a page of this site (/services) or an https:// address.' }),
    sort_order: position(),
  },
  sorts: ['sort_order', 'title', 'createdAt'],
  search: ['title', 'description'],
  ordering: 'sort_order',
  // Product specification section 8's words.
  messages: {
    created: 'Landing card created successfully',
    createFailed: 'Failed to create card',
    fetchAllFailed: 'Failed to fetch cards',
    fetchOneFailed: 'Failed to fetch card by ID',
    updated: 'Landing card updated successfully',
    updateFailed: 'Failed to update card',
    deleted: 'Landing card deleted successfully',
    deleteFailed: 'Failed to delete card',
    restoreFailed: "Couldn't restore the card. Please try again.",
  },
  adminList: {
    title: 'title',
    detail: 'description',
    image: 'image_url',
    tags: (item) => [item.link ? `Links to ${String(item.link)}` : null],
  },
});
