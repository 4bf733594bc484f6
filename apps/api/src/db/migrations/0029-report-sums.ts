import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Report sums kept on write (issue 28, docs/decisions/041): one row per client and fiscal year in
 * `report_client_years` holds what the all-clients and per-region reports read of a fiscal year, so they read
 * ten thousand rows instead of a year's diary (300,000 entries and more at 10,000 clients).
 *
 * A row holds the client's counting entries of that fiscal year (count, minutes, the latest date, and both
 * again per calendar month and per activity), their live plans and live milestones dated in it. An entry
 * counts as the report counts it: live, and its plan (if any) not archived. The client's own state (archived,
 * a client at all, their region, their coaches) is read with the report, from users, so it needs no upkeep.
 *
 * Kept by triggers in the database (SQLite's and PostgreSQL's, made here from the same statements), so every
 * path that writes entries, plans or milestones (the API, imports, erasure, seeds, bulk changes) keeps them
 * true without knowing of them: an entry created, changed (date, minutes, activity, client, plan) or deleted
 * (soft or hard); a plan created, moved, archived or restored (its entries leave or rejoin the sums); a
 * milestone likewise. Each change is an upsert adding the new row's share and one taking the old row's away.
 */

/** The calendar months (a fiscal year's row holds April to the next March). */
export const REPORT_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
/** The diary's activities (contract/coaching.ts ACTIVITIES): a new one needs a migration adding its two columns. */
export const REPORT_ACTIVITIES = ['meeting', 'phone', 'email', 'site_visit', 'training', 'preparation', 'travel', 'other'] as const;

const monthColumns = REPORT_MONTHS.flatMap((m) => [`entries_${m}`, `minutes_${m}`]);
const activityColumns = REPORT_ACTIVITIES.flatMap((a) => [`entries_${a}`, `minutes_${a}`]);
/** Every column a change adds to, in the order of the sources below (after fiscal_year, client_id). */
export const SUMMED = ['entries', 'minutes', 'plans', 'milestones', ...monthColumns, ...activityColumns];

/** The Alberta fiscal year (April to March) of a `YYYY-MM-DD` date. */
const fiscalYear = (date: string) => `(cast(substr(${date}, 1, 4) as integer) - case when substr(${date}, 6, 2) < '04' then 1 else 0 end)`;

/**
 * One entry's share as a row of sums (`sign` 1 adds, -1 takes away): nothing unless it counts (live, its plan
 * not archived; a plan that no longer exists does not keep it out, as the report's `not in` does not). `more`:
 * columns after SUMMED's.
 */
export function entryShare(r: 'new' | 'old', sign: 1 | -1, more: string[] = []): string {
  const months = REPORT_MONTHS.flatMap((m) => {
    const hit = `substr(${r}.date, 6, 2) = '${m}'`;
    return [`case when ${hit} then ${sign} else 0 end`, `case when ${hit} then ${sign} * ${r}.minutes else 0 end`];
  });
  const activities = REPORT_ACTIVITIES.flatMap((a) => [
    `case when ${r}.activity = '${a}' then ${sign} else 0 end`,
    `case when ${r}.activity = '${a}' then ${sign} * ${r}.minutes else 0 end`,
  ]);
  return `select ${fiscalYear(`${r}.date`)}, ${r}.client_id, ${r}.date, ${sign}, ${sign} * ${r}.minutes, 0, 0, ${[...months, ...activities, ...more].join(', ')}
    where ${r}.deleted_at is null
      and not exists (select 1 from action_plans xp where xp.id = ${r}.actionplan_id and xp.deleted_at is not null)`;
}

/** The live entries of a set (`where`), summed per fiscal year and client; `sign` an SQL expression (1 or -1). */
function entriesShare(where: string, sign: string): string {
  const months = REPORT_MONTHS.flatMap((m) => {
    const hit = `substr(j.date, 6, 2) = '${m}'`;
    return [`${sign} * sum(case when ${hit} then 1 else 0 end)`, `${sign} * sum(case when ${hit} then j.minutes else 0 end)`];
  });
  const activities = REPORT_ACTIVITIES.flatMap((a) => [
    `${sign} * sum(case when j.activity = '${a}' then 1 else 0 end)`,
    `${sign} * sum(case when j.activity = '${a}' then j.minutes else 0 end)`,
  ]);
  return `select ${fiscalYear('j.date')}, j.client_id, max(j.date), ${sign} * count(*), ${sign} * sum(j.minutes), 0, 0, ${[...months, ...activities].join(', ')}
    from action_journals j
    where j.deleted_at is null and ${where}
    group by 1, 2`;
}

