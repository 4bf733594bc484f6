import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The newest-first lists of everything (docs/architecture.md#api-conventions: one page at most),
 * read in index order instead of sorting the whole table for every page.
 *
 * - Everyone's live plans (the administrators' list), with keyset paging:
 *   `(date, id) < (cursor)` for the rows after a page. PostgreSQL does not take
 *   `deleted_at IS NULL` on action_plans_live_date as an equality, so without a
 *   partial index it read and sorted every plan for each page. client_id is kept
 *   in it so that archived clients are left out without reading the table.
 * - Everyone's live diary entries (an administrator's GET /action-journals): the
 *   first hundred rows in order, instead of sorting the whole diary.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('action_plans_live_keyset')
    .on('action_plans')
    .columns(['date', 'id', 'client_id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('action_journals_live_order')
    .on('action_journals')
    .columns(['date', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  // A SQLite database whose statistics were gathered (ANALYZE, as seed:large does) gets them for these too.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const analyzed = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (Number(analyzed.rows[0]?.n) > 0) {
      await sql`analyze action_plans`.execute(db);
      await sql`analyze action_journals`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('action_journals_live_order').execute();
  await db.schema.dropIndex('action_plans_live_keyset').execute();
}
