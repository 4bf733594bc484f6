import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Counts kept by the database for the administrators' lists of plans and diary entries (docs/decisions/039-list-counts.md).
 *
 * - `plan_counts (date, status, n)`: how many live plans (not archived) of current clients (not archived) bear
 *   each date and status: the administrators' plan list (GET /action-plans, any `status=`).
 * - `journal_counts (date, n)`: how many live diary entries (not archived, their plan live or none, their client
 *   not archived) bear each date: an administrator's GET /action-journals (any `from`/`to`).
 *
 * The total of such a list is a sum over at most one row a day, where counting 200,000 plans or 1,000,000 entries
 * took up to 2 s; and a page by number finds the date it starts on from the same rows, then reads its rows from
 * there (a deep page no longer skips every row before it). Triggers keep them, one set for SQLite and one for
 * PostgreSQL, on every write to action_plans, action_journals and users.deleted_at, so that every path that
 * writes (the API, imports, erasure, restores, bulk actions, the demo seed, seed:large) keeps them true.
 * A date whose count falls to zero keeps its row (n = 0): harmless to every sum.
 */

/** Whether a plan (`r` = new or old) counts: it is live and so is its client. */
const planCounts = (r: string) =>
  `${r}.deleted_at is null and exists (select 1 from users u where u.id = ${r}.client_id and u.deleted_at is null)`;
/** Whether a diary entry counts: it is live, its plan is live (or it has none) and its client is not archived. */
const entryCounts = (r: string) =>
  `${r}.deleted_at is null and exists (select 1 from users u where u.id = ${r}.client_id and u.deleted_at is null)` +
  ` and (${r}.actionplan_id is null or exists (select 1 from action_plans p where p.id = ${r}.actionplan_id and p.deleted_at is null))`;

/** A plan's live entries of current clients, by date: what archiving or restoring the plan takes out or puts back. */
const entriesOfPlan = (r: string) =>
  `select j.date, count(*) as n from action_journals j
   where j.actionplan_id = ${r}.id and j.deleted_at is null
     and exists (select 1 from users u where u.id = j.client_id and u.deleted_at is null)
   group by j.date`;
/** A client's live plans by date and status, and its live entries by date: what archiving or restoring the client changes. */
const plansOfClient = (r: string) =>
  `select date, status, count(*) as n from action_plans where client_id = ${r}.id and deleted_at is null group by date, status`;
const entriesOfClient = (r: string) =>
  `select j.date, count(*) as n from action_journals j
   left join action_plans p on p.id = j.actionplan_id
   where j.client_id = ${r}.id and j.deleted_at is null and (j.actionplan_id is null or p.deleted_at is null)
   group by j.date`;

/**
 * An entry's trigger on PostgreSQL: `take` runs when the old row counted, `add` when the new one does (here the
 * date's row itself, as the entry is written; 0036 keeps them for the commit instead).
 */
