import type { CollectionName } from '@tc/contract/content';
import type { AdminRecord, ItemSummary } from './admin-source';
import type { FieldSpec } from './field-spec';

/** How the admin pattern edits and lists one content collection. */
export interface CollectionAdminSpec {
  one: string;
  many: string;
  fields: readonly FieldSpec[];
  describe(item: AdminRecord): ItemSummary;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

const STATUS: FieldSpec = {
  name: 'status',
  label: 'Status',
  kind: 'select',
  options: [
    { value: 'draft', label: 'Draft: only administrators see it' },
    { value: 'published', label: 'Published: visitors see it' },
  ],
  initial: 'draft',
};
const PUBLISH_AT: FieldSpec = {
  name: 'publish_at',
  label: 'Publish at',
  kind: 'datetime',
  helper: 'Empty shows a published post at once; a later time schedules it.',
};
const IMAGE: FieldSpec = { name: 'image_url', label: 'Image', kind: 'image' };
const POSITION: FieldSpec = { name: 'sort_order', label: 'Position', kind: 'number', helper: 'Lower numbers come first.' };
const TITLE: FieldSpec = { name: 'title', label: 'Title', kind: 'text', required: true };
const SUMMARY: FieldSpec = {
  name: 'summary',
  label: 'Summary',
  kind: 'text',
  multiline: true,
  required: true,
  helper: 'One or two sentences for lists.',
};

/** Landing, services and referral content: a titled Markdown block that a page finds by its section. */
const textBlock = (one: string, many: string, example: string): CollectionAdminSpec => ({
  one,
  many,
  fields: [
    {
      name: 'section',
      label: 'Section',
      kind: 'text',
      required: true,
      helper: `Where it shows on the page, lower-case words joined by dashes, e.g. ${example}.`,
    },
    TITLE,
    { name: 'body', label: 'Text', kind: 'markdown', required: true },
  ],
  describe: (item) => ({ title: String(item.title), detail: text(item.body), tags: [`Section: ${String(item.section)}`] }),
});

/** The field specs of every content collection (docs/architecture.md#content-and-files), in form order. */
export const collectionAdminSpecs: Record<CollectionName, CollectionAdminSpec> = {
  newsEvents: {
    one: 'news item or event',
    many: 'news items and events',
    fields: [
      {
        name: 'kind',
        label: 'Kind',
        kind: 'select',
        options: [
          { value: 'news', label: 'News' },
          { value: 'event', label: 'Event' },
        ],
      },
      TITLE,
      SUMMARY,
      { name: 'body', label: 'Story', kind: 'markdown', required: true },
      { name: 'event_date', label: 'Event date', kind: 'date', helper: 'For an event: the day it takes place.' },
      { name: 'location', label: 'Location', kind: 'text', helper: 'For an event: where, or "Online".' },
      IMAGE,
      STATUS,
      PUBLISH_AT,
    ],
    describe: (item) => ({
      title: String(item.title),
      detail: text(item.summary),
      image: text(item.image_url),
      tags: [item.kind === 'event' ? 'Event' : 'News'],
    }),
  },
  blogPosts: {
    one: 'blog post',
    many: 'blog posts',
    fields: [
      TITLE,
      SUMMARY,
      { name: 'body', label: 'Post', kind: 'markdown', required: true },
      { name: 'author', label: 'Author', kind: 'text', required: true },
      IMAGE,
      STATUS,
      PUBLISH_AT,
    ],
    describe: (item) => ({
      title: String(item.title),
      detail: text(item.summary),
      image: text(item.image_url),
      tags: [`By ${String(item.author)}`],
    }),
  },
  services: {
    one: 'service',
    many: 'services',
    fields: [TITLE, SUMMARY, { name: 'description', label: 'Description', kind: 'markdown', required: true }, IMAGE, POSITION],
    describe: (item) => ({ title: String(item.title), detail: text(item.summary), image: text(item.image_url) }),
  },
  testimonials: {
    one: 'testimonial',
    many: 'testimonials',
    fields: [
      {
        name: 'quote',
        label: 'Quote',
        kind: 'text',
        multiline: true,
        required: true,
        helper: 'In their own words, with their permission.',
      },
      { name: 'person', label: 'Person', kind: 'text', required: true },
      { name: 'business', label: 'Business', kind: 'text' },
      { name: 'region', label: 'Region', kind: 'text' },
      { ...IMAGE, label: 'Photo' },
      POSITION,
      { ...STATUS, initial: 'published' },
    ],
    describe: (item) => ({
      title: String(item.person),
      detail: text(item.quote),
      image: text(item.image_url),
      tags: [text(item.business), text(item.region)].filter((t): t is string => t !== null),
    }),
  },
  galleryImages: {
    one: 'gallery image',
    many: 'gallery images',
    fields: [
      { ...IMAGE, required: true },
      {
        name: 'alt',
        label: 'Description for screen readers',
        kind: 'text',
        required: true,
        helper: 'What the picture shows, for people who cannot see it.',
      },
      { name: 'caption', label: 'Caption', kind: 'text', helper: 'Shown under the picture; optional.' },
      POSITION,
    ],
    describe: (item) => ({ title: String(item.alt), detail: text(item.caption), image: text(item.image_url) }),
  },
  landingContent: textBlock('landing content block', 'landing content blocks', 'home-intro, about, benefit or features'),
  servicesContent: textBlock('services content block', 'services content blocks', 'services-intro or services-how'),
  referralContent: textBlock('referral content block', 'referral content blocks', 'apply-intro, apply-prepare or apply-next'),
  landingCards: {
    one: 'landing card',
    many: 'landing cards',
    fields: [
      TITLE,
      { name: 'description', label: 'Description', kind: 'markdown', required: true },
      IMAGE,
      {
        name: 'link',
        label: 'Link',
        kind: 'text',
        helper: 'Where the card leads: a page of this site (/services) or an https:// address.',
      },
      POSITION,
    ],
    describe: (item) => ({
      title: String(item.title),
      detail: text(item.description),
      image: text(item.image_url),
      tags: text(item.link) ? [`Links to ${String(item.link)}`] : [],
    }),
  },
};
