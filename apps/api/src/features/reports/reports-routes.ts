import type { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { type AllClientsReport, MILESTONE_LABELS, type SessionCounts } from '@tc/contract/reports';
import { reportEndpoints } from '@tc/contract/reports-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { clientRecordsTarget } from '../../auth/client-access';
import { authorize } from '../../auth/policy';
import { runHere, SqliteReader } from '../../db/sqlite-reader';
import { findUserById, toUser } from '../../db/users-repository';
import { acceptsEncoding } from '../../lib/accept-encoding';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { todayInAlberta } from '../../lib/time';
import { ReportBatches } from './reports-batch';
import { allClientsReport, monthlyOnly, recordTotals, regionsReport } from './reports-build';
import { allClientsCsv, clientReportCsv, coachReportCsv, NO_REGION, regionsCsv } from './reports-csv';
import { periodSlug, resolvePeriod } from './reports-period';
import { hoursText, type PdfTable, type ReportPdf, reportPdf } from './reports-pdf';
import {
  type ClientFilter,
  clientsOfCoachRows,
  entriesInPeriod,
  milestonesInPeriod,
  noSessions,
  plansInPeriod,
  sessionsOf,
  sumSessions,
} from './reports-repository';

const fmt = (n: number) => n.toLocaleString('en-CA');

/** A report's file: an attachment whose name says which report, which period or whom, and the day it was made. */
function sendFile(reply: FastifyReply, base: string, type: 'csv' | 'pdf', body: string | Buffer | Readable) {
  const filename = `${base}-${todayInAlberta()}.${type}`;
  return reply
    .type(type === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}

/** The filters of the all-clients and region reports, as a line of the PDF. */
function filterLines(f: ClientFilter, coachName: string | undefined): string[] {
  const lines: string[] = [];
  if (f.region !== undefined) lines.push(`Region: ${f.region}`);
  if (f.coachId !== undefined) lines.push(`Clients of coach: ${coachName ?? `#${f.coachId}`}`);
  return lines;
}

/**
 * The reports of docs/architecture.md#reports-and-outcomes, with the access of docs/architecture.md#access: a coach their
 * own report, a client's report for the client and their coaches, the
 * all-clients and per-region reports for administrators. Each answers JSON, or
 * with `format=csv` or `format=pdf` the same as an attachment.
 */
export async function reportsRoutes(app: FastifyInstance) {
  const db = app.db;
  const centre = app.config.centre;
  // On a SQLite file, part of the all-clients and region reports' reading runs on a second connection, beside the rest.
  const sqliteFile = app.dialect === 'sqlite' && app.config.sqliteFile !== ':memory:' ? app.config.sqliteFile : undefined;
  const reader = sqliteFile
    ? new SqliteReader(sqliteFile, (error) => app.log.warn({ err: error }, 'report read ran on the main connection'))
    : undefined;
  const run = reader?.run ?? runHere;
  app.addHook('onReady', async () => reader?.warm());
  app.addHook('onClose', async () => reader?.close());
  // The same report asked for at once is built once a round, whatever its format; its JSON is written and
  // encoded once, so the requests that share a build each send the same bytes (3.4 MB at 10,000 clients), and
  // gzipped once for those that accept it (as every browser does): 324 KB, in about 12 ms, here on this thread.
  // zlib's asynchronous gzip hands its output back a piece at a time, each piece waiting for the event loop, which
  // the next build holds on SQLite: beside builds it took 200-290 ms.
  const batches = new ReportBatches();
  const shared = <T>(call: string, key: unknown, make: () => Promise<T>) => batches.build(`${call} ${JSON.stringify(key)}`, make);
  const writtenOf = new WeakMap<object, { json: Buffer; gzipped?: Buffer }>();

  async function coachName(coachId: number | undefined) {
    if (coachId === undefined) return undefined;
    const coach = await findUserById(db, coachId);
    return coach ? `${coach.firstname} ${coach.lastname}` : undefined;
  }

  const pdf = (spec: Omit<ReportPdf, 'centre' | 'today'>) => reportPdf({ ...spec, centre, today: todayInAlberta() });

  route(app, reportEndpoints.coach, async (request, reply) => {
    const me = await requireUser(request);
    const { coach_id, format, ...when } = request.query;
    authorize(me, 'reports.coach', coach_id, 'A coach sees only their own report.');
    const coach = await findUserById(db, coach_id);
    if (!coach || coach.category_id !== ROLES.COACH) throw notFound('Coach not found.');
    const period = resolvePeriod(when);
    const who = { coachId: coach.id };
    const [plans, entries, clients, sessions] = await shared('coach', [period, coach.id], () =>
      Promise.all([
        plansInPeriod(db, period, who),
        entriesInPeriod(db, period, who),
        clientsOfCoachRows(db, coach.id),
        sessionsOf(db, period, who),
      ]),
    );
    const sums = recordTotals(period, entries, plans, [], sessions);
    reply.header('cache-control', 'no-store');
    const name = `${coach.firstname} ${coach.lastname}`;
    if (format === 'csv')
      return sendFile(reply, `coach-report-${coach.id}-${periodSlug(period)}`, 'csv', coachReportCsv(entries, sums.totals));
    if (format === 'pdf') {
      const body = await pdf({
        title: `Coach report: ${name}`,
        subtitle: [`${clients.length} assigned client${clients.length === 1 ? '' : 's'}`],
        period,
        ...sums,
        tables: [
          {
            title: 'Clients',
            columns: [
              { label: 'Client', width: 0.35 },
              { label: 'Business', width: 0.35 },
              { label: 'Entries', width: 0.15, align: 'right' },
              { label: 'Hours', width: 0.15, align: 'right' },
            ],
            rows: clients.map((c) => {
              const mine = entries.filter((e) => e.client_id === c.id);
              const minutes = mine.reduce((n, e) => n + e.minutes, 0);
              return [`${c.firstname} ${c.lastname}`, c.business_name ?? '', fmt(mine.length), hoursText(minutes)];
            }),
            empty: 'No clients are assigned.',
          },
          sessionsTable(
            'Sessions by client',
            'Client',
            clients.map((c) => [`${c.firstname} ${c.lastname}`, sessions.get(c.id) ?? noSessions()]),
          ),
        ],
      });
      return sendFile(reply, `coach-report-${coach.id}-${periodSlug(period)}`, 'pdf', body);
    }
    return { coach: toUser(coach), period, action_plans: plans, action_journals: entries, users: clients.map(toUser), ...sums };
  });

  route(app, reportEndpoints.client, async (request, reply) => {
    const me = await requireUser(request);
    const { client_id, format, ...when } = request.query;
    authorize(me, 'coaching.read', await clientRecordsTarget(db, me, client_id), "This client's report is not available to you.");
    const client = await findUserById(db, client_id);
    if (!client || client.category_id !== ROLES.CLIENT) throw notFound('Client not found.');
    const period = resolvePeriod(when);
    const who = { clientId: client.id };
    const [plans, entries, milestones, sessions] = await shared('client', [period, client.id], () =>
      Promise.all([
        plansInPeriod(db, period, who),
        entriesInPeriod(db, period, who),
        milestonesInPeriod(db, period, client.id),
        sessionsOf(db, period, who),
      ]),
    );
    // The client counts once when anything of theirs falls in the period, milestones and sessions included.
    const sums = recordTotals(
      period,
      entries,
      plans,
      milestones.map((m) => m.client_id),
      sessions,
    );
    reply.header('cache-control', 'no-store');
    const base = `client-report-${client.id}-${periodSlug(period)}`;
    if (format === 'csv') return sendFile(reply, base, 'csv', clientReportCsv(entries, sums.totals));
    if (format === 'pdf') {
      const body = await pdf({
        title: `Client report: ${client.firstname} ${client.lastname}`,
        subtitle: [client.business_name, [client.city, client.region].filter(Boolean).join(', ')].filter((s): s is string => Boolean(s)),
        period,
        ...sums,
        milestones: milestones.length,
        tables: [
          {
            title: 'Milestones',
            columns: [
              { label: 'Date', width: 0.18 },
              { label: 'Milestone', width: 0.27 },
              { label: 'Value', width: 0.12, align: 'right' },
              { label: 'Notes', width: 0.43 },
            ],
            rows: milestones.map((m) => [m.date, MILESTONE_LABELS[m.kind], m.value === null ? '' : fmt(m.value), m.notes ?? '']),
            empty: 'No milestones in this period.',
          },
          {
            title: 'Action plans',
            columns: [
              { label: 'Date', width: 0.18 },
              { label: 'Summary', width: 0.57 },
              { label: 'Coach', width: 0.25 },
            ],
            rows: plans.map((p) => [p.date, p.summary, p.coach ? `${p.coach.firstname} ${p.coach.lastname}` : '']),
            empty: 'No action plans in this period.',
          },
        ],
      });
      return sendFile(reply, base, 'pdf', body);
    }
    return { user_details: toUser(client), period, action_plans: plans, action_journals: entries, milestones, ...sums };
  });

  route(app, reportEndpoints.allClients, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'reports.allClients', undefined, 'The all-clients report is for administrators.');
    const { format, region, coach_id, ...when } = request.query;
    const period = resolvePeriod(when);
    const filter: ClientFilter = { region, coachId: coach_id };
    const report = await shared('all-clients', [period, filter], () => allClientsReport(db, period, filter, run));
    reply.header('cache-control', 'no-store');
    const base = `all-clients-report-${periodSlug(period)}`;
    if (format === 'csv') return sendFile(reply, base, 'csv', allClientsCsv(report));
    if (format === 'pdf') {
      const body = await pdf({
        title: 'All clients report',
        subtitle: filterLines(filter, await coachName(coach_id)),
        period,
        totals: report.totals,
        milestones: report.clients.reduce((n, c) => n + c.milestones, 0),
        by_month: report.by_month,
        by_activity: report.by_activity,
        tables: [
          byRegionTable(report.clients),
          sessionsTable('Sessions by region', 'Region', sessionsByRegion(report.clients), report.totals.sessions),
        ],
      });
      return sendFile(reply, base, 'pdf', body);
    }
    // Ten thousand rows built to the contract's types (checked when compiled) leave as they are,
    // rather than being checked again row by row by the response schema: a fifth of the answer's time.
    let written = writtenOf.get(report);
    if (written === undefined) {
      written = { json: Buffer.from(JSON.stringify(report satisfies AllClientsReport)) };
      writtenOf.set(report, written);
    }
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!acceptsEncoding(request.headers['accept-encoding'], 'gzip')) return reply.send(written.json);
    written.gzipped ??= gzipSync(written.json, { level: 3 });
    return reply.header('content-encoding', 'gzip').send(written.gzipped);
  });

  route(app, reportEndpoints.regions, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'reports.allClients', undefined, 'The report by region is for administrators.');
    const { format, region, coach_id, ...when } = request.query;
    const period = resolvePeriod(when);
    const filter: ClientFilter = { region, coachId: coach_id };
    const { report, distinctCoaches } = await shared('regions', [period, filter], () => regionsReport(db, period, filter, run));
    reply.header('cache-control', 'no-store');
    const base = `regions-report-${periodSlug(period)}`;
    if (format === 'csv') return sendFile(reply, base, 'csv', regionsCsv(report, distinctCoaches));
    if (format === 'pdf') {
      const sum = (k: 'clients' | 'plans' | 'entries' | 'minutes' | 'milestones') => report.regions.reduce((n, r) => n + r[k], 0);
      const body = await pdf({
        title: 'Report by region',
        subtitle: filterLines(filter, await coachName(coach_id)),
        period,
        totals: {
          minutes: sum('minutes'),
          entries: sum('entries'),
          plans: sum('plans'),
          clients: sum('clients'),
          sessions: sumSessions(report.regions.map((r) => r.sessions)),
        },
        milestones: sum('milestones'),
        ...(await monthlyOnly(db, period, filter, run)),
        tables: [
          {
            title: 'By region',
            columns: REGION_COLUMNS,
            rows: report.regions.map((r) => [
              r.region ?? NO_REGION,
              fmt(r.clients),
              fmt(r.coaches),
              fmt(r.plans),
              fmt(r.entries),
              hoursText(r.minutes),
              fmt(r.milestones),
            ]),
            empty: 'No client had activity in this period.',
            totalRow: [
              'Total',
              fmt(sum('clients')),
              fmt(distinctCoaches),
              fmt(sum('plans')),
              fmt(sum('entries')),
              hoursText(sum('minutes')),
              fmt(sum('milestones')),
            ],
          },
          sessionsTable(
            'Sessions by region',
            'Region',
            report.regions.map((r) => [r.region ?? NO_REGION, r.sessions]),
            sumSessions(report.regions.map((r) => r.sessions)),
          ),
        ],
      });
      return sendFile(reply, base, 'pdf', body);
    }
    return report;
  });
}

