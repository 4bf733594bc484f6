import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { journalCountsRow } from './0027-list-counts';
import { REPORT_SUMS_ENTRY, SUMMED, entryShare, latestEntryDate } from './0029-report-sums';

/**
 * On PostgreSQL, a diary entry's share of the kept sums is added at commit (docs/decisions/059-sums-at-commit.md).
 *
 * The triggers of 0027 and 0029 added an entry's share to `journal_counts` (its date) and `report_client_years`
 * (its client and fiscal year) as the entry was written, so each save held those two rows locked until its
 * transaction ended: through the entry's read-back, its audit entry and the commit, three round trips to the
 * server. Every save of a day waits for the one before on its day's row (and every save of a client on the
 * client's row): 50 coaches saving at once got 300-390 saves a second, where the same saves without those two
 * updates got 640-760.
 *
 * Here the entry's triggers work out its share as before, from what the transaction sees as the entry is written
 * (whether it counts: live, its plan live, its client current), and put it in a pending row instead
 * (`journal_counts_pending`, `report_sums_pending`). A deferred constraint trigger on each pending row adds it to
 * the kept row at commit and deletes it, so the kept rows are locked only while the transaction commits. The sums
 * are additive, so a share added at commit, after the plan- and client-wide changes of 0027 and 0029 made in the
 * same transaction (still made as they happen), gives the same total. The one value that is not a sum, a report
 * row's latest entry date, is kept as 0029 keeps it: a share that takes an entry away reads it again from the
 * diary, one of a later date than the row's moves it on; at commit, that one only if its entry (`entry_id`) still
 * counts on that date, so that an entry whose plan was archived after it in the same transaction does not leave
 * its date behind. (Reading the date again for every share read the client's whole year of entries on each save.)
 *
 * The pending tables are unlogged: every row is deleted in the transaction that wrote it, so none is ever committed.
 * SQLite has one writer at a time, whose transaction holds the whole database: nothing changes there.
 */
const pendingSums = SUMMED.join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const statements = [
    `create unlogged table journal_counts_pending (
       id bigint generated always as identity primary key, date varchar(10) not null, n integer not null)`,
    `create unlogged table report_sums_pending (
       id bigint generated always as identity primary key, fiscal_year integer not null, client_id integer not null,
       last_entry_date varchar(10), ${SUMMED.map((c) => `${c} integer not null`).join(', ')}, entry_id integer not null)`,

    // An entry's share, worked out as it is written (0027's and 0029's conditions), kept until commit.
    journalCountsRow(
      'insert into journal_counts_pending (date, n) values (old.date, -1)',
      'insert into journal_counts_pending (date, n) values (new.date, 1)',
    ),
    `create or replace function report_sums_entry() returns trigger language plpgsql as $$ begin
       if tg_op in ('UPDATE', 'DELETE') then
         insert into report_sums_pending (fiscal_year, client_id, last_entry_date, ${pendingSums}, entry_id)
           ${entryShare('old', -1, ['old.id'])};
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         insert into report_sums_pending (fiscal_year, client_id, last_entry_date, ${pendingSums}, entry_id)
           ${entryShare('new', 1, ['new.id'])};
       end if;
       return null; end $$`,

    // At commit: each pending share added to its kept row, then deleted.
    `create function journal_counts_fold() returns trigger language plpgsql as $$ begin
       delete from journal_counts_pending where id = new.id;
       insert into journal_counts (date, n) values (new.date, new.n) on conflict (date) do update set n = journal_counts.n + excluded.n;
       return null; end $$`,
    `create function report_sums_fold() returns trigger language plpgsql as $$ begin
       delete from report_sums_pending where id = new.id;
       insert into report_client_years (fiscal_year, client_id, last_entry_date, ${pendingSums})
         values (new.fiscal_year, new.client_id, new.last_entry_date, ${SUMMED.map((c) => `new.${c}`).join(', ')})
         on conflict (fiscal_year, client_id) do update set
           ${SUMMED.map((c) => `${c} = report_client_years.${c} + excluded.${c}`).join(',\n           ')},
           last_entry_date = case
             when excluded.entries < 0 then ${latestEntryDate('report_client_years')}
             when excluded.last_entry_date > coalesce(report_client_years.last_entry_date, '')
               and exists (select 1 from action_journals j where j.id = new.entry_id and j.date = new.last_entry_date
                 and j.deleted_at is null
                 and not exists (select 1 from action_plans xp where xp.id = j.actionplan_id and xp.deleted_at is not null))
               then excluded.last_entry_date
             else report_client_years.last_entry_date end;
       return null; end $$`,
    `create constraint trigger journal_counts_fold after insert on journal_counts_pending
       deferrable initially deferred for each row execute function journal_counts_fold()`,
    `create constraint trigger report_sums_fold after insert on report_sums_pending
       deferrable initially deferred for each row execute function report_sums_fold()`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

/** Back to adding each share as the entry is written. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const statements = [
    journalCountsRow(),
    `create or replace function report_sums_entry() returns trigger language plpgsql as $$ begin
      ${REPORT_SUMS_ENTRY}
      return null; end $$`,
    'drop trigger journal_counts_fold on journal_counts_pending',
    'drop trigger report_sums_fold on report_sums_pending',
    'drop function journal_counts_fold()',
    'drop function report_sums_fold()',
    'drop table journal_counts_pending',
    'drop table report_sums_pending',
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}
