import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A coach's diary entries in the list's order (docs/decisions/056-coach-diary-order.md): live entries by
 * (coach_id, date, id), so that a page of one coach's entries (an administrator's `?coach_id=`, the coach report)
 * is read in order from where it starts, where action_journals_coach_date (coach_id, deleted_at, date) gave them
 * unordered and every page sorted all of a coach's entries first (2,500 at 10,000 clients: 32 ms on
 * PostgreSQL for page 1; PostgreSQL, told to order by date, walked everyone's entries instead: 0.4 s).
 * It replaces action_journals_coach_date: one index more to write was not needed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('action_journals_coach_live')
    .on('action_journals')
    .columns(['coach_id', 'date', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.dropIndex('action_journals_coach_date').execute();
  await analyzed(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('action_journals_coach_date').on('action_journals').columns(['coach_id', 'deleted_at', 'date']).execute();
  await db.schema.dropIndex('action_journals_coach_live').execute();
  await analyzed(db);
}

/** The planner's statistics for the new index at once (PostgreSQL; on SQLite where they were gathered before, as seed:large does). */
async function analyzed(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`analyze action_journals`.execute(db);
    return;
  }
  const stats = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (Number(stats.rows[0]?.n) > 0) await sql`analyze action_journals`.execute(db);
}
