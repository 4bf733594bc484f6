import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Downloadable forms and guides, and the two hero images (docs/architecture.md#content-and-files).
 * The bytes are rows of `files`; these tables say what they are and who sees them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? ('serial' as const) : ('integer' as const);
  const pk = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('form_files')
    .addColumn('id', id, pk)
    .addColumn('form_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'varchar(100)')
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().references('files.sha256'))
    // The original name, reduced to safe characters: for Content-Disposition only.
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // 0/1 on both databases: 0 is for signed-in members only.
    .addColumn('is_public', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_public in (0, 1)`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  // The list: live forms (public ones for visitors) in their order.
  await db.schema.createIndex('form_files_live_order').on('form_files').columns(['deleted_at', 'is_public', 'sort_order', 'id']).execute();
  // Whether some live public form still uses a file's bytes (the file's own public flag follows it).
  await db.schema.createIndex('form_files_sha256').on('form_files').columns(['sha256', 'deleted_at', 'is_public']).execute();

  await db.schema
    .createTable('landing_images')
    .addColumn('type', 'varchar(20)', (c) => c.primaryKey().check(sql`type in ('landing', 'service')`))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().references('files.sha256'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['landing_images', 'form_files']) await db.schema.dropTable(t).execute();
}
