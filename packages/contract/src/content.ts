import { z } from 'zod';
import { listQueryShape, optionalMultiLineText, optionalText, sortQuery } from './common';
import { blogPostCollection } from './collections/blog-posts';
import { archivedQuery, type CollectionDef, requiredText, SORT_ORDER_MAX } from './collections/define';
import { galleryImageCollection } from './collections/gallery-images';
import { landingCardCollection } from './collections/landing-cards';
import { landingContentCollection } from './collections/landing-content';
import { newsEventCollection } from './collections/news-events';
import { referralContentCollection } from './collections/referral-content';
import { servicesContentCollection } from './collections/services-content';
import { serviceCollection } from './collections/services';
import { testimonialCollection } from './collections/testimonials';

/**
 * The content collections of docs/architecture.md#content-and-files: each is declared once,
 * in its own file under collections/ (fields, labels, texts), and collections/define.ts
 * derives its schemas, flags and admin form from that. The server builds its CRUD
 * routes and repository from the registry below, the browser its thunks and admin
 * screens. Adding a collection is its file, a line here, a migration and a test sample.
 */

export { ALT_MAX, CAPTION_MAX } from './collections/gallery-images';
export { QUOTE_MAX } from './collections/testimonials';
export {
  CONTENT_STATUSES,
  type CollectionDef,
  type CollectionMessages,
  type CollectionOrdering,
  type ContentStatus,
  IMAGE_URL_PATTERN,
  imageUrlSchema,
  LINK_PATTERN,
  MARKDOWN_MAX,
  NAME_MAX,
  SECTION_PATTERN,
  SORT_ORDER_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
  URL_MAX,
} from './collections/define';
export {
  blogPostCollection,
  galleryImageCollection,
  landingCardCollection,
  landingContentCollection,
  newsEventCollection,
  referralContentCollection,
  servicesContentCollection,
  serviceCollection,
  testimonialCollection,
};

export const NEWS_KINDS = ['news', 'event'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

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
  sort: sortQuery(formFileSorts),
  category: z.string().trim().max(FORM_CATEGORY_MAX).optional(),
  archived: archivedQuery,
});
export type FormFileListQuery = z.input<typeof formFileListQuerySchema>;

export const FORM_FILE_SORTS = formFileSorts;
export const FORM_FILES_TABLE = 'form_files';
