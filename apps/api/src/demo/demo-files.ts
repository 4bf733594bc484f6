import sharp from 'sharp';
import { nowIso } from '../lib/time';
import { putFile } from '../storage/file-store';
import { detectType, downloadName, unicodeDownloadName } from '../storage/file-types';
import { type PreparedImage, prepareImage, storeImage } from '../storage/images';
import type { Db } from '../db/connection';
import { DEMO_DOCUMENTS } from './demo-documents';
import { type DemoPicture, GALLERY_PICTURES, HERO_PICTURES, PORTRAIT_PICTURES, SERVICE_PICTURES, sceneSvg } from './demo-illustrations';

/**
 * The demo centre's images and downloadable forms (docs/architecture.md#content-and-files: a fresh
 * start shows credible content with images on every public page).
 *
 * The images are generated here at seed time (demo-illustrations.ts draws
 * them), so there is no licensing concern. Each is rendered to a JPEG in
 * memory and then goes the way of an upload: its type read from the bytes,
 * decoded and re-encoded by prepareImage, stored with its WebP copies by
 * storeImage. The forms are real PDFs (and one CSV) made by demo-documents.ts.
 */

export interface DemoGalleryImage {
  image_url: string;
  alt: string;
  caption: string;
}

/** Where the stored demo images are, by what they are for. */
export interface DemoImages {
  landing: string;
  service: string;
  gallery: DemoGalleryImage[];
  /** One per programme, in the order of DEMO_SERVICES. */
  services: string[];
  /** Drawn portraits for testimonials. */
  portraits: string[];
}

/** The picture as an upload would bring it (a JPEG), prepared exactly as an uploaded image is. */
async function prepared(picture: DemoPicture): Promise<PreparedImage> {
  const source = await sharp(Buffer.from(sceneSvg(picture.scene)))
    .jpeg({ quality: 92 })
    .toBuffer();
  return prepareImage(source, await detectType(source, 'image', null));
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Draws, encodes and stores every demo image, and makes the two hero images
 * the landing and services heroes. Answers where each image is.
 */
export async function seedDemoImages(db: Db): Promise<DemoImages> {
  const groups = {
    heroes: [HERO_PICTURES.landing, HERO_PICTURES.service],
    gallery: GALLERY_PICTURES,
    services: SERVICE_PICTURES,
    portraits: PORTRAIT_PICTURES,
  };
  const all = Object.values(groups).flat();
  // The CPU work happens before the transaction opens, in parallel (sharp's thread pool).
  const images = await Promise.all(all.map(prepared));
  const urls = await db.transaction().execute(async (trx) => {
    const stored: string[] = [];
    for (const [i, image] of images.entries()) {
      const { image_url } = await storeImage(trx, image, { original_name: `${slug(all[i].caption)}.${image.image.ext}` });
      stored.push(image_url);
    }
    return stored;
  });
  let at = 0;
  const take = (n: number) => urls.slice(at, (at += n));
  const [landing, service] = take(2);
  const gallery = take(groups.gallery.length).map((image_url, i) => ({
    image_url,
    alt: groups.gallery[i].alt,
    caption: groups.gallery[i].caption,
  }));
  const result: DemoImages = {
    landing,
    service,
    gallery,
    services: take(groups.services.length),
    portraits: take(groups.portraits.length),
  };
  const now = nowIso();
  const sha = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  await db
    .insertInto('landing_images')
    .values([
      { type: 'landing', sha256: sha(landing), updated_at: now },
      { type: 'service', sha256: sha(service), updated_at: now },
    ])
    .execute();
  return result;
}

/** The five downloadable forms (two for members only), stored as uploads are. */
export async function seedDemoForms(db: Db): Promise<void> {
  const files = await Promise.all(DEMO_DOCUMENTS.map((d) => d.bytes()));
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const [i, doc] of DEMO_DOCUMENTS.entries()) {
      const bytes = files[i];
      const type = await detectType(bytes, 'document', doc.file_name);
      // Each form has bytes of its own, so the file is public exactly when its form is.
      const sha256 = await putFile(trx, {
        bytes,
        mime_type: type.mime_type,
        original_name: downloadName(doc.file_name, type),
        is_public: doc.is_public,
      });
      await trx
        .insertInto('form_files')
        .values({
          form_title: doc.form_title,
          description: doc.description,
          category: doc.category,
          sha256,
          file_name: unicodeDownloadName(doc.file_name, type) ?? `form.${type.ext}`,
          mime_type: type.mime_type,
          size: bytes.length,
          is_public: doc.is_public ? 1 : 0,
          sort_order: doc.sort_order,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute();
    }
  });
}

type Illustrated = 'services' | 'testimonials' | 'news_events' | 'blog_posts' | 'landing_cards';

/** Gives the rows of `table` that have no image one of `urls` each, in id order (cycling if there are more rows). */
async function illustrate(db: Db, table: Illustrated, urls: string[]): Promise<void> {
  if (!urls.length) return;
  const rows = await db.selectFrom(table).select('id').where('image_url', 'is', null).orderBy('id').execute();
  for (const [i, row] of rows.entries()) {
    await db
      .updateTable(table)
      .set({ image_url: urls[i % urls.length] })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * The demo images and forms, after the demo text content is in place: heroes,
 * a gallery of eight, a picture for each programme, testimonial, news item,
 * blog post and landing card that has none, and the five forms.
 */
export async function seedDemoFiles(db: Db): Promise<DemoImages> {
  const [images] = await Promise.all([seedDemoImages(db), seedDemoForms(db)]);
  await db.transaction().execute(async (trx) => {
    const hasGallery = await trx.selectFrom('gallery_images').select('id').limit(1).executeTakeFirst();
    if (!hasGallery) {
      const now = nowIso();
      await trx
        .insertInto('gallery_images')
        .values(images.gallery.map((g, i) => ({ ...g, sort_order: (i + 1) * 10, created_at: now, updated_at: now, deleted_at: null })))
        .execute();
    }
    await illustrate(trx, 'services', images.services);
    await illustrate(trx, 'testimonials', images.portraits);
    // News, posts and cards show gallery pictures, offset so that neighbours on the home page differ.
    const pictures = images.gallery.map((g) => g.image_url);
    await illustrate(trx, 'news_events', [...pictures.slice(1), pictures[0]]);
    await illustrate(trx, 'blog_posts', pictures.slice(4));
    await illustrate(trx, 'landing_cards', [...pictures.slice(5), ...pictures.slice(0, 5)]);
  });
  return images;
}