const REGION_COLUMNS = [
  { label: 'Region', width: 0.28 },
  { label: 'Clients', width: 0.12, align: 'right' as const },
  { label: 'Coaches', width: 0.12, align: 'right' as const },
  { label: 'Plans', width: 0.12, align: 'right' as const },
  { label: 'Entries', width: 0.12, align: 'right' as const },
  { label: 'Hours', width: 0.12, align: 'right' as const },
  { label: 'Milestones', width: 0.12, align: 'right' as const },
];

/** The all-clients PDF sums its clients by region (the rows themselves are in the CSV). */
function byRegionTable(clients: { region: string | null; plans: number; entries: number; minutes: number; milestones: number }[]) {
  const regions = new Map<string, { clients: number; plans: number; entries: number; minutes: number; milestones: number }>();
  for (const c of clients) {
    const key = c.region ?? NO_REGION;
    const r = regions.get(key) ?? { clients: 0, plans: 0, entries: 0, minutes: 0, milestones: 0 };
    r.clients += 1;
    r.plans += c.plans;
    r.entries += c.entries;
    r.minutes += c.minutes;
    r.milestones += c.milestones;
    regions.set(key, r);
  }
  return {
    title: 'Clients by region (one row per client in the CSV)',
    columns: [{ ...REGION_COLUMNS[0], width: 0.4 }, ...REGION_COLUMNS.slice(1).filter((c) => c.label !== 'Coaches')],
    rows: [...regions]
      .sort(([a], [b]) => a.localeCompare(b, 'en-CA'))
      .map(([name, r]) => [name, fmt(r.clients), fmt(r.plans), fmt(r.entries), hoursText(r.minutes), fmt(r.milestones)]),
    empty: 'No client had activity in this period.',
  };
}

