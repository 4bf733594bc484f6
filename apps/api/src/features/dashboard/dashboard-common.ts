import type { DashboardPeriod } from '@tc/contract/dashboard';
import { sql } from 'kysely';
import { archivedPeople, notOfArchivedPlan } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { fiscalYearOf, fiscalYearPeriod, monthOf } from '../../lib/alberta-calendar';

/**
 * Live diary entries (docs/architecture.md#reports-and-outcomes: only live records count): the entry,
 * its plan (if it has one, docs/decisions/024) and its client not archived. `j` is the entry. The archived plans
 * and people are looked up once each, few as they are, where joining each entry's plan and client had PostgreSQL
 * hash every person and start a parallel worker for a coach's year of entries (35 ms, 1.7 ms this way).
 */
export function liveEntries(db: Db) {
  return db
    .selectFrom('action_journals as j')
    .where('j.deleted_at', 'is', null)
    .where(notOfArchivedPlan(db, 'j.actionplan_id'))
    .where('j.client_id', 'not in', archivedPeople(db));
}

/** Minutes of the entries `j` dated from `start` to `end` (inclusive), as a column of a query over liveEntries. */
export const minutesBetween = (start: string, end: string) =>
  sql<number | string | null>`sum(case when j.date >= ${start} and j.date <= ${end} then j.minutes else 0 end)`;

/** "This month" and "this fiscal year" on `today` (Alberta dates). */
export function periodOf(today: string): DashboardPeriod & { monthStart: string; monthEnd: string } {
  const month = monthOf(today);
  const fy = fiscalYearPeriod(fiscalYearOf(today));
  return {
    month: month.month,
    fiscal_year: { year: fy.fiscal_year!, start_date: fy.start_date, end_date: fy.end_date },
    monthStart: month.start_date,
    monthEnd: month.end_date,
  };
}

/** The period as the answer gives it (without the working bounds). */
export const answerPeriod = ({ month, fiscal_year }: DashboardPeriod): DashboardPeriod => ({ month, fiscal_year });

/** A sum the database may give as text (PostgreSQL's bigint) or null (no rows). */
export const num = (v: unknown) => Number(v ?? 0);
