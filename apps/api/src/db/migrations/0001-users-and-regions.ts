import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations never import app code: they must replay the same way forever.
function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('regions')
    .addColumn('id', id, pk)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id, pk)
    .addColumn('username', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('firstname', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastname', 'varchar(100)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().check(sql`category_id in (2, 3, 4)`))
    .addColumn('phone', 'varchar(30)')
    .addColumn('region', 'varchar(100)')
    .addColumn('business_name', 'varchar(200)')
    .addColumn('address', 'varchar(200)')
    .addColumn('city', 'varchar(100)')
    .addColumn('postal_code', 'varchar(7)')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'inactive')`),
    )
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('users_category_lastname').on('users').columns(['category_id', 'lastname', 'firstname']).execute();
  await db.schema.createIndex('users_region').on('users').columns(['region', 'category_id']).execute();
  // Archived users are few: lists exclude their records by looking them up here.
  await db.schema.createIndex('users_deleted_at').on('users').column('deleted_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', id, pk)
    .addColumn('key', 'varchar(120)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['key', 'at']).execute();

  await db.schema
    .createTable('audit_entries')
    .addColumn('id', id, pk)
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_entries_entity').on('audit_entries').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['audit_entries', 'login_failures', 'users', 'regions']) await db.schema.dropTable(t).execute();
}
