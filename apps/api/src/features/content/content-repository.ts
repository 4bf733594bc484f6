import type { CollectionDef, RecordOf } from '@tc/contract/content';
import { IMAGE_ALT } from '@tc/contract/collections/define';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { isPostTable, nextPostId } from '../../db/post-ids-repository';
import { likePattern, type SortSpec } from '../../lib/listing';
import { withImageAlt } from '../../storage/image-alt';
import { nowIso } from '../../lib/time';

/**
 * One repository for every content collection (docs/architecture.md#content-and-files), driven by
 * its definition: the table is `def.table`, the columns are the record's
 * fields besides id and the timestamps, under the same names.
 */

/** A content row as the generic code sees it: its columns by name. */
type Row = Record<string, unknown>;

/**
 * The one loosening of the database's types: the definitions name their tables
 * and columns at run time, so the generic code sees every content table as
 * columns by name. Rows leave this file only as records checked against the
 * definition (`toRecord`), never untyped.
 */
const loose = (db: Db) => db as unknown as Kysely<Record<string, Row>>;

/** Record fields that are not columns of their own name. */
const TIMESTAMP_COLUMNS: Record<string, string> = { createdAt: 'created_at', updatedAt: 'updated_at', archivedAt: 'deleted_at' };

/** The columns a body may set: the record's fields besides id, the timestamps and the image's alt text. */
export function columnsOf(def: CollectionDef): string[] {
  return Object.keys(def.record.shape).filter((key) => key !== 'id' && key !== IMAGE_ALT && !(key in TIMESTAMP_COLUMNS));
}

