import { createHash } from 'node:crypto';
import { fileUrl as contractFileUrl } from '@tc/contract/files';
import type { Db } from '../db/connection';
import { nowIso } from '../lib/time';

/**
 * Files in the database (docs/architecture.md#content-and-files), on SQLite and PostgreSQL alike:
 * one row per distinct content, named by the sha256 of its bytes (docs/decisions/008).
 */

export interface NewFile {
  bytes: Buffer;
  mime_type: string;
  width?: number | null;
  height?: number | null;
  /** Already reduced to safe characters (see `safeFileName`); for Content-Disposition only. */
  original_name?: string | null;
  /**
   * False keeps the file off the public GET /files/{sha256} (a members-only
   * form file, served by its own route with a token). Default true.
   */
  is_public?: boolean;
}

export interface FileMeta {
  sha256: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  original_name: string | null;
  is_public: boolean;
  created_at: string;
}

export interface StoredFile extends FileMeta {
  bytes: Buffer;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const fileUrl = contractFileUrl;

/**
 * Stores the bytes unless the same bytes are stored already, and answers their
 * sha256. Safe against a concurrent put of the same bytes on both databases
 * (insert … on conflict). Public wins: bytes put once as public stay public,
 * since whoever published them has made them public anyway; the first put's
 * mime type and name stay.
 */
export async function putFile(db: Db, file: NewFile): Promise<string> {
  const sha256 = sha256Of(file.bytes);
  const isPublic = file.is_public ?? true;
  const existing = await db.selectFrom('files').select('is_public').where('sha256', '=', sha256).executeTakeFirst();
  if (existing) {
    if (isPublic && !existing.is_public) await db.updateTable('files').set({ is_public: 1 }).where('sha256', '=', sha256).execute();
    return sha256;
  }
  await db
    .insertInto('files')
    .values({
      sha256,
      mime_type: file.mime_type,
      size: file.bytes.length,
      bytes: file.bytes,
      width: file.width ?? null,
      height: file.height ?? null,
      original_name: file.original_name ?? null,
      is_public: isPublic ? 1 : 0,
      created_at: nowIso(),
    })
    .onConflict((oc) => (isPublic ? oc.column('sha256').doUpdateSet({ is_public: 1 }) : oc.column('sha256').doNothing()))
    .execute();
  return sha256;
}

const META_COLUMNS = ['sha256', 'mime_type', 'size', 'width', 'height', 'original_name', 'is_public', 'created_at'] as const;

function toMeta<R extends { is_public: number }>(row: R): Omit<R, 'is_public'> & { is_public: boolean } {
  return { ...row, is_public: Number(row.is_public) === 1 };
}

/** A file's description without its bytes. */
export async function getFileMeta(db: Db, sha256: string): Promise<FileMeta | undefined> {
  const row = await db.selectFrom('files').select(META_COLUMNS).where('sha256', '=', sha256).executeTakeFirst();
  return row && toMeta(row);
}

export async function getFile(db: Db, sha256: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('files')
    .select([...META_COLUMNS, 'bytes'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row && { ...toMeta(row), bytes: Buffer.from(row.bytes) };
}

/** Records `variantSha256` as the copy of image `sha256` at `width`; the first copy recorded stays. */
export async function putVariant(db: Db, sha256: string, width: number, variantSha256: string): Promise<void> {
  await db
    .insertInto('file_variants')
    .values({ sha256, width, variant_sha256: variantSha256 })
    .onConflict((oc) => oc.columns(['sha256', 'width']).doNothing())
    .execute();
}

/** The sha256 of an image's copy at `width`, if one was made. */
export async function findVariant(db: Db, sha256: string, width: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('file_variants')
    .select('variant_sha256')
    .where('sha256', '=', sha256)
    .where('width', '=', width)
    .executeTakeFirst();
  return row?.variant_sha256;
}
