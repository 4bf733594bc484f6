import { IMAGE_ALT } from '@tc/contract/collections/define';
import type { CollectionDef } from '@tc/contract/content';
import type { Db } from '../db/connection';

/** The sha256 of an uploaded image's address (`/api/files/<sha256>`, a `?w=` after it or not); null for an outside one. */
export const imageSha = (url: unknown): string | null =>
  typeof url === 'string' ? (/^\/api\/files\/([0-9a-f]{64})(?![0-9a-f])/.exec(url)?.[1] ?? null) : null;

/**
 * The records of a collection with an image, each given its image's alt text (`image_alt`) from the image's file,
 * in one read for the lot (docs/decisions/033): null for an outside address or an image without alt text.
 */
export async function withImageAlt<R extends Record<string, unknown>>(db: Db, def: CollectionDef, records: R[]): Promise<R[]> {
  if (!(IMAGE_ALT in def.record.shape)) return records;
  const shas = [...new Set(records.map((r) => imageSha(r.image_url)).filter((s): s is string => s !== null))];
  const rows = shas.length ? await db.selectFrom('files').select(['sha256', 'alt_text']).where('sha256', 'in', shas).execute() : [];
  const alts = new Map(rows.map((r) => [r.sha256, r.alt_text]));
  return records.map((r) => ({ ...r, [IMAGE_ALT]: alts.get(imageSha(r.image_url) ?? '') ?? null }));
}
