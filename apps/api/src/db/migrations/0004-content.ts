import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations never import app code: they must replay the same way forever. The
// columns mirror the content definitions of packages/contract/src/content.ts as
// they were when this was written.

function isPostgres(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const required: Column = (c) => c.notNull();
const status: Column = (c) =>
  c
    .notNull()
    .defaultTo('draft')
    .check(sql`status in ('draft', 'published')`);
const sortOrder: Column = (c) =>
  c
    .notNull()
    .defaultTo(0)
    .check(sql`sort_order >= 0`);

/** created_at, updated_at and deleted_at (soft delete) of every content row: ISO 8601 text. */
const timestamps = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
  t
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .addColumn('deleted_at', 'varchar(32)');

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const serial = pg ? ('serial' as const) : ('integer' as const);
  const pk: Column = (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  /**
   * News and blog posts share one id space, so /newsplanblog/{id} finds either:
   * a post's id is drawn here first and given to the news or blog row, whose own
   * id column is a plain integer key (no sequence of its own to fall behind).
   */
  await db.schema
    .createTable('post_ids')
    .addColumn('id', serial, pk)
    .addColumn('collection', 'varchar(20)', (c) => c.notNull().check(sql`collection in ('news_events', 'blog_posts')`))
    .addColumn('created_at', 'varchar(32)', required)
    .execute();

  const postId: Column = (c) => c.primaryKey().references('post_ids.id');

  await timestamps(
    db.schema
      .createTable('news_events')
      .addColumn('id', 'integer', postId)
      .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('news', 'event')`))
      .addColumn('title', 'varchar(200)', required)
      .addColumn('summary', 'varchar(500)', required)
      .addColumn('body', 'text', required)
      .addColumn('event_date', 'varchar(10)')
      .addColumn('location', 'varchar(200)')
      .addColumn('image_url', 'varchar(2000)')
      .addColumn('status', 'varchar(10)', status)
      .addColumn('publish_at', 'varchar(32)'),
  ).execute();

  await timestamps(
    db.schema
      .createTable('blog_posts')
      .addColumn('id', 'integer', postId)
      .addColumn('title', 'varchar(200)', required)
      .addColumn('summary', 'varchar(500)', required)
      .addColumn('body', 'text', required)
      .addColumn('author', 'varchar(100)', required)
      .addColumn('image_url', 'varchar(2000)')
      .addColumn('status', 'varchar(10)', status)
      .addColumn('publish_at', 'varchar(32)'),
  ).execute();

  // Newest first, as the public lists show posts: a post without publish_at dates from its creation.
  for (const table of ['news_events', 'blog_posts']) {
    await sql`create index ${sql.id(`${table}_newest`)} on ${sql.table(table)} (deleted_at, status, (coalesce(publish_at, created_at)), id)`.execute(
      db,
    );
  }

  await timestamps(
    db.schema
      .createTable('services')
      .addColumn('id', serial, pk)
      .addColumn('title', 'varchar(200)', required)
      .addColumn('summary', 'varchar(500)', required)
      .addColumn('description', 'text', required)
      .addColumn('image_url', 'varchar(2000)')
      .addColumn('sort_order', 'integer', sortOrder),
  ).execute();

  await timestamps(
    db.schema
      .createTable('testimonials')
      .addColumn('id', serial, pk)
      .addColumn('quote', 'text', required)
      .addColumn('person', 'varchar(100)', required)
      .addColumn('business', 'varchar(200)')
      .addColumn('region', 'varchar(100)')
      .addColumn('image_url', 'varchar(2000)')
      .addColumn('sort_order', 'integer', sortOrder)
      .addColumn('status', 'varchar(10)', status),
  ).execute();

  await timestamps(
    db.schema
      .createTable('gallery_images')
      .addColumn('id', serial, pk)
      .addColumn('image_url', 'varchar(2000)', required)
      .addColumn('alt', 'varchar(300)', required)
      .addColumn('caption', 'varchar(500)')
      .addColumn('sort_order', 'integer', sortOrder),
  ).execute();

  await timestamps(
    db.schema
      .createTable('landing_cards')
      .addColumn('id', serial, pk)
      .addColumn('title', 'varchar(200)', required)
      .addColumn('description', 'text', required)
      .addColumn('image_url', 'varchar(2000)')
      .addColumn('link', 'varchar(2000)')
      .addColumn('sort_order', 'integer', sortOrder),
  ).execute();

  // Text blocks, which a page finds by section.
  for (const table of ['landing_content', 'services_content', 'referral_content']) {
    await timestamps(
      db.schema
        .createTable(table)
        .addColumn('id', serial, pk)
        .addColumn('section', 'varchar(100)', required)
        .addColumn('title', 'varchar(200)', required)
        .addColumn('body', 'text', required),
    ).execute();
    await db.schema.createIndex(`${table}_section`).on(table).columns(['deleted_at', 'section', 'id']).execute();
  }

  // The lists in their order: live rows by sort_order, id as the tie-break.
  for (const table of ['services', 'gallery_images', 'landing_cards']) {
    await db.schema.createIndex(`${table}_order`).on(table).columns(['deleted_at', 'sort_order', 'id']).execute();
  }
  await db.schema.createIndex('testimonials_order').on('testimonials').columns(['deleted_at', 'status', 'sort_order', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'referral_content',
    'services_content',
    'landing_content',
    'landing_cards',
    'gallery_images',
    'testimonials',
    'services',
    'blog_posts',
    'news_events',
    'post_ids',
  ];
  for (const t of tables) await db.schema.dropTable(t).execute();
}
