import { collections, type CollectionDef } from '@tc/contract/content';
import { fileUrl } from '@tc/contract/files';
import type { MediaItem, MediaUse } from '@tc/contract/media';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { likePattern } from '../../lib/listing';
import { nowIso } from '../../lib/time';

/**
 * The media library's reads and writes (docs/decisions/033-alt-text-and-media-library.md). Where an image is
 * used is not stored: it is read from the rows that point at files, each time, so it cannot drift from them.
 * Content rows point at an image by its address (`/api/files/<sha256>`, perhaps `?w=` after it) in an image
 * field or anywhere in a Markdown field; a hero image by its sha256.
 */

/** An uploaded file's address in text, as storage/file-references.ts reads it (never a prefix of a longer hex run). */
const reference = (sha256?: string) => new RegExp(`/api/files/(${sha256 ?? '[0-9a-f]{64}'})(?![0-9a-f])`, 'g');

/** The content tables as the generic code sees them: columns by name (as features/content/content-repository.ts). */
const loose = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The fields of a collection that may point at an image: its image fields and its Markdown. */
const imageColumns = (def: CollectionDef) =>
  Object.entries(def.fields)
    .filter(([, f]) => f.admin.kind === 'image' || f.admin.kind === 'markdown')
    .map(([name]) => name);

const HERO_LABELS: Record<string, string> = { landing: 'Home – hero image', service: 'Services – hero image' };

/** Every use of every image (or of the one `sha256`), by sha256, deleted items included: they can be restored. */
export async function usesByImage(db: Db, sha256?: string): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const add = (sha: string, use: MediaUse) => {
    const list = uses.get(sha) ?? [];
    if (!list.some((u) => u.table === use.table && u.id === use.id && u.field === use.field)) list.push(use);
    uses.set(sha, list);
  };
  for (const def of Object.values(collections) as CollectionDef[]) {
    const columns = imageColumns(def);
    if (!columns.length) continue;
    const title = def.adminList.title;
    let q = loose(db)
      .selectFrom(def.table)
      .select([
        sql.ref('id').as('id'),
        sql.ref('deleted_at').as('deleted_at'),
        sql.ref(title).as('title'),
        ...columns.map((c) => sql.ref(c).as(c)),
      ]);
    const like = `%/api/files/${sha256 ?? ''}%`;
    q = q.where((eb) => eb.or(columns.map((c) => eb(sql.ref(c), 'like', like))));
    for (const row of await q.execute()) {
      for (const field of columns) {
        const value = row[field];
        if (typeof value !== 'string') continue;
        for (const [, sha] of value.matchAll(reference(sha256))) {
          add(sha, {
            table: def.table,
            id: Number(row.id),
            field,
            label: `${def.auditLabel} '${String(row.title)}'`,
            deleted: row.deleted_at !== null,
          });
        }
      }
    }
  }
  let heroes = db.selectFrom('landing_images').select(['type', 'sha256']);
  if (sha256) heroes = heroes.where('sha256', '=', sha256);
  for (const row of await heroes.execute()) {
    add(row.sha256, { table: 'landing_images', id: null, field: row.type, label: HERO_LABELS[row.type] ?? row.type, deleted: false });
  }
  return uses;
}

export interface MediaFilters {
  q?: string;
  missingAlt?: boolean;
  limit: number;
  offset: number;
}

const META = ['sha256', 'original_name', 'mime_type', 'size', 'width', 'height', 'alt_text', 'created_at'] as const;

/** The images the library holds: public images that are not a copy of another at a smaller width. */
function images(db: Db) {
  return db
    .selectFrom('files')
    .where('mime_type', 'like', 'image/%')
    .where('is_public', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('file_variants').select('variant_sha256').whereRef('file_variants.variant_sha256', '=', 'files.sha256'))),
    );
}

type MetaRow = Omit<MediaItem, 'image_url' | 'uses'>;

const toItem = (row: MetaRow, uses: MediaUse[]): MediaItem => ({
  ...row,
  size: Number(row.size),
  image_url: fileUrl(row.sha256),
  uses,
});