export const journalCountsRow = (
  take = 'update journal_counts set n = n - 1 where date = old.date',
  add = 'insert into journal_counts (date, n) values (new.date, 1) on conflict (date) do update set n = journal_counts.n + 1',
) => `create or replace function journal_counts_row() returns trigger language plpgsql as $$
 begin
   if tg_op = 'UPDATE' then
     if old.deleted_at is not distinct from new.deleted_at and old.date = new.date
        and old.actionplan_id is not distinct from new.actionplan_id and old.client_id = new.client_id then
       return null;
     end if;
   end if;
   if tg_op <> 'INSERT' then
     if ${entryCounts('old')} then
       ${take};
     end if;
   end if;
   if tg_op <> 'DELETE' then
     if ${entryCounts('new')} then
       ${add};
     end if;
   end if;
   return null;
 end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('plan_counts')
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_counts_pk', ['date', 'status'])
    .execute();
  await db.schema
    .createTable('journal_counts')
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('journal_counts_pk', ['date'])
    .execute();

  // One status of everyone's live plans in date order (the administrators' list with `status=`), read from the index alone.
  await db.schema
    .createIndex('action_plans_live_status_keyset')
    .on('action_plans')
    .columns(['status', 'date', 'id', 'client_id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);

  await sql
    .raw(
      `insert into plan_counts (date, status, n)
       select p.date, p.status, count(*) from action_plans p where ${planCounts('p')} group by p.date, p.status`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into journal_counts (date, n)
       select j.date, count(*) from action_journals j
       left join action_plans p on p.id = j.actionplan_id
       inner join users u on u.id = j.client_id
       where j.deleted_at is null and u.deleted_at is null and (j.actionplan_id is null or p.deleted_at is null)
       group by j.date`,
    )
    .execute(db);
  if (!pg) {
    const analyzed = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (Number(analyzed.rows[0]?.n) > 0) await sql`analyze action_plans`.execute(db);
  }
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // Plans: a row that counts adds one to its date and status; one that stops counting takes it away.
    `create trigger plan_counts_insert after insert on action_plans when ${planCounts('new')} begin
       insert into plan_counts (date, status, n) values (new.date, new.status, 1) on conflict (date, status) do update set n = n + 1;
     end`,
    `create trigger plan_counts_delete after delete on action_plans when ${planCounts('old')} begin
       update plan_counts set n = n - 1 where date = old.date and status = old.status;
     end`,
    `create trigger plan_counts_update after update of deleted_at, date, status, client_id on action_plans
     when old.deleted_at is not new.deleted_at or old.date <> new.date or old.status <> new.status or old.client_id <> new.client_id begin
       update plan_counts set n = n - 1 where date = old.date and status = old.status and ${planCounts('old')};
       insert into plan_counts (date, status, n) select new.date, new.status, 1 where ${planCounts('new')}
         on conflict (date, status) do update set n = n + 1;
     end`,
    // A plan archived or restored takes its entries out of the diary's count or puts them back.
    `create trigger journal_counts_plan after update of deleted_at on action_plans
     when (old.deleted_at is null) <> (new.deleted_at is null) begin
       insert into journal_counts (date, n) select date, case when new.deleted_at is null then n else -n end from (${entriesOfPlan('new')}) where true
         on conflict (date) do update set n = n + excluded.n;
     end`,
    // Entries, as plans.
    `create trigger journal_counts_insert after insert on action_journals when ${entryCounts('new')} begin
       insert into journal_counts (date, n) values (new.date, 1) on conflict (date) do update set n = n + 1;
     end`,
    `create trigger journal_counts_delete after delete on action_journals when ${entryCounts('old')} begin
       update journal_counts set n = n - 1 where date = old.date;
     end`,
    `create trigger journal_counts_update after update of deleted_at, date, actionplan_id, client_id on action_journals
     when old.deleted_at is not new.deleted_at or old.date <> new.date or old.actionplan_id is not new.actionplan_id
       or old.client_id <> new.client_id begin
       update journal_counts set n = n - 1 where date = old.date and ${entryCounts('old')};
       insert into journal_counts (date, n) select new.date, 1 where ${entryCounts('new')} on conflict (date) do update set n = n + 1;
     end`,
    // A client archived or restored takes their plans and entries out of the counts or puts them back.
    `create trigger list_counts_client after update of deleted_at on users
     when (old.deleted_at is null) <> (new.deleted_at is null) begin
       insert into plan_counts (date, status, n) select date, status, case when new.deleted_at is null then n else -n end
         from (${plansOfClient('new')}) where true
         on conflict (date, status) do update set n = n + excluded.n;
       insert into journal_counts (date, n) select date, case when new.deleted_at is null then n else -n end
         from (${entriesOfClient('new')}) where true
         on conflict (date) do update set n = n + excluded.n;
     end`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create function plan_counts_row() returns trigger language plpgsql as $$
     begin
       if tg_op = 'UPDATE' then
         if old.deleted_at is not distinct from new.deleted_at and old.date = new.date
            and old.status = new.status and old.client_id = new.client_id then
           return null;
         end if;
       end if;
       if tg_op <> 'INSERT' then
         if ${planCounts('old')} then
           update plan_counts set n = n - 1 where date = old.date and status = old.status;
         end if;
       end if;
       if tg_op <> 'DELETE' then
         if ${planCounts('new')} then
           insert into plan_counts (date, status, n) values (new.date, new.status, 1)
             on conflict (date, status) do update set n = plan_counts.n + 1;
         end if;
         -- A plan archived or restored takes its entries out of the diary's count or puts them back.
         if tg_op = 'UPDATE' then
           if (old.deleted_at is null) <> (new.deleted_at is null) then
             insert into journal_counts (date, n)
               select e.date, case when new.deleted_at is null then e.n else -e.n end from (${entriesOfPlan('new')}) e
               on conflict (date) do update set n = journal_counts.n + excluded.n;
           end if;
         end if;
       end if;
       return null;
     end $$`,
    `create trigger plan_counts_row after insert or delete or update of deleted_at, date, status, client_id on action_plans
     for each row execute function plan_counts_row()`,
    journalCountsRow(),
    `create trigger journal_counts_row after insert or delete or update of deleted_at, date, actionplan_id, client_id on action_journals
     for each row execute function journal_counts_row()`,
    // A client archived or restored takes their plans and entries out of the counts or puts them back.
    `create function list_counts_client() returns trigger language plpgsql as $$
     begin
       if (old.deleted_at is null) = (new.deleted_at is null) then
         return null;
       end if;
       insert into plan_counts (date, status, n)
         select c.date, c.status, case when new.deleted_at is null then c.n else -c.n end from (${plansOfClient('new')}) c
         on conflict (date, status) do update set n = plan_counts.n + excluded.n;
       insert into journal_counts (date, n)
         select c.date, case when new.deleted_at is null then c.n else -c.n end from (${entriesOfClient('new')}) c
         on conflict (date) do update set n = journal_counts.n + excluded.n;
       return null;
     end $$`,
    `create trigger list_counts_client after update of deleted_at on users for each row execute function list_counts_client()`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger list_counts_client on users`.execute(db);
    await sql`drop trigger journal_counts_row on action_journals`.execute(db);
    await sql`drop trigger plan_counts_row on action_plans`.execute(db);
    await sql`drop function list_counts_client()`.execute(db);
    await sql`drop function journal_counts_row()`.execute(db);
    await sql`drop function plan_counts_row()`.execute(db);
  } else {
    for (const t of [
      'list_counts_client',
      'journal_counts_update',
      'journal_counts_delete',
      'journal_counts_insert',
      'journal_counts_plan',
      'plan_counts_update',
      'plan_counts_delete',
      'plan_counts_insert',
    ]) {
      await sql.raw(`drop trigger ${t}`).execute(db);
    }
  }
  await db.schema.dropIndex('action_plans_live_status_keyset').execute();
  await db.schema.dropTable('journal_counts').execute();
  await db.schema.dropTable('plan_counts').execute();
}
