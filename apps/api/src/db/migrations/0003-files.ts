import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Uploaded files live in the database (docs/architecture.md#content-and-files), one row per distinct
 * content: the sha256 of the bytes is the key, so the same bytes are stored once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('files')
    .addColumn('sha256', 'varchar(64)', (c) => c.primaryKey().check(sql`length(sha256) = 64`))
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('original_name', 'varchar(200)')
    // 0/1 on both databases (SQLite binds no booleans): 0 keeps a file off GET /files/{sha256}.
    .addColumn('is_public', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`is_public in (0, 1)`),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // The WebP copies of an image for srcset, each a file of its own: GET /files/<sha256>?w=<width>.
  await db.schema
    .createTable('file_variants')
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().references('files.sha256'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('variant_sha256', 'varchar(64)', (c) => c.notNull().references('files.sha256'))
    .addPrimaryKeyConstraint('file_variants_pk', ['sha256', 'width'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['file_variants', 'files']) await db.schema.dropTable(t).execute();
}
