import { z } from 'zod';
import { listQueryShape, NOT_BLANK, singleLineText } from './common';
import { SHA256_PATTERN } from './files';

/**
 * The media library (docs/architecture.md#content-and-files, docs/decisions/033-alt-text-and-media-library.md):
 * every uploaded image with its alt text and where it is used, computed by the server from the tables that
 * point at files.
 */

export const ALT_TEXT_MAX = 300;

/** What a new image without alt text is told (the upload's 400, the form's message). */
export const ALT_TEXT_REQUIRED = 'Alt text is required for a new image: describe what it shows for people who cannot see it';

/** One image's alt text: a line of plain text, required. */
export const altTextSchema = singleLineText({ error: ALT_TEXT_REQUIRED })
  .regex(NOT_BLANK, ALT_TEXT_REQUIRED)
  .max(ALT_TEXT_MAX, `Alt text must be at most ${ALT_TEXT_MAX} characters`);

/** The text fields beside a new image (`POST /uploads/images`, a replacement). */
export const imageUploadFieldsSchema = z.strictObject({ alt_text: altTextSchema });

/** One place an image shows: a content item's field, or a hero image. */
export const mediaUseSchema = z.object({
  /** The table of the row (`news_events`, `landing_images`, …). */
  table: z.string(),
  /** The row's id; null for a hero image, keyed by its type. */
  id: z.number().int().nullable(),
  /** The field that points at the image (`image_url`, a Markdown `body`, `sha256`). */
  field: z.string(),
  /** What a person calls it: "News item 'Open house'", "Home – hero image". */
  label: z.string(),
  /** The item is deleted (it can be restored, so it still counts). */
  deleted: z.boolean(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  sha256: z.string(),
  image_url: z.string(),
  original_name: z.string().nullable(),
  mime_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Null for an image uploaded before alt text was asked for: the library flags it. */
  alt_text: z.string().nullable(),
  created_at: z.string(),
  uses: z.array(mediaUseSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** `?q=` matches the file name or the alt text; newest first. */
export const mediaListQuerySchema = z.strictObject({
  q: listQueryShape.q,
  page: listQueryShape.page,
  pageSize: listQueryShape.pageSize,
  missingAlt: z.enum(['true', 'false']).optional(),
});

export const mediaParamsSchema = z.object({
  sha256: z.string().regex(SHA256_PATTERN, 'sha256 must be 64 lower-case hexadecimal digits'),
});

export const mediaUpdateSchema = z.strictObject({ alt_text: altTextSchema });

/** A replacement: the new image, and how many rows now point at it instead of the old one. */
export const mediaReplacedSchema = z.object({ image: mediaItemSchema, replaced: z.number().int() });

export const mediaDeletedSchema = z.object({ sha256: z.string() });
