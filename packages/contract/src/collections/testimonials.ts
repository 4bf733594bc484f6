import { defineCollection, image, NAME_MAX, position, status, text, TITLE_MAX } from './define';

export const QUOTE_MAX = 2000;

/** Testimonials: the Testimonials page and the home page, in their order, published ones only. */
export const testimonialCollection = defineCollection({
  name: 'testimonials',
  one: 'Testimonial',
  many: 'Testimonials',
  label: 'testimonial',
  path: '/testimonials',
  table: 'testimonials',
  fields: {
    quote: text({ label: 'Quote', max: QUOTE_MAX, multiline: true, required: true, hint: 'In their own words, with their permission.' }),
    person: text({ label: 'Person', max: NAME_MAX, required: true }),
    business: text({ label: 'Business', max: TITLE_MAX }),
    region: text({ label: 'Region', max: NAME_MAX }),
    image_url: image({ label: 'Photo' }),
    sort_order: position(),
    status: status({ initial: 'published' }),
  },
  sorts: ['sort_order', 'person', 'createdAt'],
  search: ['quote', 'person', 'business', 'region'],
  ordering: 'sort_order',
  adminList: { title: 'person', detail: 'quote', image: 'image_url', tags: (item) => [item.business, item.region] },
});