/** A plan's or a milestone's share (`column` plans or milestones): one when it is live. */
function recordShare(r: 'new' | 'old', column: 'plans' | 'milestones', sign: 1 | -1): string {
  const zeros = [...monthColumns, ...activityColumns].map(() => '0').join(', ');
  const [plans, milestones] = column === 'plans' ? [sign, 0] : [0, sign];
  return `select ${fiscalYear(`${r}.date`)}, ${r}.client_id, null, 0, 0, ${plans}, ${milestones}, ${zeros}
    where ${r}.deleted_at is null`;
}

/** The latest counting entry of a row's client and fiscal year (`t`: the row), read from the diary as it stands. */
export const latestEntryDate = (t: string) => `(select max(j.date) from action_journals j
      where j.client_id = ${t}.client_id and j.deleted_at is null
        and j.date >= ${t}.fiscal_year || '-04-01' and j.date <= (${t}.fiscal_year + 1) || '-03-31'
        and not exists (select 1 from action_plans xp where xp.id = j.actionplan_id and xp.deleted_at is not null))`;

/**
 * Adds a source's rows (fiscal_year, client_id, a date, then SUMMED) to the sums. A row that takes entries
 * away finds its client's latest counting entry of that year again (a short range of action_journals_client_date,
 * read after the change); one that adds keeps the later date.
 */
function upsert(source: string): string {
  const t = 'report_client_years';
  const latest = latestEntryDate(t);
  return `insert into ${t} (fiscal_year, client_id, last_entry_date, ${SUMMED.join(', ')})
    ${source}
    on conflict (fiscal_year, client_id) do update set
      ${SUMMED.map((c) => `${c} = ${t}.${c} + excluded.${c}`).join(',\n      ')},
      last_entry_date = case
        when excluded.entries < 0 then ${latest}
        when excluded.entries > 0 and (${t}.last_entry_date is null or excluded.last_entry_date > ${t}.last_entry_date) then excluded.last_entry_date
        else ${t}.last_entry_date end`;
}

const ENTRY_COLUMNS = ['date', 'minutes', 'activity', 'client_id', 'actionplan_id', 'deleted_at'];
const RECORD_COLUMNS = ['date', 'client_id', 'deleted_at'];

/** A WHEN that lets an update through only when one of `columns` changed (SQLite's `is not`, PostgreSQL's `is distinct from`). */
const changed = (columns: string[], pg: boolean) =>
  columns.map((c) => `old.${c} ${pg ? 'is distinct from' : 'is not'} new.${c}`).join(' or ');

/** A plan archived (-1) or restored (1): its entries leave the sums or come back. */
const PLAN_ENTRIES = entriesShare('j.actionplan_id = new.id', 'case when new.deleted_at is null then 1 else -1 end');
const planArchivedOrRestored = '(old.deleted_at is null) <> (new.deleted_at is null)';

