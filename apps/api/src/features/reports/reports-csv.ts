import { ACTIVITY_LABELS, NO_PLAN_LABEL } from '@tc/contract/coaching';
import {
  type AllClientsReport,
  type RegionsReport,
  type ReportTotals,
  SESSION_OUTCOME_LABELS,
  SESSION_OUTCOMES,
  type SessionCounts,
} from '@tc/contract/reports';
import { type ReportEntry, sumSessions } from './reports-repository';
import type { Readable } from 'node:stream';
import { type CsvCell, csvStream } from '../../lib/csv';

export const hours = (minutes: number) => (minutes / 60).toFixed(2);
const name = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`;

/** The sessions' columns, after every report's own: completed, cancelled, no-shows. */
const SESSION_COLUMNS = SESSION_OUTCOMES.map((k) => SESSION_OUTCOME_LABELS[k]);
const sessionCells = (s: SessionCounts) => SESSION_OUTCOMES.map((k) => s[k]);
/** The rows of one entry each leave the sessions' columns empty: only the totals row counts them. */
const NO_SESSION_CELLS = SESSION_OUTCOMES.map(() => '');

/** A report's file, written out in batches as the download takes it (lib/csv.ts), its totals row last. */
const written = (header: string[], rows: CsvCell[][], totals: CsvCell[]) => csvStream(header, rows, { totals: () => totals });

/** The coach report: a row per journal entry, then the totals. */
export function coachReportCsv(entries: ReportEntry[], totals: ReportTotals): Readable {
  return written(
    ['Date', 'Client', 'Business', 'Plan', 'Activity', 'Minutes', 'Notes', ...SESSION_COLUMNS],
    entries.map((e) => [
      e.date,
      name(e.client),
      e.client.business_name,
      e.plan?.summary ?? NO_PLAN_LABEL,
      ACTIVITY_LABELS[e.activity],
      e.minutes,
      e.notes,
      ...NO_SESSION_CELLS,
    ]),
    [
      'Total',
      `${totals.clients} clients`,
      '',
      `${totals.plans} plans`,
      `${totals.entries} entries`,
      totals.minutes,
      '',
      ...sessionCells(totals.sessions),
    ],
  );
}

/** The client report: a row per journal entry, then the totals. */
export function clientReportCsv(entries: ReportEntry[], totals: ReportTotals): Readable {
  return written(
    ['Date', 'Plan', 'Coach', 'Activity', 'Minutes', 'Notes', ...SESSION_COLUMNS],
    entries.map((e) => [
      e.date,
      e.plan?.summary ?? NO_PLAN_LABEL,
      name(e.coach),
      ACTIVITY_LABELS[e.activity],
      e.minutes,
      e.notes,
      ...NO_SESSION_CELLS,
    ]),
    ['Total', `${totals.plans} plans`, '', `${totals.entries} entries`, totals.minutes, '', ...sessionCells(totals.sessions)],
  );
}

/** The all-clients report: a row per client, then the totals. */
export function allClientsCsv(report: AllClientsReport): Readable {
  const milestones = report.clients.reduce((n, c) => n + c.milestones, 0);
  const t = report.totals;
  return written(
    [
      'Client ID',
      'First name',
      'Last name',
      'Business',
      'Region',
      'Coaches',
      'Plans',
      'Entries',
      'Minutes',
      'Hours',
      'Last entry',
      'Milestones',
      ...SESSION_COLUMNS,
    ],
    report.clients.map((c) => [
      c.client_id,
      c.firstname,
      c.lastname,
      c.business_name,
      c.region,
      c.coaches.map(name).join('; '),
      c.plans,
      c.entries,
      c.minutes,
      hours(c.minutes),
      c.last_entry_date,
      c.milestones,
      ...sessionCells(c.sessions),
    ]),
    [
      'Total',
      `${t.clients} clients`,
      '',
      '',
      '',
      '',
      t.plans,
      t.entries,
      t.minutes,
      hours(t.minutes),
      '',
      milestones,
      ...sessionCells(t.sessions),
    ],
  );
}

export const NO_REGION = '(no region)';

/** The per-region report: a row per region, then the totals (coaches counted once even when they work in two regions). */
export function regionsCsv(report: RegionsReport, distinctCoaches: number): Readable {
  const sum = (k: 'clients' | 'plans' | 'entries' | 'minutes' | 'milestones') => report.regions.reduce((n, r) => n + r[k], 0);
  return written(
    ['Region', 'Clients', 'Coaches', 'Plans', 'Entries', 'Minutes', 'Hours', 'Milestones', ...SESSION_COLUMNS],
    report.regions.map((r) => [
      r.region ?? NO_REGION,
      r.clients,
      r.coaches,
      r.plans,
      r.entries,
      r.minutes,
      hours(r.minutes),
      r.milestones,
      ...sessionCells(r.sessions),
    ]),
    [
      'Total',
      sum('clients'),
      distinctCoaches,
      sum('plans'),
      sum('entries'),
      sum('minutes'),
      hours(sum('minutes')),
      sum('milestones'),
      ...sessionCells(sumSessions(report.regions.map((r) => r.sessions))),
    ],
  );
}
