import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The audit trail's total kept to a mark (docs/decisions/058-audit-count-mark.md): `audit_count_mark` holds one row,
 * `n` the entries with an id up to `last_id`, so that the total of the whole trail (an administrator's GET /audit
 * with no filter) is `n` and a count of the entries after the mark, where counting 510,000 entries took 2 s at 50
 * connections on PostgreSQL. Entries are only ever added (erasure rewrites their snapshots, never removes one).
 * The server moves the mark up as the trail grows (db/audit-repository.ts); on PostgreSQL in two steps,
 * `pending_id` and `pending_snapshot` holding the first. It starts at the last entry, every entry counted once here:
 * left at 0, the first totals would each count them all (50 at once on PostgreSQL held every call for seconds).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_count_mark')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('pending_id', 'integer')
    .addColumn('pending_snapshot', 'text')
    .execute();
  // Counted here once, up to the last entry. On PostgreSQL the share lock first waits for the transactions writing
  // entries (another instance's, during a rolling deploy) to end, and holds new ones back until this migration
  // commits, so that no entry below the mark commits after it.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`lock table audit_entries in share mode`.execute(db);
  await sql`insert into audit_count_mark (id, last_id, n) select 1, coalesce(max(id), 0), count(*) from audit_entries`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_count_mark').execute();
}
