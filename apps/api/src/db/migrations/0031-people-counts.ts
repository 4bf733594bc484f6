import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * How many live people (not archived) each role has, kept by the database (docs/decisions/050-people-counts.md):
 * `user_counts (category_id, n)`. The total of an unfiltered people list (the clients, the coaches, the
 * administrators) is one row, where counting it read every person: on SQLite 3.54 the planner counts the live
 * clients with a scan of the whole users table (about 4 ms a list call at 10,000 clients, most of the call), and
 * on PostgreSQL it grows with the centre. Triggers keep it, one set for SQLite and one for PostgreSQL, on every
 * write to users.category_id and users.deleted_at, so every path that writes (the API, imports, erasure,
 * restores, the seeds) keeps it true. A role whose count falls to zero keeps its row (n = 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('user_counts')
    .addColumn('category_id', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into user_counts (category_id, n) select category_id, count(*) from users where deleted_at is null group by category_id`.execute(
    db,
  );
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create trigger user_counts_insert after insert on users when new.deleted_at is null begin
       insert into user_counts (category_id, n) values (new.category_id, 1) on conflict (category_id) do update set n = n + 1;
     end`,
    `create trigger user_counts_delete after delete on users when old.deleted_at is null begin
       update user_counts set n = n - 1 where category_id = old.category_id;
     end`,
    `create trigger user_counts_update after update of category_id, deleted_at on users
     when (old.deleted_at is null) <> (new.deleted_at is null) or old.category_id <> new.category_id begin
       update user_counts set n = n - 1 where category_id = old.category_id and old.deleted_at is null;
       insert into user_counts (category_id, n) select new.category_id, 1 where new.deleted_at is null
         on conflict (category_id) do update set n = n + 1;
     end`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function user_counts_row() returns trigger language plpgsql as $$
       begin
         if tg_op = 'UPDATE' then
           if (old.deleted_at is null) = (new.deleted_at is null) and old.category_id = new.category_id then
             return null;
           end if;
         end if;
         if tg_op <> 'INSERT' and old.deleted_at is null then
           update user_counts set n = n - 1 where category_id = old.category_id;
         end if;
         if tg_op <> 'DELETE' and new.deleted_at is null then
           insert into user_counts (category_id, n) values (new.category_id, 1)
             on conflict (category_id) do update set n = user_counts.n + 1;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger user_counts_row after insert or delete or update of category_id, deleted_at on users
       for each row execute function user_counts_row()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger user_counts_row on users`.execute(db);
    await sql`drop function user_counts_row()`.execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`user_counts_${t}`)}`.execute(db);
  }
  await db.schema.dropTable('user_counts').execute();
}
