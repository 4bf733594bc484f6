import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The people lists at 10,000 clients (docs/decisions/040-people-lists.md): two values kept on each person's record
 * by triggers, and an index for every order the lists offer.
 *
 * 1. A client's last activity, `users.last_activity`: the date of the client's latest live diary entry (the entry
 *    not archived, its plan not archived, or no plan), as the client listing showed it when it looked the date up
 *    for each client on every call. Sorting 10,000 clients by it meant ten thousand look-ups a page; kept on the
 *    record, the sort is an index's order. The coach's dashboard reads it too.
 *    Triggers keep it true, so that every path that writes a diary entry or archives a plan (the API, an import,
 *    an erasure, the demo seed, seed:large) keeps it without knowing of it:
 *    - a new live entry can only raise the date: one update of the client's row by id, and none when the client
 *      already has an entry that day or later (most saves);
 *    - changing an entry (its date, archiving or restoring it, its plan or client), deleting one, or archiving,
 *      restoring or deleting a plan looks the date up again from action_journals_client_live (one short range).
 *    Two indexes give the listing's two orders by it, clients without any entry last either way.
 *
 * 2. How many current coaches a client has (`users.current_coaches`: assignments whose coach is not archived), so
 *    that "clients without a coach" (the listing's filter, the administrator's dashboard) reads the few such clients
 *    instead of looking up every client's coaches. Recounted for the client when an assignment is made, changed or
 *    removed, and for each of a coach's clients when the coach is archived or restored.
 *
 * 3. A person's searchable text, `users.search_text`: the fields the lists' search `q` looks in, lower-cased, one
 *    to a line ("first last", username, email, business name, city), a column the database computes (generated),
 *    so that a search is one LIKE over one narrow index rather than eight lower()s over every row. A query holds
 *    no line break (the search falls back to the fields one by one when it does), so a match never spans two
 *    fields, and it finds exactly what it found before.
 *
 * 4. Every order of the user and client lists (a column, then last name, first name and id), each way, is the
 *    order of an index of live people: a page is read from the index, first or last (read backwards), never
 *    sorted. category_id rides at the end so that a list of one role skips the others inside the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('users').addColumn('last_activity', 'varchar(10)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('current_coaches', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // SQLite adds only a virtual generated column (computed when read, kept in its index); PostgreSQL stores it.
  await sql`alter table users add column search_text text generated always as (${sql.raw(SEARCH_TEXT)}) ${sql.raw(pg ? 'stored' : 'virtual')}`.execute(
    db,
  );

  if (pg) {
    await postgresTriggers(db);
    await postgresCoachTriggers(db);
  } else {
    await sqliteTriggers(db);
    await sqliteCoachTriggers(db);
  }

  // The dates of everyone so far, in one pass over the live entries.
  await sql`
    update users set last_activity = s.d
    from (
      select j.client_id, max(j.date) as d
      from action_journals j left join action_plans p on p.id = j.actionplan_id
      where j.deleted_at is null and p.deleted_at is null
      group by j.client_id
    ) s
    where s.client_id = users.id`.execute(db);
  await sql`
    update users set current_coaches = s.n
    from (
      select cc.client_id, count(*) as n
      from client_coach cc inner join users co on co.id = cc.coach_id
      where co.deleted_at is null
      group by cc.client_id
    ) s
    where s.client_id = users.id`.execute(db);

  for (const direction of ['asc', 'desc'] as const) {
    await sql`
      create index ${sql.id(`users_clients_last_activity_${direction}`)} on users
        (category_id, (last_activity is null), last_activity ${sql.raw(direction)}, lastname, firstname, id)
      where deleted_at is null`.execute(db);
  }
  await db.schema
    .createIndex('users_clients_without_coach')
    .on('users')
    .columns(['current_coaches', 'category_id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('users_live_search')
    .on('users')
    .columns(['search_text', 'category_id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  for (const column of SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      const first = direction === 'asc' ? column : `${column} desc`;
      const rest = column === 'lastname' ? ['firstname', 'id', 'category_id'] : ['lastname', 'firstname', 'id', 'category_id'];
      await db.schema
        .createIndex(indexName(column, direction))
        .on('users')
        .columns([first, ...rest])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    }
  }
  // The planner weighs the new indexes and columns from the first list on (on SQLite, when statistics were
  // gathered at all, as seed:large does): how many match a search, a region, no coach.
  if (pg) await sql`analyze users`.execute(db);
  else {
    const analyzed = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (Number(analyzed.rows[0]?.n) > 0) await sql`analyze users`.execute(db);
  }
}

/** What the search looks in (features/users/users-repository.ts applyFilters), one field to a line. */
const SEARCH_TEXT = [
  "lower(firstname || ' ' || lastname)",
  'lower(username)',
  'lower(email)',
  "lower(coalesce(business_name, ''))",
  "lower(coalesce(city, ''))",
].join(" || '\n' || ");

/** The columns the user lists sort by (contract USER_SORTS, createdAt being created_at). */
const SORTS = ['lastname', 'firstname', 'username', 'email', 'business_name', 'city', 'region', 'created_at'];
const indexName = (column: string, direction: 'asc' | 'desc') => `users_live_by_${column}_${direction}`;

/** The client `id`'s current coaches (an SQL expression): assignments whose coach is not archived. */
const currentCoachesOf = (id: string) =>
  `(select count(*) from client_coach cc inner join users co on co.id = cc.coach_id where cc.client_id = ${id} and co.deleted_at is null)`;

/**
 * The latest live entry of the client `id` (an SQL expression): the newest key of the client's range of
 * action_journals_client_live whose plan is live, as the listing read it. Ordering by deleted_at too (all
 * null here) lets PostgreSQL read that range backwards and stop at the first row, as SQLite does.
 */
const latestEntryOf = (id: string) => `(
  select j.date from action_journals j left join action_plans p on p.id = j.actionplan_id
  where j.client_id = ${id} and j.deleted_at is null and p.deleted_at is null
  order by j.deleted_at desc, j.date desc limit 1)`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const refresh = (id: string) => `update users set last_activity = ${latestEntryOf(id)} where id = ${id};`;
  await sql
    .raw(
      `create trigger users_last_activity_entry_insert after insert on action_journals
      when new.deleted_at is null
        and (new.actionplan_id is null or not exists (select 1 from action_plans p where p.id = new.actionplan_id and p.deleted_at is not null))
      begin
        update users set last_activity = new.date where id = new.client_id and (last_activity is null or last_activity < new.date);
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_last_activity_entry_update after update of date, deleted_at, actionplan_id, client_id on action_journals
      when new.date is not old.date or new.deleted_at is not old.deleted_at
        or new.actionplan_id is not old.actionplan_id or new.client_id is not old.client_id
      begin
        ${refresh('new.client_id')}
        ${refresh('old.client_id').replace(/;$/, ' and old.client_id <> new.client_id;')}
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_last_activity_entry_delete after delete on action_journals
      when old.deleted_at is null
      begin
        ${refresh('old.client_id')}
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_last_activity_plan_update after update of deleted_at, client_id on action_plans
      when new.deleted_at is not old.deleted_at or new.client_id is not old.client_id
      begin
        ${refresh('new.client_id')}
        ${refresh('old.client_id').replace(/;$/, ' and old.client_id <> new.client_id;')}
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_last_activity_plan_delete after delete on action_plans
      begin
        ${refresh('old.client_id')}
      end`,
    )
    .execute(db);
}

async function sqliteCoachTriggers(db: Kysely<unknown>) {
  const recount = (id: string) => `update users set current_coaches = ${currentCoachesOf(id)} where id = ${id};`;
  await sql
    .raw(`create trigger users_current_coaches_insert after insert on client_coach begin ${recount('new.client_id')} end`)
    .execute(db);
  await sql
    .raw(`create trigger users_current_coaches_delete after delete on client_coach begin ${recount('old.client_id')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger users_current_coaches_update after update of client_id, coach_id on client_coach
      begin ${recount('new.client_id')} ${recount('old.client_id')} end`,
    )
    .execute(db);
  // A coach archived or restored: each of their clients gains or loses a current coach.
  await sql
    .raw(
      `create trigger users_current_coaches_coach after update of deleted_at on users
      when (new.deleted_at is null) <> (old.deleted_at is null)
      begin
        update users set current_coaches = ${currentCoachesOf('users.id')}
        where id in (select client_id from client_coach where coach_id = new.id);
      end`,
    )
    .execute(db);
}

async function postgresCoachTriggers(db: Kysely<unknown>) {
  await sql
    .raw(
      `create function users_current_coaches_recount(cid integer) returns void language plpgsql as $$
      declare n integer;
      begin
        perform 1 from users where id = cid for update;
        n := ${currentCoachesOf('cid')};
        update users set current_coaches = n where id = cid and current_coaches <> n;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function users_current_coaches_on_assignment() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform users_current_coaches_recount(old.client_id); end if;
        if tg_op in ('INSERT', 'UPDATE') then perform users_current_coaches_recount(new.client_id); end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_current_coaches_assignment after insert or update of client_id, coach_id or delete
      on client_coach for each row execute function users_current_coaches_on_assignment()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function users_current_coaches_on_coach() returns trigger language plpgsql as $$
      declare cid integer;
      begin
        if (new.deleted_at is null) <> (old.deleted_at is null) then
          for cid in select client_id from client_coach where coach_id = new.id loop
            perform users_current_coaches_recount(cid);
          end loop;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_current_coaches_coach after update of deleted_at on users
      for each row execute function users_current_coaches_on_coach()`,
    )
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  // The client's row is locked before the date is looked up: two transactions changing the same client's
  // entries at once then look it up one after the other, each seeing the other's change once committed.
  await sql
    .raw(
      `create function users_last_activity_refresh(cid integer) returns void language plpgsql as $$
      declare d varchar(10);
      begin
        perform 1 from users where id = cid for update;
        d := ${latestEntryOf('cid')};
        update users set last_activity = d where id = cid and last_activity is distinct from d;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function users_last_activity_on_entry() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if new.deleted_at is null and (new.actionplan_id is null
              or not exists (select 1 from action_plans p where p.id = new.actionplan_id and p.deleted_at is not null)) then
            update users set last_activity = new.date where id = new.client_id and (last_activity is null or last_activity < new.date);
          end if;
        elsif tg_op = 'UPDATE' then
          if new.date is distinct from old.date or new.deleted_at is distinct from old.deleted_at
              or new.actionplan_id is distinct from old.actionplan_id or new.client_id is distinct from old.client_id then
            perform users_last_activity_refresh(new.client_id);
            if old.client_id <> new.client_id then perform users_last_activity_refresh(old.client_id); end if;
          end if;
        elsif old.deleted_at is null then
          perform users_last_activity_refresh(old.client_id);
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_last_activity_entry after insert or update of date, deleted_at, actionplan_id, client_id or delete
      on action_journals for each row execute function users_last_activity_on_entry()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function users_last_activity_on_plan() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform users_last_activity_refresh(old.client_id);
        elsif new.deleted_at is distinct from old.deleted_at or new.client_id is distinct from old.client_id then
          perform users_last_activity_refresh(new.client_id);
          if old.client_id <> new.client_id then perform users_last_activity_refresh(old.client_id); end if;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_last_activity_plan after update of deleted_at, client_id or delete
      on action_plans for each row execute function users_last_activity_on_plan()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger users_last_activity_entry on action_journals`.execute(db);
    await sql`drop trigger users_last_activity_plan on action_plans`.execute(db);
    await sql`drop function users_last_activity_on_entry()`.execute(db);
    await sql`drop function users_last_activity_on_plan()`.execute(db);
    await sql`drop function users_last_activity_refresh(integer)`.execute(db);
    await sql`drop trigger users_current_coaches_assignment on client_coach`.execute(db);
    await sql`drop trigger users_current_coaches_coach on users`.execute(db);
    await sql`drop function users_current_coaches_on_assignment()`.execute(db);
    await sql`drop function users_current_coaches_on_coach()`.execute(db);
    await sql`drop function users_current_coaches_recount(integer)`.execute(db);
  } else {
    for (const t of ['entry_insert', 'entry_update', 'entry_delete', 'plan_update', 'plan_delete']) {
      await sql`drop trigger ${sql.id(`users_last_activity_${t}`)}`.execute(db);
    }
    for (const t of ['insert', 'delete', 'update', 'coach']) await sql`drop trigger ${sql.id(`users_current_coaches_${t}`)}`.execute(db);
  }
  for (const column of SORTS) for (const d of ['asc', 'desc'] as const) await db.schema.dropIndex(indexName(column, d)).execute();
  await db.schema.dropIndex('users_clients_without_coach').execute();
  await db.schema.dropIndex('users_live_search').execute();
  await db.schema.alterTable('users').dropColumn('search_text').execute();
  for (const direction of ['asc', 'desc']) await db.schema.dropIndex(`users_clients_last_activity_${direction}`).execute();
  await db.schema.alterTable('users').dropColumn('current_coaches').execute();
  await db.schema.alterTable('users').dropColumn('last_activity').execute();
}
