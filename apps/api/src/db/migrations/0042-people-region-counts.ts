import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * How many live people each role has in each region, kept by the database as migration 0031 keeps them by role
 * (docs/decisions/068-people-region-counts.md): `user_region_counts (category_id, region_key, n)`, where
 * `region_key` is the person's region lowercased by the database (`lower(region)`, as the people lists' region
 * filter compares it). The total of a people list filtered by region alone, and the regions list's counts of coaches
 * and clients, are a row or a few, where counting them read every person of the region (12 ms on PostgreSQL at
 * 10,000 clients, under load) or every person (the regions list: 7 ms quiet, 32 under load). Triggers keep it, one
 * set for SQLite and one for PostgreSQL, on every write to users.category_id, users.deleted_at and users.region. A
 * count that falls to zero keeps its row (n = 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('user_region_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('region_key', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_region_counts_pk', ['region_key', 'category_id'])
    .execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into user_region_counts (category_id, region_key, n)
    select category_id, lower(region), count(*) from users where deleted_at is null and region is not null
    group by category_id, lower(region)`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create trigger user_region_counts_insert after insert on users
     when new.deleted_at is null and new.region is not null begin
       insert into user_region_counts (category_id, region_key, n) values (new.category_id, lower(new.region), 1)
         on conflict (region_key, category_id) do update set n = n + 1;
     end`,
    `create trigger user_region_counts_delete after delete on users
     when old.deleted_at is null and old.region is not null begin
       update user_region_counts set n = n - 1 where category_id = old.category_id and region_key = lower(old.region);
     end`,
    `create trigger user_region_counts_update after update of category_id, deleted_at, region on users
     when (old.deleted_at is null) <> (new.deleted_at is null) or old.category_id <> new.category_id
       or lower(old.region) is not lower(new.region) begin
       update user_region_counts set n = n - 1
         where category_id = old.category_id and region_key = lower(old.region) and old.deleted_at is null;
       insert into user_region_counts (category_id, region_key, n)
         select new.category_id, lower(new.region), 1 where new.deleted_at is null and new.region is not null
         on conflict (region_key, category_id) do update set n = n + 1;
     end`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function user_region_counts_row() returns trigger language plpgsql as $$
       begin
         if tg_op = 'UPDATE' then
           if (old.deleted_at is null) = (new.deleted_at is null) and old.category_id = new.category_id
              and lower(old.region) is not distinct from lower(new.region) then
             return null;
           end if;
         end if;
         if tg_op <> 'INSERT' and old.deleted_at is null and old.region is not null then
           update user_region_counts set n = n - 1 where category_id = old.category_id and region_key = lower(old.region);
         end if;
         if tg_op <> 'DELETE' and new.deleted_at is null and new.region is not null then
           insert into user_region_counts (category_id, region_key, n) values (new.category_id, lower(new.region), 1)
             on conflict (region_key, category_id) do update set n = user_region_counts.n + 1;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger user_region_counts_row after insert or delete or update of category_id, deleted_at, region on users
       for each row execute function user_region_counts_row()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger user_region_counts_row on users`.execute(db);
    await sql`drop function user_region_counts_row()`.execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`user_region_counts_${t}`)}`.execute(db);
  }
  await db.schema.dropTable('user_region_counts').execute();
}
