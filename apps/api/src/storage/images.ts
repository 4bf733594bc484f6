import { IMAGE_VARIANT_WIDTHS, imageVariantUrl, type UploadedImage } from '@tc/contract/files';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '../db/connection';
import { AppError } from '../lib/errors';
import { fileUrl, putFile, putVariant } from './file-store';
import type { DetectedType } from './file-types';

/**
 * Every uploaded image is decoded and encoded anew (docs/architecture.md#content-and-files): turned
 * upright by its EXIF orientation, every piece of metadata (EXIF, GPS, XMP,
 * IPTC, comments) left behind (sharp writes none unless asked with
 * withMetadata/withExif, which we never call), at most 2400 px on its longest
 * side, plus WebP copies at the widths of IMAGE_VARIANT_WIDTHS that are
 * narrower than it. Whatever else the bytes carried (a script after the image
 * data, a polyglot) does not survive the round trip.
 */

export const IMAGE_MAX_SIDE = 2400;
/** Decoding a larger image could take gigabytes: a decompression bomb is refused before it is decoded. */
export const IMAGE_MAX_PIXELS = 50_000_000;

export interface EncodedImage {
  bytes: Buffer;
  mime_type: string;
  ext: string;
  width: number;
  height: number;
}

export interface PreparedImage {
  image: EncodedImage;
  variants: EncodedImage[];
}

function encode(pipeline: Sharp, mime: string): Sharp {
  switch (mime) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case 'image/png':
      return pipeline.png();
    case 'image/avif':
      return pipeline.avif({ quality: 55, effort: 2 });
    default:
      return pipeline.webp({ quality: 82 });
  }
}

async function run(pipeline: Sharp, mime: string, ext: string): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, mime_type: mime, ext, width: info.width, height: info.height };
}

function refusal(err: unknown): AppError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) {
    return new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `This image has too many pixels; send one under ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'This image could not be read: it is damaged or incomplete. Please export it again and retry.',
  );
}

/** Decodes and re-encodes an accepted image; 415 (413 for too many pixels) when it does not decode. */
export async function prepareImage(bytes: Buffer, type: DetectedType): Promise<PreparedImage> {
  try {
    // failOn 'error': a truncated or corrupt image is refused rather than stored half grey.
    const source = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).timeout({ seconds: 30 }).rotate();
    const fitted = source.clone().resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const image = await run(encode(fitted, type.mime_type), type.mime_type, type.ext);
    const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < image.width);
    const variants = await Promise.all(
      widths.map((w) => run(encode(source.clone().resize({ width: w }), 'image/webp'), 'image/webp', 'webp')),
    );
    return { image, variants };
  } catch (err) {
    throw refusal(err);
  }
}

/** Stores an image and its copies (call inside the upload's transaction); answers what POST /uploads/images answers. */
export async function storeImage(
  db: Db,
  prepared: PreparedImage,
  opts: { original_name?: string | null; is_public?: boolean; alt_text?: string } = {},
): Promise<UploadedImage & { sha256: string }> {
  const { image } = prepared;
  const sha256 = await putFile(db, { ...image, original_name: opts.original_name ?? null, is_public: opts.is_public });
  // One alt text per image (docs/decisions/033): the same bytes uploaded again keep the one they have, which the
  // media library changes for every use at once; an image that had none takes the one sent.
  if (opts.alt_text) {
    await db.updateTable('files').set({ alt_text: opts.alt_text }).where('sha256', '=', sha256).where('alt_text', 'is', null).execute();
  }
  const { alt_text } = await db.selectFrom('files').select('alt_text').where('sha256', '=', sha256).executeTakeFirstOrThrow();
  const imageUrl = fileUrl(sha256);
  const variants = [];
  for (const variant of prepared.variants) {
    const variantSha = await putFile(db, { ...variant, is_public: opts.is_public });
    await putVariant(db, sha256, variant.width, variantSha);
    variants.push({ width: variant.width, url: imageVariantUrl(imageUrl, variant.width as (typeof IMAGE_VARIANT_WIDTHS)[number]) });
  }
  return { sha256, image_url: imageUrl, width: image.width, height: image.height, variants, alt_text };
}