/** Sessions completed, cancelled and no-shows, a row each (a client, a region), with their total when given. */
function sessionsTable(title: string, label: string, rows: [string, SessionCounts][], total?: SessionCounts): PdfTable {
  const cells = (s: SessionCounts) => [fmt(s.completed), fmt(s.cancelled), fmt(s.no_show)];
  return {
    title,
    columns: [
      { label, width: 0.46 },
      { label: 'Completed', width: 0.18, align: 'right' },
      { label: 'Cancelled', width: 0.18, align: 'right' },
      { label: 'No-shows', width: 0.18, align: 'right' },
    ],
    rows: rows.map(([name, s]) => [name, ...cells(s)]),
    empty: 'No sessions in this period.',
    totalRow: total && rows.length > 0 ? ['Total', ...cells(total)] : undefined,
  };
}

/** The all-clients PDF's sessions by region, in the order of its region table. */
function sessionsByRegion(clients: { region: string | null; sessions: SessionCounts }[]): [string, SessionCounts][] {
  const regions = new Map<string, SessionCounts>();
  for (const c of clients) {
    const key = c.region ?? NO_REGION;
    regions.set(key, sumSessions([regions.get(key) ?? noSessions(), c.sessions]));
  }
  return [...regions].sort(([a], [b]) => a.localeCompare(b, 'en-CA'));
}
