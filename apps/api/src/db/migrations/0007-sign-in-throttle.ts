import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Sign-in failures by username and address, so that a limit can hold for the pair,
 * the username and the address apart; and the addresses each username has signed
 * in from. Failures in flight at the upgrade (15 minutes' worth at most) are dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', id, pk)
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The pair and the username (a prefix), the address, and the purge of what left the window.
  await db.schema.createIndex('login_failures_username').on('login_failures').columns(['username', 'address', 'at']).execute();
  await db.schema.createIndex('login_failures_address').on('login_failures').columns(['address', 'at']).execute();
  await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();

  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('id', id, pk)
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_success_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_addresses_pair').on('sign_in_addresses').columns(['username', 'address']).unique().execute();
  await db.schema.createIndex('sign_in_addresses_last').on('sign_in_addresses').column('last_success_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.dropTable('sign_in_addresses').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('key', 'varchar(120)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['key', 'at']).execute();
}
