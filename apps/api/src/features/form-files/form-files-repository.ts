import type { FormFile } from '@tc/contract/content';
import { type Selectable, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connection';
import type { FormFilesTable } from '../../db/schema';
import { likePattern, type SortSpec } from '../../lib/listing';
import { nowIso } from '../../lib/time';

export type FormFileSortField = 'sort_order' | 'form_title' | 'category' | 'createdAt';

/** A stored form: the record of the contract and the sha256 of its bytes. */
export type FormFileRow = FormFile & { sha256: string };

export interface FormFileFilters {
  q?: string;
  category?: string;
  /** Members-only forms too (a signed-in member); else public ones only. */
  membersOnly: boolean;
  /** Deleted forms instead of live ones (administrators). */
  archived: boolean;
  sort?: SortSpec<FormFileSortField>;
  limit: number;
  offset: number;
}

/** The columns of a form, as written: everything but the id and timestamps. */
export interface FormFileValues {
  form_title: string;
  description: string | null;
  category: string | null;
  sha256: string;
  file_name: string;
  mime_type: string;
  size: number;
  is_public: boolean;
  sort_order: number;
}

const SORT_COLUMNS: Record<FormFileSortField, keyof FormFilesTable> = {
  sort_order: 'sort_order',
  form_title: 'form_title',
  category: 'category',
  createdAt: 'created_at',
};

function toFormFile(r: Selectable<FormFilesTable>): FormFileRow {
  return {
    id: r.id,
    form_title: r.form_title,
    description: r.description,
    category: r.category,
    file_name: r.file_name,
    mime_type: r.mime_type,
    size: Number(r.size),
    is_public: Number(r.is_public) === 1,
    sort_order: Number(r.sort_order),
    archivedAt: r.deleted_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    sha256: r.sha256,
  };
}

/** The record as the API answers it: the sha256 stays inside. */
export function publicRecord(row: FormFileRow): FormFile {
  const { sha256: _sha256, ...record } = row;
  return record;
}

/** One form, live ones only unless `includeArchived`. */
export async function findFormFile(db: Db, id: number, opts: { includeArchived?: boolean } = {}): Promise<FormFileRow | undefined> {
  let q = db.selectFrom('form_files').selectAll().where('id', '=', id);
  if (!opts.includeArchived) q = q.where('deleted_at', 'is', null);
  const row = await q.executeTakeFirst();
  return row && toFormFile(row);
}

function filtered(db: Db, f: FormFileFilters) {
  let q = db.selectFrom('form_files').where('deleted_at', f.archived ? 'is not' : 'is', null);
  if (!f.membersOnly) q = q.where('is_public', '=', 1);
  if (f.category) q = q.where(sql<string>`lower(category)`, '=', f.category.toLowerCase());
  if (f.q) {
    const pattern = likePattern(f.q);
    q = q.where((eb) =>
      eb.or(
        (['form_title', 'description', 'category', 'file_name'] as const).map(
          (c) => sql<boolean>`lower(coalesce(${sql.ref(c)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

/** One page of forms in their order (or `sort`), and how many match in all. */
export async function listFormFiles(db: Db, f: FormFileFilters): Promise<{ rows: FormFileRow[]; total: number }> {
  let q = filtered(db, f).selectAll();
  if (f.sort) q = q.orderBy(SORT_COLUMNS[f.sort.field], f.sort.direction);
  q = q.orderBy('sort_order', 'asc').orderBy('form_title', 'asc').orderBy('id', 'asc');
  const [rows, counted] = await Promise.all([
    q.limit(f.limit).offset(f.offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toFormFile), total: Number(counted.n) };
}

export async function insertFormFile(db: Db, v: FormFileValues): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('form_files')
    .values({ ...v, is_public: v.is_public ? 1 : 0, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateFormFile(db: Db, id: number, patch: Partial<FormFileValues>): Promise<void> {
  const { is_public, ...rest } = patch;
  await db
    .updateTable('form_files')
    .set({ ...rest, ...(is_public === undefined ? {} : { is_public: is_public ? 1 : 0 }), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function setFormFileDeleted(db: Db, id: number, deleted: boolean): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('form_files')
    .set({ deleted_at: deleted ? now : null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Holds the files rows of `shas` until the transaction ends (PostgreSQL; SQLite
 * has one writer at a time anyway), so that two changes to forms sharing the
 * same bytes cannot interleave and leave the file's public flag wrong.
 * Sorted, so two transactions always lock in the same order.
 */
export async function lockFiles(db: Db, dialect: Dialect, shas: string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const sha of [...new Set(shas)].sort()) {
    await db.selectFrom('files').select('sha256').where('sha256', '=', sha).forUpdate().execute();
  }
}

/**
 * A form's bytes are public (served by GET /files/{sha256}) exactly when some
 * live public form uses them; call after every change to forms, in its
 * transaction, with the files it touched. The same bytes may back several
 * forms, so the flag is recomputed from all of them rather than copied from one.
 */
export async function syncFilePublicity(db: Db, shas: string[]): Promise<void> {
  for (const sha of new Set(shas)) {
    const used = await db
      .selectFrom('form_files')
      .select('id')
      .where('sha256', '=', sha)
      .where('deleted_at', 'is', null)
      .where('is_public', '=', 1)
      .limit(1)
      .executeTakeFirst();
    await db
      .updateTable('files')
      .set({ is_public: used ? 1 : 0 })
      .where('sha256', '=', sha)
      .execute();
  }
}
