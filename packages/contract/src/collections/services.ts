import { defineCollection, image, markdown, position, SUMMARY_MAX, text, TITLE_MAX } from './define';

/** The centre's services: the Services page and the home page, in their order. */
export const serviceCollection = defineCollection({
  name: 'services',
  one: 'Service',
  many: 'Services',
  label: 'service',
  path: '/services',
  table: 'services',
  fields: {
    title: text({ label: 'Title', max: TITLE_MAX, required: true }),
    summary: text({ label: 'Summary', max: SUMMARY_MAX, multiline: true, required: true, hint: 'One or two sentences for lists.' }),
    description: markdown({ label: 'Description' }),
    image_url: image({ label: 'Image' }),
    sort_order: position(),
  },
  sorts: ['sort_order', 'title', 'createdAt'],
  search: ['title', 'summary', 'description'],
  ordering: 'sort_order',
  // Product specification section 8's words.
  messages: {
    createFailed: 'Failed to create service',
    fetchAllFailed: 'Failed to fetch services',
    fetchOneFailed: 'Failed to fetch service by ID',
    updateFailed: 'Failed to update service',
    deleteFailed: 'Failed to delete service',
    created: 'Service created successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
  },
  adminList: { title: 'title', detail: 'summary', image: 'image_url' },
});
