import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Single-use links (docs/architecture.md#applications-and-accounts): an invitation to set a first password
 * (7 days) or a password reset (1 hour). Only the SHA-256 of the link's random
 * token is stored; using a link sets `used_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull().check(sql`purpose in ('invitation', 'reset')`))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .execute();
  // A user's links of one purpose: the newest one invalidates the others, and the per-address count of resets.
  await db.schema.createIndex('account_tokens_user_purpose').on('account_tokens').columns(['user_id', 'purpose', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
}
