import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Hand-offs (docs/decisions/028-hand-offs.md): the applications queue also holds the people who
 * registered an account themselves, so that someone at the centre contacts them. `source` says where an
 * entry came from ('form': the /apply form; 'registration': the "Create an account" tab). A registration
 * asks no phone, region, city, kind of childcare or licence, so those columns may now be empty.
 *
 * PostgreSQL drops the NOT NULLs in place; SQLite cannot, so its table is made again with the same
 * columns, checks and indexes and the rows copied across (nothing refers to an application's id).
 */
const RELAXED = ['phone', 'business_type', 'region', 'city', 'licensed'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const column of RELAXED) {
      await db.schema
        .alterTable('applications')
        .alterColumn(column, (c) => c.dropNotNull())
        .execute();
    }
  } else {
    await rebuildSqlite(db, false);
  }
  await db.schema
    .alterTable('applications')
    .addColumn('source', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('form')
        .check(sql`source in ('form', 'registration')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Registrations have no place in the old table: they leave with the column.
  await sql`delete from applications where source = 'registration'`.execute(db);
  await db.schema.alterTable('applications').dropColumn('source').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const column of RELAXED) {
      await db.schema
        .alterTable('applications')
        .alterColumn(column, (c) => c.setNotNull())
        .execute();
    }
  } else {
    await rebuildSqlite(db, true);
  }
}

/** The applications table of migration 0010, its five columns required (`strict`) or not. */
async function rebuildSqlite(db: Kysely<unknown>, strict: boolean): Promise<void> {
  const req = strict ? ' not null' : '';
  await sql`create table applications_new (
    id integer primary key autoincrement,
    firstname varchar(100) not null,
    lastname varchar(100) not null,
    email varchar(254) not null,
    phone varchar(30)${sql.raw(req)},
    business_name varchar(200),
    business_type varchar(30)${sql.raw(req)},
    region varchar(100)${sql.raw(req)},
    city varchar(100)${sql.raw(req)},
    licensed varchar(20)${sql.raw(req)},
    spaces integer check (spaces >= 0),
    needs text not null,
    message text,
    status varchar(20) not null check (status in ('new', 'contacted', 'enrolled', 'declined')),
    admin_note text,
    user_id integer references users (id),
    created_at varchar(32) not null,
    updated_at varchar(32) not null
  )`.execute(db);
  await sql`insert into applications_new select id, firstname, lastname, email, phone, business_name, business_type, region,
    city, licensed, spaces, needs, message, status, admin_note, user_id, created_at, updated_at from applications`.execute(db);
  await sql`drop table applications`.execute(db);
  await sql`alter table applications_new rename to applications`.execute(db);
  await db.schema.createIndex('applications_status_created').on('applications').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('applications_created').on('applications').columns(['created_at', 'id']).execute();
}