/** A record of the collection, with the fields every content record has spelled out for generic code. */
export type ContentItem<D extends CollectionDef> = RecordOf<D> & {
  id: number;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

function toRecord<D extends CollectionDef>(def: D, row: Row): ContentItem<D> {
  const record: Row = { id: Number(row.id) };
  for (const column of columnsOf(def)) record[column] = row[column];
  for (const [key, column] of Object.entries(TIMESTAMP_COLUMNS)) record[key] = row[column];
  return record as ContentItem<D>;
}

/** Values of a create or update body as columns; `publish_at` is stored in UTC so that it compares as text. */
function toColumns(def: CollectionDef, body: Row): Row {
  const values: Row = {};
  for (const column of columnsOf(def)) {
    const value = body[column];
    if (value === undefined) continue;
    values[column] = column === 'publish_at' && typeof value === 'string' ? new Date(value).toISOString() : value;
  }
  return values;
}

/** What a list shows of a collection with publishing (docs/architecture.md#content-and-files). */
export type StatusView = 'visible' | 'draft' | 'all';

// ---- What the public sees: the same rule in SQL and on one record ----

function visibleSql(def: CollectionDef, now: string): RawBuilder<SqlBool> {
  return def.scheduled
    ? sql<SqlBool>`(status = 'published' and (publish_at is null or publish_at <= ${now}))`
    : sql<SqlBool>`status = 'published'`;
}

/** Live, and for a collection with publishing, published with its publish_at empty or past. */
export function isPublic(def: CollectionDef, record: Row, now = nowIso()): boolean {
  if (record.archivedAt !== null) return false;
  if (!def.publishing) return true;
  if (record.status !== 'published') return false;
  return !def.scheduled || record.publish_at === null || String(record.publish_at) <= now;
}

// ---- Lists ----

export interface ListFilters {
  q?: string;
  /** Deleted items instead of live ones. */
  archived: boolean;
  view: StatusView;
  sort?: SortSpec<string>;
  limit: number;
  offset: number;
}

function where(def: CollectionDef, f: ListFilters): RawBuilder<SqlBool> {
  const conds: RawBuilder<SqlBool>[] = [f.archived ? sql<SqlBool>`deleted_at is not null` : sql<SqlBool>`deleted_at is null`];
  if (def.publishing && f.view === 'visible') conds.push(visibleSql(def, nowIso()));
  if (def.publishing && f.view === 'draft') conds.push(sql<SqlBool>`status = 'draft'`);
  if (f.q) {
    const pattern = likePattern(f.q);
    // lower() on both sides: SQLite's LIKE folds ASCII only and PostgreSQL's not at all.
    const matches = def.search.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
    conds.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return sql<SqlBool>`${sql.join(conds, sql` and `)}`;
}

/** When a post dates from: its publish_at, else its creation. */
const postDate = sql`coalesce(publish_at, created_at)`;

type Order = { by: RawBuilder<unknown>; direction: 'asc' | 'desc' }[];

function defaultOrder(def: CollectionDef): Order {
  switch (def.ordering) {
    case 'newest':
      return [
        { by: def.scheduled ? postDate : sql`created_at`, direction: 'desc' },
        { by: sql`id`, direction: 'desc' },
      ];
    case 'section':
      return [
        { by: sql`section`, direction: 'asc' },
        { by: sql`id`, direction: 'asc' },
      ];
    case 'sort_order':
      return [
        { by: sql`sort_order`, direction: 'asc' },
        { by: sql`id`, direction: 'asc' },
      ];
  }
}

/**
 * `?sort=` over an allowed field: empty values last in either direction (the
 * databases disagree on where NULL sorts), text without regard to case, id as
 * the tie-break in the same direction.
 */
function requestedOrder(def: CollectionDef, sort: SortSpec<string>): Order {
  const column = TIMESTAMP_COLUMNS[sort.field] ?? sort.field;
  const numeric = def.record.shape[sort.field]?.type === 'number';
  const value = column === 'publish_at' ? postDate : numeric ? sql.ref(column) : sql`lower(${sql.ref(column)})`;
  return [
    { by: sql`case when ${sql.ref(column)} is null then 1 else 0 end`, direction: 'asc' },
    { by: value, direction: sort.direction },
    { by: sql`id`, direction: sort.direction },
  ];
}

export async function listItems<D extends CollectionDef>(
  db: Db,
  def: D,
  f: ListFilters,
): Promise<{ rows: ContentItem<D>[]; total: number }> {
  const condition = where(def, f);
  let q = loose(db).selectFrom(def.table).selectAll().where(condition);
  for (const { by, direction } of f.sort ? requestedOrder(def, f.sort) : defaultOrder(def)) q = q.orderBy(by, direction);
  const [rows, counted] = await Promise.all([
    q.limit(f.limit).offset(f.offset).execute(),
    loose(db)
      .selectFrom(def.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: await withImageAlt(
      db,
      def,
      rows.map((r) => toRecord(def, r)),
    ),
    total: Number(counted.n),
  };
}

// ---- One item and writes ----

/** The item of that id, deleted or not, draft or not: the caller decides who may see it. */
export async function findItem<D extends CollectionDef>(db: Db, def: D, id: number): Promise<ContentItem<D> | undefined> {
  const row = await loose(db).selectFrom(def.table).selectAll().where(sql.ref('id'), '=', id).executeTakeFirst();
  return row && (await withImageAlt(db, def, [toRecord(def, row)]))[0];
}

/** Adds an item from its parsed create body; news and blog posts draw their id from the shared post ids. */
export async function insertItem(db: Db, def: CollectionDef, body: Row): Promise<number> {
  const now = nowIso();
  const values: Row = { ...toColumns(def, body), created_at: now, updated_at: now, deleted_at: null };
  if (isPostTable(def.table)) values.id = await nextPostId(db, def.table);
  const { id } = await loose(db).insertInto(def.table).values(values).returning(sql.ref('id').as('id')).executeTakeFirstOrThrow();
  return Number(id);
}

/** Sets the fields a parsed update body carries; a field it leaves out stays as it is. */
export async function updateItem(db: Db, def: CollectionDef, id: number, body: Row): Promise<void> {
  await loose(db)
    .updateTable(def.table)
    .set({ ...toColumns(def, body), updated_at: nowIso() })
    .where(sql.ref('id'), '=', id)
    .execute();
}

/** Soft delete (`deleted`) or restore. */
export async function setDeleted(db: Db, def: CollectionDef, id: number, deleted: boolean): Promise<void> {
  const now = nowIso();
  await loose(db)
    .updateTable(def.table)
    .set({ deleted_at: deleted ? now : null, updated_at: now })
    .where(sql.ref('id'), '=', id)
    .execute();
}
