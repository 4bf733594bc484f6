import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The sessions list filtered by status, in start order, and its count (docs/decisions/062-session-status-order.md).
 *
 * Both databases: live sessions by (status, starts_at, id, client_id). A count of some statuses reads their ranges of
 * it, where it read every session (6 ms at 10,000 clients, 25,000 sessions, on either database); a page of one status
 * is read in order from where it starts; the reports' ended sessions of a period are a range of each outcome.
 *
 * SQLite only: coaching_sessions_time (deleted_at, starts_at) gives way to coaching_sessions_archived, the archived
 * sessions by start. Every live session has `deleted_at` null, yet SQLite's planner took that equality on the old
 * index's first column over coaching_sessions_list (0030), the partial index in the list's order that holds the
 * status and client: a page of waiting sessions (scheduled or requested) read the table for each of the 14,000 past
 * sessions before the first waiting one (34 ms; 1.3 ms through coaching_sessions_list). PostgreSQL keeps the old
 * index: it already pages through coaching_sessions_list, and counts all live sessions from the old one (1.6 ms,
 * where without it it read the table, 5 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createIndex('coaching_sessions_status')
    .on('coaching_sessions')
    .columns(['status', 'starts_at', 'id', 'client_id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  if (!pg) {
    await db.schema
      .createIndex('coaching_sessions_archived')
      .on('coaching_sessions')
      .columns(['starts_at', 'id'])
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();
    await db.schema.dropIndex('coaching_sessions_time').execute();
  }
  await analyzed(db, pg);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) {
    await db.schema.createIndex('coaching_sessions_time').on('coaching_sessions').columns(['deleted_at', 'starts_at']).execute();
    await db.schema.dropIndex('coaching_sessions_archived').execute();
  }
  await db.schema.dropIndex('coaching_sessions_status').execute();
  await analyzed(db, pg);
}

/** The planner's statistics for the new indexes at once (PostgreSQL; on SQLite where they were gathered before, as seed:large does). */
async function analyzed(db: Kysely<unknown>, pg: boolean): Promise<void> {
  if (!pg) {
    const stats = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (Number(stats.rows[0]?.n) === 0) return;
  }
  await sql`analyze coaching_sessions`.execute(db);
}
