import { defineCollection, image, markdown, publishAt, select, status, SUMMARY_MAX, text, TITLE_MAX, date } from './define';

/** News and events: the News page, newest first, published or scheduled. */
export const newsEventCollection = defineCollection({
  name: 'newsEvents',
  one: 'NewsEvent',
  many: 'NewsEvents',
  label: 'news item or event',
  plural: 'news items and events',
  auditLabel: 'News item',
  path: '/news-events',
  table: 'news_events',
  fields: {
    kind: select({ label: 'Kind', options: { news: 'News', event: 'Event' } }),
    title: text({ label: 'Title', max: TITLE_MAX, required: true }),
    summary: text({ label: 'Summary', max: SUMMARY_MAX, multiline: true, required: true, hint: 'One or two sentences for lists.' }),
    body: markdown({ label: 'Story' }),
    event_date: date({ label: 'Event date', hint: 'For an event: the day it takes place.' }),
    location: text({ label: 'Location', max: TITLE_MAX, hint: 'For an event: where, or "Online".' }),
    image_url: image({ label: 'Image' }),
    status: status(),
    publish_at: publishAt(),
  },
  sorts: ['publish_at', 'createdAt', 'event_date', 'title'],
  search: ['title', 'summary', 'body', 'location'],
  ordering: 'newest',
  // Product specification section 8's words, where they differ from the usual ones.
  messages: {
    noun: 'news event',
    createFailed: 'Failed to create news',
    fetchAllFailed: 'Failed to fetch news',
    fetchOneFailed: 'Failed to fetch news by ID',
    updateFailed: 'Failed to update news',
    deleteFailed: 'Failed to delete news',
    created: 'News event created successfully',
    updated: 'News event updated successfully',
    deleted: 'News event deleted successfully',
  },
  adminList: { title: 'title', detail: 'summary', image: 'image_url', tags: (item) => [item.kind === 'event' ? 'Event' : 'News'] },
});
