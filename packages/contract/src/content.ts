import { z } from 'zod';
import {
  calendarDateSchema,
  DATE_RANGE_MESSAGE,
  DATE_RANGE_PATTERN,
  listQueryShape,
  multiLineText,
  NOT_BLANK,
  optionalMultiLineText,
  optionalText,
  SINGLE_LINE_PATTERN,
  singleLineText,
  sortQuery,
  TEXT_CONTROL_MESSAGE,
  trimmedPattern,
} from './common';

/**
 * The content collections of docs/architecture.md#content-and-files: each is ONE definition (path,
 * table, zod schemas, access, ordering) from which the server builds its CRUD
 * routes and repository and the browser its slice and admin form. Adding a
 * collection is a definition here, a migration and its messages.
 */

// ---- Field schemas shared by the collections ----

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
/** Markdown `body` and `description` (rendered without raw HTML). */
export const MARKDOWN_MAX = 20_000;
export const NAME_MAX = 100;
export const URL_MAX = 2000;
export const SORT_ORDER_MAX = 1_000_000;

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const NEWS_KINDS = ['news', 'event'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** An uploaded file (`/api/files/<sha256>`, a variant or query after it) or an https address. */
export const IMAGE_URL_PATTERN = /^(?:\/api\/files\/[0-9a-f]{64}(?:[-./?#][^\s]*)?|https:\/\/[^\s/?#]+(?:[/?#][^\s]*)?)$/;
const IMAGE_URL_MESSAGE = 'Use an uploaded image (/api/files/…) or an https:// address';

/** A link on the site: a path of this site (`/services`) or an http(s) address. */
export const LINK_PATTERN = /^(?:\/(?!\/)[^\s]*|https?:\/\/[^\s/?#]+(?:[/?#][^\s]*)?)$/;
const LINK_MESSAGE = 'Use a path of this site (/services) or an http(s):// address';

/** Where a text block shows: lower-case words joined by dashes (`hero`, `about-us`). */
export const SECTION_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** The same as sent, before it is trimmed and lower-cased: what the document shows. */
const SECTION_INPUT_PATTERN = /^\s*[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\s*$/;

/** A required single line (titles, names); `multi` lets it break into lines (summaries, quotes). */
const requiredText = (max: number, label: string, lines: 'single' | 'multi' = 'single') =>
  (lines === 'multi' ? multiLineText : singleLineText)({ error: `${label} is required` })
    .regex(NOT_BLANK, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const markdown = (label: string) => requiredText(MARKDOWN_MAX, label, 'multi');

export const imageUrlSchema = singleLineText().max(URL_MAX).regex(IMAGE_URL_PATTERN, IMAGE_URL_MESSAGE);

/** Optional text of a given form (checked after trimming): an empty string or null clears it. */
const optionalOfPattern = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX)
    .regex(SINGLE_LINE_PATTERN, TEXT_CONTROL_MESSAGE)
    // Empty (or only spaces, trimmed away) clears it.
    .regex(new RegExp(`^\\s*$|${trimmedPattern(pattern).source}`), message)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional image: an empty string or null clears it. */
const optionalImageUrl = optionalOfPattern(IMAGE_URL_PATTERN, IMAGE_URL_MESSAGE);

const optionalLink = optionalOfPattern(LINK_PATTERN, LINK_MESSAGE);

const sectionSchema = z
  .string({ error: 'section is required' })
  .trim()
  .toLowerCase()
  .min(1, 'section is required')
  .max(NAME_MAX)
  .regex(SECTION_INPUT_PATTERN, 'section must be lower-case words joined by dashes, e.g. about-us');

const sortOrderSchema = z
  .number({ error: 'sort_order must be a whole number' })
  .int('sort_order must be a whole number')
  .min(0, 'sort_order must be 0 or more')
  .max(SORT_ORDER_MAX);

const statusSchema = z.enum(CONTENT_STATUSES, { error: "status must be 'draft' or 'published'" });

/** When a published post shows: empty shows it at once. ISO 8601 with an offset or Z. */
const publishAtSchema = z.iso
  .datetime({ offset: true, error: 'publish_at must be a date and time, e.g. 2026-03-01T09:00:00Z' })
  .regex(DATE_RANGE_PATTERN, DATE_RANGE_MESSAGE)
  .nullish()
  .transform((v) => v ?? null);

const optionalDate = calendarDateSchema.nullish().transform((v) => v ?? null);

// ---- Record, body and query builders ----

const recordBase = {
  id: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

const record = <S extends z.ZodRawShape>(shape: S) => z.object({ ...recordBase, ...shape });

const sortSchema = sortQuery;

const archivedQuery = z.enum(['true', 'false']).optional();

/** `?q=&sort=&page=&pageSize=`, and `archived=true` for an administrator restoring deleted items. */
function listQuery<const F extends string>(sorts: readonly [F, ...F[]]) {
  return z.strictObject({ ...listQueryShape, sort: sortSchema(sorts), archived: archivedQuery });
}

/** A list with publishing: visitors get published items only; administrators may ask for `draft` or `all`. */
function publishedListQuery<const F extends string>(sorts: readonly [F, ...F[]]) {
  return z.strictObject({
    ...listQueryShape,
    sort: sortSchema(sorts),
    archived: archivedQuery,
    status: z.enum([...CONTENT_STATUSES, 'all'], { error: "status must be 'draft', 'published' or 'all'" }).optional(),
  });
}

/**
 * Create and update bodies from one shape: create adds the defaults, update
 * makes every field optional and has no defaults (a missing field is left as it is).
 */
function bodies<S extends z.ZodRawShape, D extends z.ZodRawShape>(shape: S, defaults: D) {
  return {
    create: z.strictObject({ ...shape, ...defaults } as Omit<S, keyof D> & D),
    update: z.strictObject(shape).partial(),
  };
}

const defaultStatus = { status: statusSchema.default('draft') };
const defaultSortOrder = { sort_order: sortOrderSchema.default(0) };

// ---- The definition ----

/** `sort_order` then id; newest first (publish_at, else createdAt); or by `section` (text blocks, which a page finds by section). */
export type CollectionOrdering = 'sort_order' | 'newest' | 'section';

export interface CollectionDef {
  /** Key in `collections` and the web's slice name, camelCase. */
  name: string;
  /** Names in operationIds: `list${many}`, `get${one}`. */
  one: string;
  many: string;
  /** What a person calls one item, for summaries and messages. */
  label: string;
  /** Path under /api. */
  path: `/${string}`;
  /** Database table, snake_case plural. */
  table: string;
  record: z.ZodObject;
  create: z.ZodObject;
  update: z.ZodObject;
  listQuery: z.ZodObject;
  /** Fields `?sort=` may name (with `-` for descending). */
  sorts: readonly string[];
  /** Columns `?q=` searches. */
  search: readonly string[];
  /** Default order of a list. */
  ordering: CollectionOrdering;
  /** Has `status` (draft/published): visitors see only published items whose publish_at is empty or past. */
  publishing: boolean;
  /** Has `publish_at`. */
  scheduled: boolean;
  access: { read: 'public'; write: 'admin' };
}

const defineCollection = <const D extends CollectionDef>(d: D): D => d;

const access = { read: 'public', write: 'admin' } as const;

// ---- News and events ----

const newsEventShape = {
  kind: z.enum(NEWS_KINDS, { error: "kind must be 'news' or 'event'" }),
  title: requiredText(TITLE_MAX, 'title'),
  summary: requiredText(SUMMARY_MAX, 'summary', 'multi'),
  body: markdown('body'),
  event_date: optionalDate,
  location: optionalText(TITLE_MAX),
  image_url: optionalImageUrl,
  status: statusSchema,
  publish_at: publishAtSchema,
};
const newsEventSorts = ['publish_at', 'createdAt', 'event_date', 'title'] as const;

export const newsEventCollection = defineCollection({
  name: 'newsEvents',
  one: 'NewsEvent',
  many: 'NewsEvents',
  label: 'news item or event',
  path: '/news-events',
  table: 'news_events',
  record: record({
    kind: z.enum(NEWS_KINDS),
    title: z.string(),
    summary: z.string(),
    body: z.string(),
    event_date: z.string().nullable(),
    location: z.string().nullable(),
    image_url: z.string().nullable(),
    status: z.enum(CONTENT_STATUSES),
    publish_at: z.string().nullable(),
  }),
  ...bodies(newsEventShape, defaultStatus),
  listQuery: publishedListQuery(newsEventSorts),
  sorts: newsEventSorts,
  search: ['title', 'summary', 'body', 'location'],
  ordering: 'newest',
  publishing: true,
  scheduled: true,
  access,
});

// ---- Blog posts ----

const blogPostShape = {
  title: requiredText(TITLE_MAX, 'title'),
  summary: requiredText(SUMMARY_MAX, 'summary', 'multi'),
  body: markdown('body'),
  author: requiredText(NAME_MAX, 'author'),
  image_url: optionalImageUrl,
  status: statusSchema,
  publish_at: publishAtSchema,
};
const blogPostSorts = ['publish_at', 'createdAt', 'title', 'author'] as const;

export const blogPostCollection = defineCollection({
  name: 'blogPosts',
  one: 'BlogPost',
  many: 'BlogPosts',
  label: 'blog post',
  path: '/blog',
  table: 'blog_posts',
  record: record({
    title: z.string(),
    summary: z.string(),
    body: z.string(),
    author: z.string(),
    image_url: z.string().nullable(),
    status: z.enum(CONTENT_STATUSES),
    publish_at: z.string().nullable(),
  }),
  ...bodies(blogPostShape, defaultStatus),
  listQuery: publishedListQuery(blogPostSorts),
  sorts: blogPostSorts,
  search: ['title', 'summary', 'body', 'author'],
  ordering: 'newest',
  publishing: true,
  scheduled: true,
  access,
});

// ---- Services ----

const serviceShape = {
  title: requiredText(TITLE_MAX, 'title'),
  summary: requiredText(SUMMARY_MAX, 'summary', 'multi'),
  description: markdown('description'),
  image_url: optionalImageUrl,
  sort_order: sortOrderSchema,
};
const orderedSorts = ['sort_order', 'title', 'createdAt'] as const;

export const serviceCollection = defineCollection({
  name: 'services',
  one: 'Service',
  many: 'Services',
  label: 'service',
  path: '/services',
  table: 'services',
  record: record({
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    sort_order: z.number().int(),
  }),
  ...bodies(serviceShape, defaultSortOrder),
  listQuery: listQuery(orderedSorts),
  sorts: orderedSorts,
  search: ['title', 'summary', 'description'],
  ordering: 'sort_order',
  publishing: false,
  scheduled: false,
  access,
});

// ---- Testimonials ----

export const QUOTE_MAX = 2000;

const testimonialShape = {
  quote: requiredText(QUOTE_MAX, 'quote', 'multi'),
  person: requiredText(NAME_MAX, 'person'),
  business: optionalText(TITLE_MAX),
  region: optionalText(NAME_MAX),
  image_url: optionalImageUrl,
  sort_order: sortOrderSchema,
  status: statusSchema,
};
const testimonialSorts = ['sort_order', 'person', 'createdAt'] as const;

export const testimonialCollection = defineCollection({
  name: 'testimonials',
  one: 'Testimonial',
  many: 'Testimonials',
  label: 'testimonial',
  path: '/testimonials',
  table: 'testimonials',
  record: record({
    quote: z.string(),
    person: z.string(),
    business: z.string().nullable(),
    region: z.string().nullable(),
    image_url: z.string().nullable(),
    sort_order: z.number().int(),
    status: z.enum(CONTENT_STATUSES),
  }),
  ...bodies(testimonialShape, { ...defaultSortOrder, ...defaultStatus }),
  listQuery: publishedListQuery(testimonialSorts),
  sorts: testimonialSorts,
  search: ['quote', 'person', 'business', 'region'],
  ordering: 'sort_order',
  publishing: true,
  scheduled: false,
  access,
});

// ---- Gallery images ----

export const ALT_MAX = 300;
export const CAPTION_MAX = 500;

const galleryImageShape = {
  image_url: imageUrlSchema,
  alt: requiredText(ALT_MAX, 'alt'),
  caption: optionalText(CAPTION_MAX),
  sort_order: sortOrderSchema,
};
const gallerySorts = ['sort_order', 'createdAt'] as const;

export const galleryImageCollection = defineCollection({
  name: 'galleryImages',
  one: 'GalleryImage',
  many: 'GalleryImages',
  label: 'gallery image',
  path: '/gallery',
  table: 'gallery_images',
  record: record({
    image_url: z.string(),
    alt: z.string(),
    caption: z.string().nullable(),
    sort_order: z.number().int(),
  }),
  ...bodies(galleryImageShape, defaultSortOrder),
  listQuery: listQuery(gallerySorts),
  sorts: gallerySorts,
  search: ['alt', 'caption'],
  ordering: 'sort_order',
  publishing: false,
  scheduled: false,
  access,
});

// ---- Text blocks: landing, services and referral content ----

const textBlockShape = {
  section: sectionSchema,
  title: requiredText(TITLE_MAX, 'title'),
  body: markdown('body'),
};
const textBlockRecord = () => record({ section: z.string(), title: z.string(), body: z.string() });
const textBlockSorts = ['section', 'title', 'createdAt'] as const;
const textBlock = {
  ...bodies(textBlockShape, {}),
  listQuery: listQuery(textBlockSorts),
  sorts: textBlockSorts,
  search: ['section', 'title', 'body'],
  ordering: 'section',
  publishing: false,
  scheduled: false,
  access,
} as const;

export const landingContentCollection = defineCollection({
  name: 'landingContent',
  one: 'LandingContent',
  many: 'LandingContent',
  label: 'landing content block',
  path: '/landing-content',
  table: 'landing_content',
  record: textBlockRecord(),
  ...textBlock,
});

export const servicesContentCollection = defineCollection({
  name: 'servicesContent',
  one: 'ServicesContent',
  many: 'ServicesContent',
  label: 'services content block',
  path: '/services-content',
  table: 'services_content',
  record: textBlockRecord(),
  ...textBlock,
});

export const referralContentCollection = defineCollection({
  name: 'referralContent',
  one: 'ReferralContent',
  many: 'ReferralContent',
  label: 'referral content block',
  path: '/referral-content',
  table: 'referral_content',
  record: textBlockRecord(),
  ...textBlock,
});

// ---- Landing cards ----

const landingCardShape = {
  title: requiredText(TITLE_MAX, 'title'),
  description: markdown('description'),
  image_url: optionalImageUrl,
  link: optionalLink,
  sort_order: sortOrderSchema,
};

export const landingCardCollection = defineCollection({
  name: 'landingCards',
  one: 'LandingCard',
  many: 'LandingCards',
  label: 'landing card',
  path: '/landing-cards',
  table: 'landing_cards',
  record: record({
    title: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    link: z.string().nullable(),
    sort_order: z.number().int(),
  }),
  ...bodies(landingCardShape, defaultSortOrder),
  listQuery: listQuery(orderedSorts),
  sorts: orderedSorts,
  search: ['title', 'description'],
  ordering: 'sort_order',
  publishing: false,
  scheduled: false,
  access,
});

/** Every content collection, keyed by name. */
export const collections = {
  newsEvents: newsEventCollection,
  blogPosts: blogPostCollection,
  services: serviceCollection,
  testimonials: testimonialCollection,
  galleryImages: galleryImageCollection,
  landingContent: landingContentCollection,
  landingCards: landingCardCollection,
  servicesContent: servicesContentCollection,
  referralContent: referralContentCollection,
} as const;
export type CollectionName = keyof typeof collections;

export type RecordOf<D extends CollectionDef> = z.infer<D['record']>;
export type CreateBodyOf<D extends CollectionDef> = z.input<D['create']>;
export type UpdateBodyOf<D extends CollectionDef> = z.input<D['update']>;
export type ListQueryOf<D extends CollectionDef> = z.input<D['listQuery']>;

export type NewsEvent = RecordOf<typeof newsEventCollection>;
export type CreateNewsEventBody = CreateBodyOf<typeof newsEventCollection>;
export type UpdateNewsEventBody = UpdateBodyOf<typeof newsEventCollection>;
export type BlogPost = RecordOf<typeof blogPostCollection>;
export type CreateBlogPostBody = CreateBodyOf<typeof blogPostCollection>;
export type UpdateBlogPostBody = UpdateBodyOf<typeof blogPostCollection>;
export type Service = RecordOf<typeof serviceCollection>;
export type CreateServiceBody = CreateBodyOf<typeof serviceCollection>;
export type UpdateServiceBody = UpdateBodyOf<typeof serviceCollection>;
export type Testimonial = RecordOf<typeof testimonialCollection>;
export type CreateTestimonialBody = CreateBodyOf<typeof testimonialCollection>;
export type UpdateTestimonialBody = UpdateBodyOf<typeof testimonialCollection>;
export type GalleryImage = RecordOf<typeof galleryImageCollection>;
export type CreateGalleryImageBody = CreateBodyOf<typeof galleryImageCollection>;
export type UpdateGalleryImageBody = UpdateBodyOf<typeof galleryImageCollection>;
export type LandingContent = RecordOf<typeof landingContentCollection>;
export type CreateLandingContentBody = CreateBodyOf<typeof landingContentCollection>;
export type UpdateLandingContentBody = UpdateBodyOf<typeof landingContentCollection>;
export type LandingCard = RecordOf<typeof landingCardCollection>;
export type CreateLandingCardBody = CreateBodyOf<typeof landingCardCollection>;
export type UpdateLandingCardBody = UpdateBodyOf<typeof landingCardCollection>;
export type ServicesContent = RecordOf<typeof servicesContentCollection>;
export type CreateServicesContentBody = CreateBodyOf<typeof servicesContentCollection>;
export type UpdateServicesContentBody = UpdateBodyOf<typeof servicesContentCollection>;
export type ReferralContent = RecordOf<typeof referralContentCollection>;
export type CreateReferralContentBody = CreateBodyOf<typeof referralContentCollection>;
export type UpdateReferralContentBody = UpdateBodyOf<typeof referralContentCollection>;

// ---- Landing images (`/landing-image?type=`) ----

export const LANDING_IMAGE_TYPES = ['landing', 'service'] as const;
export type LandingImageType = (typeof LANDING_IMAGE_TYPES)[number];

const landingImageTypeSchema = z.enum(LANDING_IMAGE_TYPES, { error: "type must be 'landing' or 'service'" });

/** The hero image of one type, or none. */
export const landingImageSchema = z.object({ type: z.enum(LANDING_IMAGE_TYPES), image_url: z.string().nullable() });
export type LandingImage = z.infer<typeof landingImageSchema>;

export const landingImageQuerySchema = z.strictObject({ type: landingImageTypeSchema });

/** The text field of the multipart upload besides its `image` file. */
export const landingImageFieldsSchema = z.strictObject({ type: landingImageTypeSchema });

// ---- Form files (resources) ----

export const FORM_TITLE_MAX = 200;
export const FORM_DESCRIPTION_MAX = 2000;
export const FORM_CATEGORY_MAX = 100;

export const formFileSchema = z.object({
  id: z.number().int(),
  form_title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  is_public: z.boolean(),
  sort_order: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormFile = z.infer<typeof formFileSchema>;

/** Multipart fields arrive as text: `is_public` as `true`/`false`, `sort_order` as digits. */
const formFileFieldShape = {
  form_title: requiredText(FORM_TITLE_MAX, 'form_title'),
  description: optionalMultiLineText(FORM_DESCRIPTION_MAX),
  category: optionalText(FORM_CATEGORY_MAX),
  is_public: z.enum(['true', 'false'], { error: "is_public must be 'true' or 'false'" }).transform((v) => v === 'true'),
  // Digits as text (a form in the browser checks it as a number first).
  sort_order: z.coerce
    .string()
    .regex(/^(?:\d{1,6}|1000000)$/, `sort_order must be a whole number from 0 to ${SORT_ORDER_MAX}`)
    .transform(Number),
};

/** The text fields of POST /form-files besides its `file` (required there). */
export const formFileCreateFieldsSchema = z.strictObject({
  ...formFileFieldShape,
  is_public: formFileFieldShape.is_public.default(false),
  sort_order: formFileFieldShape.sort_order.default(0),
});
/** The text fields of PUT /form-files/:id; the `file` is sent only if one is chosen (product specification section 5). */
export const formFileUpdateFieldsSchema = z.strictObject(formFileFieldShape).partial();

/** What a browser puts beside the file: the record's own fields (FormData turns them into text). */
export type FormFileFields = Pick<FormFile, 'form_title'> &
  Partial<Pick<FormFile, 'description' | 'category' | 'is_public' | 'sort_order'>>;

const formFileSorts = ['sort_order', 'form_title', 'category', 'createdAt'] as const;

/** Visitors list public files; members (any signed-in role) list members-only files too. */
export const formFileListQuerySchema = z.strictObject({
  ...listQueryShape,
  sort: sortSchema(formFileSorts),
  category: z.string().trim().max(FORM_CATEGORY_MAX).optional(),
  archived: archivedQuery,
});
export type FormFileListQuery = z.input<typeof formFileListQuerySchema>;

export const FORM_FILE_SORTS = formFileSorts;
export const FORM_FILES_TABLE = 'form_files';
