import { defineCollection } from './define';
import { textBlock } from './text-block';

/** The text blocks of the Services page, around the list of services. */
export const servicesContentCollection = defineCollection({
  name: 'servicesContent',
  one: 'ServicesContent',
  many: 'ServicesContent',
  label: 'services content block',
  auditLabel: 'Services content',
  path: '/services-content',
  table: 'services_content',
  ...textBlock('services-intro or services-how'),
  // Product specification section 8's words.
  messages: {
    noun: 'services content',
    createFailed: 'Failed to create services content',
    fetchAllFailed: 'Failed to fetch services content',
    fetchOneFailed: "Couldn't load this item. Please try again.",
  },
});
