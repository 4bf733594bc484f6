import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Imports of clients and coaches from a spreadsheet (docs/architecture.md#import, docs/decisions/030-import-batches.md).
 *
 * - `import_batches`: one upload. While `status` is 'staged' it holds the file's parsed rows (`staged`, JSON:
 *   columns and cells) so the preview and the import read the same rows; the import clears them, and keeps the
 *   counts, the regions it created (`created_regions`, JSON ids) and who ran it. `undone_at` marks an undone batch.
 * - `users.import_batch_id`: the batch a person came in with, so "Undo" finds them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('import_batches')
    .addColumn('id', id, pk)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(32)')
    .addColumn('undone_at', 'varchar(32)')
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('imported_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_regions', 'text')
    .addColumn('staged', 'text')
    .execute();
  await db.schema.createIndex('import_batches_created').on('import_batches').columns(['created_at', 'id']).execute();
  // No foreign key: SQLite cannot drop a column that has one, and `down` must run on both databases.
  await db.schema.alterTable('users').addColumn('import_batch_id', 'integer').execute();
  await db.schema.createIndex('users_import_batch').on('users').column('import_batch_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_import_batch').execute();
  await db.schema.alterTable('users').dropColumn('import_batch_id').execute();
  await db.schema.dropTable('import_batches').execute();
}