/** The body of an entry's trigger on PostgreSQL: its share added to its row as it is written (0036 defers it to commit). */
export const REPORT_SUMS_ENTRY = `if tg_op in ('UPDATE', 'DELETE') then ${upsert(entryShare('old', -1))}; end if;
     if tg_op in ('INSERT', 'UPDATE') then ${upsert(entryShare('new', 1))}; end if;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema
    .createTable('report_client_years')
    .addColumn('fiscal_year', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('last_entry_date', 'varchar(10)');
  for (const c of SUMMED) table = table.addColumn(c, 'integer', (col) => col.notNull().defaultTo(0));
  await table.addPrimaryKeyConstraint('report_client_years_pk', ['fiscal_year', 'client_id']).execute();

  // What is there now, in three passes: the entries, the plans, the milestones.
  await sql
    .raw(
      upsert(entriesShare('not exists (select 1 from action_plans xp where xp.id = j.actionplan_id and xp.deleted_at is not null)', '1')),
    )
    .execute(db);
  for (const [from, column] of [
    ['action_plans', 'plans'],
    ['milestones', 'milestones'],
  ] as const) {
    const zeros = [...monthColumns, ...activityColumns].map(() => '0').join(', ');
    const [plans, milestones] = column === 'plans' ? ['count(*)', '0'] : ['0', 'count(*)'];
    await sql
      .raw(
        upsert(`select ${fiscalYear('r.date')}, r.client_id, null, 0, 0, ${plans}, ${milestones}, ${zeros}
          from ${from} r where r.deleted_at is null group by 1, 2`),
      )
      .execute(db);
  }

  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create trigger report_sums_entry_insert after insert on action_journals begin
      ${upsert(entryShare('new', 1))}; end`,
    `create trigger report_sums_entry_update after update of ${ENTRY_COLUMNS.join(', ')} on action_journals
      when ${changed(ENTRY_COLUMNS, false)} begin
      ${upsert(entryShare('old', -1))};
      ${upsert(entryShare('new', 1))}; end`,
    `create trigger report_sums_entry_delete after delete on action_journals begin
      ${upsert(entryShare('old', -1))}; end`,
  ];
  for (const [from, column] of [
    ['action_plans', 'plans'],
    ['milestones', 'milestones'],
  ] as const) {
    statements.push(
      `create trigger report_sums_${column}_insert after insert on ${from} begin
        ${upsert(recordShare('new', column, 1))}; end`,
      `create trigger report_sums_${column}_update after update of ${RECORD_COLUMNS.join(', ')} on ${from}
        when ${changed(RECORD_COLUMNS, false)} begin
        ${upsert(recordShare('old', column, -1))};
        ${upsert(recordShare('new', column, 1))}; end`,
      `create trigger report_sums_${column}_delete after delete on ${from} begin
        ${upsert(recordShare('old', column, -1))}; end`,
    );
  }
  statements.push(`create trigger report_sums_plan_entries after update of deleted_at on action_plans
    when ${planArchivedOrRestored} begin
    ${upsert(PLAN_ENTRIES)}; end`);
  for (const s of statements) await sql.raw(s).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const fn = (name: string, body: string) =>
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin
      ${body}
      return null; end $$`);
  await fn('report_sums_entry', REPORT_SUMS_ENTRY).execute(db);
  for (const column of ['plans', 'milestones'] as const) {
    await fn(
      `report_sums_${column}`,
      `if tg_op in ('UPDATE', 'DELETE') then ${upsert(recordShare('old', column, -1))}; end if;
       if tg_op in ('INSERT', 'UPDATE') then ${upsert(recordShare('new', column, 1))}; end if;`,
    ).execute(db);
  }
  await fn('report_sums_plan_entries', `${upsert(PLAN_ENTRIES)};`).execute(db);

  const statements = [
    `create trigger report_sums_entry_insert_delete after insert or delete on action_journals for each row execute function report_sums_entry()`,
    `create trigger report_sums_entry_update after update of ${ENTRY_COLUMNS.join(', ')} on action_journals
      for each row when (${changed(ENTRY_COLUMNS, true)}) execute function report_sums_entry()`,
  ];
  for (const [from, column] of [
    ['action_plans', 'plans'],
    ['milestones', 'milestones'],
  ] as const) {
    statements.push(
      `create trigger report_sums_${column}_insert_delete after insert or delete on ${from} for each row execute function report_sums_${column}()`,
      `create trigger report_sums_${column}_update after update of ${RECORD_COLUMNS.join(', ')} on ${from}
        for each row when (${changed(RECORD_COLUMNS, true)}) execute function report_sums_${column}()`,
    );
  }
  statements.push(`create trigger report_sums_plan_entries after update of deleted_at on action_plans
    for each row when (${planArchivedOrRestored}) execute function report_sums_plan_entries()`);
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const on = { entry: 'action_journals', plans: 'action_plans', milestones: 'milestones' };
  for (const [what, table] of Object.entries(on)) {
    const events = pg ? ['insert_delete', 'update'] : ['insert', 'update', 'delete'];
    for (const e of events) await sql.raw(`drop trigger report_sums_${what}_${e}${pg ? ` on ${table}` : ''}`).execute(db);
  }
  await sql.raw(`drop trigger report_sums_plan_entries${pg ? ' on action_plans' : ''}`).execute(db);
  if (pg) {
    for (const f of ['report_sums_entry', 'report_sums_plans', 'report_sums_milestones', 'report_sums_plan_entries'])
      await sql.raw(`drop function ${f}()`).execute(db);
  }
  await db.schema.dropTable('report_client_years').execute();
}