export async function listMedia(db: Db, f: MediaFilters): Promise<{ rows: MediaItem[]; total: number }> {
  let q = images(db);
  if (f.q) {
    const pattern = likePattern(f.q);
    // lower() on both sides: SQLite's LIKE folds ASCII only and PostgreSQL's not at all.
    q = q.where(sql<boolean>`(lower(original_name) like ${pattern} escape '\\' or lower(alt_text) like ${pattern} escape '\\')`);
  }
  if (f.missingAlt !== undefined) q = q.where('alt_text', f.missingAlt ? 'is' : 'is not', null);
  const [rows, counted, uses] = await Promise.all([
    q.select(META).orderBy('created_at', 'desc').orderBy('sha256').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    usesByImage(db),
  ]);
  return { rows: rows.map((r) => toItem(r, uses.get(r.sha256) ?? [])), total: Number(counted.n) };
}

/** One image of the library with its uses, or undefined when it is not one. */
export async function findMedia(db: Db, sha256: string): Promise<MediaItem | undefined> {
  const row = await images(db).select(META).where('sha256', '=', sha256).executeTakeFirst();
  if (!row) return undefined;
  return toItem(row, (await usesByImage(db, sha256)).get(sha256) ?? []);
}

export async function setAltText(db: Db, sha256: string, altText: string): Promise<void> {
  await db.updateTable('files').set({ alt_text: altText }).where('sha256', '=', sha256).execute();
}

/**
 * Points every use of image `from` at image `to` (call inside the replacement's transaction): each content
 * field's address (its `?w=` kept) and each hero image. Answers how many rows changed.
 */
export async function replaceEverywhere(db: Db, from: string, to: string): Promise<number> {
  const uses = (await usesByImage(db, from)).get(from) ?? [];
  const now = nowIso();
  let changed = 0;
  const rows = new Map<string, { table: string; id: number; fields: string[] }>();
  for (const use of uses) {
    if (use.table === 'landing_images' || use.id === null) continue;
    const key = `${use.table}:${use.id}`;
    const row = rows.get(key) ?? { table: use.table, id: use.id, fields: [] };
    row.fields.push(use.field);
    rows.set(key, row);
  }
  for (const { table, id, fields } of rows.values()) {
    const current = await loose(db)
      .selectFrom(table)
      .select(fields.map((c) => sql.ref(c).as(c)))
      .where(sql.ref('id'), '=', id)
      .executeTakeFirstOrThrow();
    const values: Record<string, unknown> = { updated_at: now };
    for (const field of fields) values[field] = String(current[field]).replace(reference(from), `/api/files/${to}`);
    await loose(db).updateTable(table).set(values).where(sql.ref('id'), '=', id).execute();
    changed += 1;
  }
  const heroes = await db.updateTable('landing_images').set({ sha256: to, updated_at: now }).where('sha256', '=', from).executeTakeFirst();
  return changed + Number(heroes.numUpdatedRows);
}

/**
 * Deletes an image and the copies made of it (call once nothing uses it). A copy is deleted only when no other
 * image has it as its copy too (the same WebP bytes made from two uploads are one file).
 */
export async function deleteImage(db: Db, sha256: string): Promise<void> {
  const variants = await db.selectFrom('file_variants').select('variant_sha256').where('sha256', '=', sha256).execute();
  await db.deleteFrom('file_variants').where('sha256', '=', sha256).execute();
  for (const { variant_sha256 } of variants) {
    const shared = await db.selectFrom('file_variants').select('sha256').where('variant_sha256', '=', variant_sha256).executeTakeFirst();
    if (!shared) await db.deleteFrom('files').where('sha256', '=', variant_sha256).execute();
  }
  await db.deleteFrom('files').where('sha256', '=', sha256).execute();
}

/** Whether a form file or a client's document holds these bytes (they point at `files` by key, not by address). */
export async function heldByDocuments(db: Db, sha256: string): Promise<boolean> {
  const [form, client] = await Promise.all([
    db.selectFrom('form_files').select('id').where('sha256', '=', sha256).executeTakeFirst(),
    db.selectFrom('client_files').select('id').where('sha256', '=', sha256).executeTakeFirst(),
  ]);
  return Boolean(form || client);
}
