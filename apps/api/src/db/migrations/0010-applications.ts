import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Applications for coaching (docs/architecture.md#applications-and-accounts): what a visitor sends from
 * /apply, and where an administrator takes it (status, note, and the client
 * account enrolling created). `needs` is a JSON array of the contract's needs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('applications')
    .addColumn('id', id, pk)
    .addColumn('firstname', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastname', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('business_name', 'varchar(200)')
    .addColumn('business_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('region', 'varchar(100)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('licensed', 'varchar(20)', (c) => c.notNull())
    .addColumn('spaces', 'integer', (c) => c.check(sql`spaces >= 0`))
    .addColumn('needs', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().check(sql`status in ('new', 'contacted', 'enrolled', 'declined')`))
    .addColumn('admin_note', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The queue by status, newest first, and the dashboard's count of new ones.
  await db.schema.createIndex('applications_status_created').on('applications').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('applications_created').on('applications').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applications').execute();
}
