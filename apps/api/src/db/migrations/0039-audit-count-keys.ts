import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The audit trail's totals of one kind of record or one action, kept to the mark as the whole trail's is
 * (docs/decisions/063-audit-count-keys.md): `audit_count_keys` holds, for each entity and each action, how many
 * entries with an id up to `audit_count_mark.last_id` have it. A total of `?entity=action_plan` counted its 245,000
 * entries at 10,000 clients (94 ms on PostgreSQL, 38 on SQLite); it is now the kept count and a count of the entries
 * after the mark. The server adds to these counts in the transaction that moves the mark (db/audit-repository.ts).
 * Counted here once, up to the mark: on PostgreSQL under a lock on the mark, which another instance's move (during a
 * rolling deploy) waits for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_count_keys')
    .addColumn('field', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_count_keys_pkey', ['field', 'value'])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`lock table audit_count_mark in exclusive mode`.execute(db);
  for (const field of ['entity', 'action']) {
    await sql`insert into audit_count_keys (field, value, n)
      select ${field}, ${sql.ref(field)}, count(*) from audit_entries
      where id <= (select last_id from audit_count_mark where id = 1) group by ${sql.ref(field)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_count_keys').execute();
}
