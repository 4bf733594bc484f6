import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Milestones (docs/architecture.md#reports-and-outcomes), and the index the reports sum the time diary through. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('milestones')
    .addColumn('id', id, pk)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.check(sql`value >= 0`))
    .addColumn('notes', 'text')
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  // A client's milestones, newest first; and every live milestone of a period (the reports).
  await db.schema.createIndex('milestones_client_date').on('milestones').columns(['client_id', 'deleted_at', 'date', 'id']).execute();
  await db.schema.createIndex('milestones_live_date').on('milestones').columns(['deleted_at', 'date', 'client_id']).execute();

  // The reports' sums over a period: live entries by date, covering every column they read (no table lookups),
  // in (date, activity) order so the monthly and per-activity sums group without sorting.
  await db.schema
    .createIndex('action_journals_live_date')
    .on('action_journals')
    .columns(['deleted_at', 'date', 'activity', 'minutes', 'client_id', 'actionplan_id'])
    .execute();
  // Per client: each client's live entries of the period are one range of the index, in client order.
  // It starts with the columns of action_journals_client_date, which it replaces (one index less to write).
  await db.schema
    .createIndex('action_journals_client_live')
    .on('action_journals')
    .columns(['client_id', 'deleted_at', 'date', 'activity', 'minutes', 'actionplan_id'])
    .execute();
  await db.schema.dropIndex('action_journals_client_date').execute();
  // A SQLite database whose statistics were gathered (ANALYZE, as seed:large does) gets them
  // for the new indexes too, so the planner weighs them from the first report.
  if (!pg) {
    const analyzed = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (Number(analyzed.rows[0]?.n) > 0) await sql`analyze action_journals`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('action_journals_client_date').on('action_journals').columns(['client_id', 'deleted_at', 'date']).execute();
  await db.schema.dropIndex('action_journals_client_live').execute();
  await db.schema.dropIndex('action_journals_live_date').execute();
  await db.schema.dropTable('milestones').execute();
}
