import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Plans that can be finished (docs/architecture.md#plan-status-and-steps, docs/decisions/025-plan-steps.md).
 *
 * - `action_plans.status`: 'open' (every plan written so far), 'done' or 'dropped'; `finished_at` is when it
 *   last became done or dropped (null while open); `due_date` an optional Alberta date (YYYY-MM-DD).
 * - `plan_steps`: a plan's checklist, in `position` order. A step is deleted outright (its audit entry keeps
 *   it): it is a line of a checklist, not a record anyone restores. `done_at`/`done_by` are the tick.
 * - Indexes for what reads them: a plan's steps in order, the coach's "Overdue" (open steps with a due date,
 *   open plans past theirs), and the plan list's `status=` filter by client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .alterTable('action_plans')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.alterTable('action_plans').addColumn('due_date', 'varchar(10)').execute();
  await db.schema.alterTable('action_plans').addColumn('finished_at', 'varchar(32)').execute();
  await db.schema.createIndex('action_plans_client_status').on('action_plans').columns(['client_id', 'status', 'due_date']).execute();

  await db.schema
    .createTable('plan_steps')
    .addColumn('id', id, pk)
    .addColumn('actionplan_id', 'integer', (c) => c.notNull().references('action_plans.id'))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)')
    .addColumn('done_at', 'varchar(32)')
    .addColumn('done_by', 'integer', (c) => c.references('users.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_steps_plan').on('plan_steps').columns(['actionplan_id', 'position', 'id']).execute();
  // Steps still to do that have a due date: the only ones that can be overdue.
  await db.schema
    .createIndex('plan_steps_due')
    .on('plan_steps')
    .columns(['due_date', 'actionplan_id'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_steps').execute();
  await db.schema.dropIndex('action_plans_client_status').execute();
  for (const column of ['finished_at', 'due_date', 'status']) await db.schema.alterTable('action_plans').dropColumn(column).execute();
}
