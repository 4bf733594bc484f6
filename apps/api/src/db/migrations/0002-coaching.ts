import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('client_coach')
    .addColumn('id', id, pk)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('client_coach_pair', ['client_id', 'coach_id'])
    .execute();
  await db.schema.createIndex('client_coach_coach').on('client_coach').columns(['coach_id', 'client_id']).execute();

  await db.schema
    .createTable('action_plans')
    .addColumn('id', id, pk)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coach_id', 'integer', (c) => c.references('users.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  // The plan list: one client's live plans, newest date first, id as the tie-break.
  await db.schema.createIndex('action_plans_client_date').on('action_plans').columns(['client_id', 'deleted_at', 'date', 'id']).execute();
  await db.schema.createIndex('action_plans_coach_date').on('action_plans').columns(['coach_id', 'deleted_at', 'date', 'id']).execute();
  // Everyone's plans, newest first (administrators' list); covering, so deep pages skip rows in the index alone.
  await db.schema.createIndex('action_plans_live_date').on('action_plans').columns(['deleted_at', 'date', 'id', 'client_id']).execute();

  await db.schema
    .createTable('action_journals')
    .addColumn('id', id, pk)
    .addColumn('actionplan_id', 'integer', (c) => c.notNull().references('action_plans.id'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes between 1 and 1440`))
    .addColumn('activity', 'varchar(20)', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('action_journals_plan_date').on('action_journals').columns(['actionplan_id', 'deleted_at', 'date']).execute();
  await db.schema.createIndex('action_journals_client_date').on('action_journals').columns(['client_id', 'deleted_at', 'date']).execute();
  await db.schema.createIndex('action_journals_coach_date').on('action_journals').columns(['coach_id', 'deleted_at', 'date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['action_journals', 'action_plans', 'client_coach']) await db.schema.dropTable(t).execute();
}
