import { z } from 'zod';

/**
 * Stored files and uploads (docs/architecture.md#content-and-files). A file is named by the sha256
 * of its bytes and served at `/api/files/<sha256>`; the same bytes are one file.
 */

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** Upload limits, checked by the server (413 above) and worth checking in the browser first. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the pickers offer; the server decides from the bytes, whatever the name says. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
export const DOCUMENT_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.odt,.ods,.txt,.csv';

/**
 * Widths of the WebP copies made of every uploaded image, for `srcset`. A copy
 * is made only when the image is wider; `/api/files/<sha256>?w=<width>` answers
 * the copy of that width, or the image itself when it is no wider than that,
 * so a page can build its `srcset` from the `image_url` alone.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const fileUrl = (sha256: string) => `/api/files/${sha256}`;

/** `/api/files/<sha256>?w=960`: the WebP copy at that width (see IMAGE_VARIANT_WIDTHS). */
export const imageVariantUrl = (imageUrl: string, width: ImageVariantWidth) => `${imageUrl}?w=${width}`;

/** The `srcset` of an uploaded image, or undefined for an outside (https) address. */
export function imageSrcSet(imageUrl: string | null | undefined): string | undefined {
  if (!imageUrl || !/^\/api\/files\/[0-9a-f]{64}$/.test(imageUrl)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(imageUrl, w)} ${w}w`).join(', ');
}

export const fileParamsSchema = z.object({ sha256: z.string().max(200) });

export const fileQuerySchema = z.strictObject({
  w: z
    .enum(IMAGE_VARIANT_WIDTHS.map(String) as [`${ImageVariantWidth}`, ...`${ImageVariantWidth}`[]], {
      error: `w must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}`,
    })
    .transform((v) => Number(v) as ImageVariantWidth)
    .optional(),
});

/** The answer of an image upload: the image to store as `image_url`, and its copies for `srcset`. */
export const uploadedImageSchema = z.object({
  image_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  /** The image's alt text as stored: the one sent, or the one the same bytes had already (docs/decisions/033). */
  alt_text: z.string().nullable(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
