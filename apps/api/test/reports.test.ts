import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { allClientsReportSchema } from '@tc/contract/reports';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSafe } from '../src/features/reports/reports-pdf';
import { fiscalYearOf, fiscalYearPeriod, monthsOf, resolvePeriod } from '../src/features/reports/reports-period';
import { SqliteReader } from '../src/db/sqlite-reader';
import { CENTRE_DEFAULTS } from '../src/lib/centre';
import { sessionTimes } from '../src/features/sessions/sessions-repository';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { type Cast, assign, makeCast, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type Res, type TestApp } from './harness';

/**
 * The reports of docs/architecture.md#reports-and-outcomes over a small centre made by hand, so every
 * sum is known: fiscal-year boundaries, inclusive ranges, what is left out
 * (deleted plans, entries and milestones, archived clients), the access table
 * of docs/architecture.md#access, bad input, and the CSV and PDF files.
 */

interface Centre {
  cast: Cast;
  /** A Calgary client of `coach`, archived with all their records. */
  archived: Person;
  plans: Record<'p1' | 'p2' | 'p3' | 'deletedPlan' | 'archivedClientPlan', number>;
}

async function plan(t: TestApp, clientId: number, coachId: number, date: string, deleted = false) {
  const now = nowIso();
  const row = await t.app.db
    .insertInto('action_plans')
    .values({
      client_id: clientId,
      coach_id: coachId,
      date,
      summary: `Plan of ${date}`,
      description: null,
      created_at: now,
      updated_at: now,
      deleted_at: deleted ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function entry(
  t: TestApp,
  planId: number,
  clientId: number,
  coachId: number,
  date: string,
  minutes: number,
  activity: string,
  deleted = false,
) {
  const now = nowIso();
  await t.app.db
    .insertInto('action_journals')
    .values({
      actionplan_id: planId,
      client_id: clientId,
      coach_id: coachId,
      date,
      minutes,
      activity,
      notes: null,
      created_at: now,
      updated_at: now,
      deleted_at: deleted ? now : null,
    })
    .execute();
}

async function milestone(t: TestApp, clientId: number, by: number, kind: string, date: string, value: number | null, deleted = false) {
  const now = nowIso();
  await t.app.db
    .insertInto('milestones')
    .values({
      client_id: clientId,
      kind,
      date,
      value,
      notes: null,
      recorded_by: by,
      created_at: now,
      updated_at: now,
      deleted_at: deleted ? now : null,
    })
    .execute();
}

/**
 * Fiscal year 2024 (to 2025-03-31): client 30 minutes (on the last day), plan p1, one milestone.
 * Fiscal year 2025: client 45 + 60 + 90 = 195 minutes in 3 entries (first and last day included),
 * plan p2, milestones 2; otherClient 20 + 25 = 45 minutes in 2 entries, plan p3, 1 milestone.
 * Fiscal year 2026: otherClient 10 minutes.
 * Left out everywhere: a deleted entry (120), an entry on a deleted plan (500), a deleted
 * milestone, and an archived client's plan, entry (240) and milestone.
 */
async function makeCentre(t: TestApp): Promise<Centre> {
  const cast = await makeCast(t.app);
  const { admin, coach, otherCoach, client, otherClient } = cast;
  const archived = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary', business_name: 'Gone Day Home' });
  await assign(t.app, archived.id, coach.id);

  const p1 = await plan(t, client.id, coach.id, '2025-03-15');
  const p2 = await plan(t, client.id, coach.id, '2025-04-01');
  const p3 = await plan(t, otherClient.id, otherCoach.id, '2025-06-10');
  const deletedPlan = await plan(t, client.id, coach.id, '2025-05-01', true);
  const archivedClientPlan = await plan(t, archived.id, coach.id, '2025-05-01');

  await entry(t, p1, client.id, coach.id, '2025-03-31', 30, 'meeting');
  await entry(t, p1, client.id, coach.id, '2025-04-01', 45, 'phone');
  await entry(t, p2, client.id, coach.id, '2025-04-15', 60, 'site_visit');
  await entry(t, p2, client.id, coach.id, '2026-03-31', 90, 'training');
  await entry(t, p2, client.id, coach.id, '2025-07-01', 120, 'meeting', true);
  await entry(t, p3, otherClient.id, otherCoach.id, '2025-06-10', 20, 'meeting');
  await entry(t, p3, otherClient.id, otherCoach.id, '2025-06-20', 25, 'travel');
  await entry(t, p3, otherClient.id, otherCoach.id, '2026-04-01', 10, 'phone');
  await entry(t, deletedPlan, client.id, coach.id, '2025-05-02', 500, 'meeting');
  await entry(t, archivedClientPlan, archived.id, coach.id, '2025-05-02', 240, 'meeting');

  await milestone(t, client.id, coach.id, 'licence_obtained', '2025-09-01', null);
  await milestone(t, client.id, coach.id, 'spaces_added', '2025-10-01', 4);
  await milestone(t, client.id, coach.id, 'staff_hired', '2025-11-01', 1, true);
  await milestone(t, client.id, coach.id, 'business_registered', '2025-03-01', null);
  await milestone(t, otherClient.id, admin.id, 'grant_received', '2026-01-15', 5000);
  await milestone(t, archived.id, coach.id, 'spaces_added', '2025-08-01', 6);

  await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', archived.id).execute();
  return { cast, archived, plans: { p1, p2, p3, deletedPlan, archivedClientPlan } };
}

const FY2025_MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];

/** The monthly table of fiscal year 2025 over every client: zeros included, in order. */
const FY2025_BY_MONTH = FY2025_MONTHS.map((month) => ({
  month,
  ...({ '2025-04': { minutes: 105, entries: 2 }, '2025-06': { minutes: 45, entries: 2 }, '2026-03': { minutes: 90, entries: 1 } }[
    month
  ] ?? {
    minutes: 0,
    entries: 0,
  }),
}));

const FY2025_BY_ACTIVITY = [
  { activity: 'meeting', minutes: 20, entries: 1 },
  { activity: 'phone', minutes: 45, entries: 1 },
  { activity: 'email', minutes: 0, entries: 0 },
  { activity: 'site_visit', minutes: 60, entries: 1 },
  { activity: 'training', minutes: 90, entries: 1 },
  { activity: 'preparation', minutes: 0, entries: 0 },
  { activity: 'travel', minutes: 25, entries: 1 },
  { activity: 'other', minutes: 0, entries: 0 },
];

/** A small CSV reader for the files under test (quoted cells, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r') continue;
    else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

function pdfToText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}

/** No sessions: the counts of the centre made by hand, which has none. */
const NONE = { completed: 0, cancelled: 0, no_show: 0 };
const SESSION_COLUMNS = ['Sessions completed', 'Sessions cancelled', 'No-shows'];

const ACTORS = ['visitor', 'client', 'otherClient', 'coach', 'otherCoach', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];

describe('report periods', () => {
  it('runs Alberta’s fiscal year from April 1 to March 31', () => {
    expect(fiscalYearPeriod(2025)).toEqual({ start_date: '2025-04-01', end_date: '2026-03-31', fiscal_year: 2025 });
    expect(fiscalYearOf('2026-03-31')).toBe(2025);
    expect(fiscalYearOf('2026-04-01')).toBe(2026);
    expect(fiscalYearOf('2026-01-01')).toBe(2025);
  });

  it('takes the dates asked for, else the year, else the current fiscal year', () => {
    expect(resolvePeriod({ start_date: '2025-01-10', end_date: '2025-02-03' }, '2026-11-24')).toEqual({
      start_date: '2025-01-10',
      end_date: '2025-02-03',
      fiscal_year: null,
    });
    expect(resolvePeriod({ year: 2023 }, '2026-11-24')).toEqual(fiscalYearPeriod(2023));
    expect(resolvePeriod({}, '2026-11-24')).toEqual(fiscalYearPeriod(2026));
    expect(resolvePeriod({}, '2027-03-31')).toEqual(fiscalYearPeriod(2026));
    expect(resolvePeriod({}, '2027-04-01')).toEqual(fiscalYearPeriod(2027));
  });

  it('writes in the PDF only what its standard fonts can show', () => {
    expect(pdfSafe('Émilie Côté – “Ŵren” 🙂\nᑕᒻᒪ')).toBe('Émilie Côté – “Wren” ? ???');
  });

  it('lists every month a period touches, in order', () => {
    expect(monthsOf(fiscalYearPeriod(2025))).toEqual(FY2025_MONTHS);
    expect(monthsOf({ start_date: '2025-12-31', end_date: '2026-01-01', fiscal_year: null })).toEqual(['2025-12', '2026-01']);
    expect(monthsOf({ start_date: '2025-05-05', end_date: '2025-05-05', fiscal_year: null })).toEqual(['2025-05']);
  });
});

describe.each(DATABASES)('reports on %s', (kind) => {
  let t: TestApp;
  let c: Centre;
  const as = (actor: ActorKey) => (actor === 'visitor' ? undefined : c.cast[actor].token);
  const get = (url: string, actor: ActorKey = 'admin') => call(t.app, 'GET', url, { token: as(actor) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = await makeCentre(t);
  });
  afterAll(() => t?.close());

  describe('GET /api/getAllClientsReport', () => {
    it('sums fiscal year 2025 from live records only, by client, activity and month', async () => {
      const res = await get('/api/getAllClientsReport?year=2025');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const r = res.data;
      expect(r.period).toEqual({ start_date: '2025-04-01', end_date: '2026-03-31', fiscal_year: 2025 });
      expect(r.totals).toEqual({ minutes: 240, entries: 5, plans: 2, clients: 2, sessions: NONE });
      const { client, otherClient, coach, otherCoach } = c.cast;
      // By last name: the fixtures number people in order of creation (Last2… before Last5…).
      expect(r.clients).toEqual(
        [
          {
            client_id: client.id,
            firstname: client.row.firstname,
            lastname: client.row.lastname,
            business_name: 'Little Maples Day Home',
            region: 'Calgary',
            coaches: [{ id: coach.id, firstname: coach.row.firstname, lastname: coach.row.lastname }],
            plans: 1,
            entries: 3,
            minutes: 195,
            last_entry_date: '2026-03-31',
            milestones: 2,
            sessions: NONE,
          },
          {
            client_id: otherClient.id,
            firstname: otherClient.row.firstname,
            lastname: otherClient.row.lastname,
            business_name: 'Riverbend Learners',
            region: 'Edmonton',
            coaches: [{ id: otherCoach.id, firstname: otherCoach.row.firstname, lastname: otherCoach.row.lastname }],
            plans: 1,
            entries: 2,
            minutes: 45,
            last_entry_date: '2025-06-20',
            milestones: 1,
            sessions: NONE,
          },
        ].sort((a, b) => a.lastname.localeCompare(b.lastname)),
      );
      expect(r.by_activity).toEqual(FY2025_BY_ACTIVITY);
      expect(r.by_month).toEqual(FY2025_BY_MONTH);
      expect(r.clients.map((row: JsonBody) => row.client_id)).not.toContain(c.archived.id);
      // Sent without the response schema's pass: exactly the contract's shape, nothing more.
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(allClientsReportSchema.parse(r)).toEqual(r);
    });

    it('gzips the JSON for a client that accepts it (a browser), and sends it as it is to one that does not', async () => {
      const url = '/api/getAllClientsReport?year=2025';
      const plain = await call(t.app, 'GET', url, { token: as('admin'), headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.data.totals.entries).toBe(5);
      const refused = await call(t.app, 'GET', url, { token: as('admin'), headers: { 'accept-encoding': 'gzip;q=0, br' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
      const zipped = await call(t.app, 'GET', url, { token: as('admin'), headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    });

    it('puts an entry of March 31 and one of April 1 in different fiscal years', async () => {
      const fy2024 = (await get('/api/getAllClientsReport?year=2024')).data;
      expect(fy2024.totals).toEqual({ minutes: 30, entries: 1, plans: 1, clients: 1, sessions: NONE });
      expect(fy2024.by_month.at(-1)).toEqual({ month: '2025-03', minutes: 30, entries: 1 });
      expect(fy2024.clients[0]).toMatchObject({ client_id: c.cast.client.id, last_entry_date: '2025-03-31', milestones: 1 });
      const fy2026 = (await get('/api/getAllClientsReport?year=2026')).data;
      expect(fy2026.totals).toEqual({ minutes: 10, entries: 1, plans: 0, clients: 1, sessions: NONE });
      expect(fy2026.by_month[0]).toEqual({ month: '2026-04', minutes: 10, entries: 1 });
    });

    it('counts both ends of a date range', async () => {
      const r = (await get('/api/getAllClientsReport?start_date=2025-04-01&end_date=2025-04-15')).data;
      expect(r.period).toEqual({ start_date: '2025-04-01', end_date: '2025-04-15', fiscal_year: null });
      expect(r.totals).toEqual({ minutes: 105, entries: 2, plans: 1, clients: 1, sessions: NONE });
      expect(r.by_month).toEqual([{ month: '2025-04', minutes: 105, entries: 2 }]);
      const inside = (await get('/api/getAllClientsReport?start_date=2025-04-02&end_date=2025-04-14')).data;
      expect(inside.totals).toEqual({ minutes: 0, entries: 0, plans: 0, clients: 0, sessions: NONE });
      expect(inside.clients).toEqual([]);
      const oneDay = (await get('/api/getAllClientsReport?start_date=2026-03-31&end_date=2026-03-31')).data;
      expect(oneDay.totals).toEqual({ minutes: 90, entries: 1, plans: 0, clients: 1, sessions: NONE });
    });

    it('leaves out an archived plan’s entries, also from the latest entry date', async () => {
      // The entry of 500 minutes on 2025-05-02 belongs to an archived plan.
      const r = (await get('/api/getAllClientsReport?start_date=2025-04-01&end_date=2025-05-31')).data;
      expect(r.clients).toHaveLength(1);
      expect(r.clients[0]).toMatchObject({
        client_id: c.cast.client.id,
        entries: 2,
        minutes: 105,
        last_entry_date: '2025-04-15',
        plans: 1,
      });
      expect(r.by_month).toEqual([
        { month: '2025-04', minutes: 105, entries: 2 },
        { month: '2025-05', minutes: 0, entries: 0 },
      ]);
    });

    it('defaults to the current fiscal year in Alberta', async () => {
      const r = (await get('/api/getAllClientsReport')).data;
      expect(r.period).toEqual(fiscalYearPeriod(fiscalYearOf(todayInAlberta())));
      expect(r.by_month).toHaveLength(12);
    });

    it('narrows to a region or to a coach’s clients', async () => {
      const calgary = (await get('/api/getAllClientsReport?year=2025&region=Calgary')).data;
      expect(calgary.totals).toEqual({ minutes: 195, entries: 3, plans: 1, clients: 1, sessions: NONE });
      expect(calgary.by_month.reduce((n: number, m: JsonBody) => n + m.minutes, 0)).toBe(195);
      const ofOtherCoach = (await get(`/api/getAllClientsReport?year=2025&coach_id=${c.cast.otherCoach.id}`)).data;
      expect(ofOtherCoach.totals).toEqual({ minutes: 45, entries: 2, plans: 1, clients: 1, sessions: NONE });
      expect(ofOtherCoach.clients.map((row: JsonBody) => row.client_id)).toEqual([c.cast.otherClient.id]);
      const nowhere = (await get('/api/getAllClientsReport?year=2025&region=Atlantis')).data;
      expect(nowhere.totals).toEqual({ minutes: 0, entries: 0, plans: 0, clients: 0, sessions: NONE });
    });
  });

  describe('GET /api/getAllClientsReport/regions', () => {
    it('sums per region, milestones included', async () => {
      const res = await get('/api/getAllClientsReport/regions?year=2025');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data).toEqual({
        period: { start_date: '2025-04-01', end_date: '2026-03-31', fiscal_year: 2025 },
        regions: [
          { region: 'Calgary', clients: 1, coaches: 1, plans: 1, entries: 3, minutes: 195, milestones: 2, sessions: NONE },
          { region: 'Edmonton', clients: 1, coaches: 1, plans: 1, entries: 2, minutes: 45, milestones: 1, sessions: NONE },
        ],
      });
    });
  });

  describe('GET /api/coach-report', () => {
    it('holds the coach’s own entries and plans of the period, and their current clients', async () => {
      const { coach, client } = c.cast;
      const res = await get(`/api/coach-report?coach_id=${coach.id}&year=2025`, 'coach');
      expect(res.statusCode, res.body).toBe(200);
      const r = res.data;
      expect(r.coach).toMatchObject({ id: coach.id, username: coach.username });
      expect(r.coach).not.toHaveProperty('password_hash');
      expect(r.users.map((u: JsonBody) => u.id)).toEqual([client.id]);
      expect(r.action_plans.map((p: JsonBody) => p.id)).toEqual([c.plans.p2]);
      expect(r.action_journals.map((e: JsonBody) => [e.date, e.minutes])).toEqual([
        ['2025-04-01', 45],
        ['2025-04-15', 60],
        ['2026-03-31', 90],
      ]);
      expect(r.totals).toEqual({ minutes: 195, entries: 3, plans: 1, clients: 1, sessions: NONE });
      expect(r.by_month).toHaveLength(12);
      expect(r.by_month[0]).toEqual({ month: '2025-04', minutes: 105, entries: 2 });
      expect(r.by_activity.find((a: JsonBody) => a.activity === 'training')).toEqual({ activity: 'training', minutes: 90, entries: 1 });
    });

    it('answers 404 for an id that is not a coach', async () => {
      expect((await get(`/api/coach-report?coach_id=${c.cast.client.id}`)).statusCode).toBe(404);
      expect((await get('/api/coach-report?coach_id=999999')).statusCode).toBe(404);
    });
  });

  describe('GET /api/client-report', () => {
    it('holds the client’s plans, entries and milestones of the period', async () => {
      const { client } = c.cast;
      const res = await get(`/api/client-report?client_id=${client.id}&year=2025`, 'client');
      expect(res.statusCode, res.body).toBe(200);
      const r = res.data;
      expect(r.user_details).toMatchObject({ id: client.id, business_name: 'Little Maples Day Home' });
      expect(r.action_plans.map((p: JsonBody) => p.id)).toEqual([c.plans.p2]);
      expect(r.action_journals.map((e: JsonBody) => e.minutes)).toEqual([45, 60, 90]);
      expect(r.milestones.map((m: JsonBody) => [m.kind, m.date, m.value])).toEqual([
        ['licence_obtained', '2025-09-01', null],
        ['spaces_added', '2025-10-01', 4],
      ]);
      expect(r.totals).toEqual({ minutes: 195, entries: 3, plans: 1, clients: 1, sessions: NONE });
      expect(r.by_activity).toEqual(
        FY2025_BY_ACTIVITY.map((a) => (a.activity === 'meeting' || a.activity === 'travel' ? { ...a, minutes: 0, entries: 0 } : a)),
      );
    });

    it('answers 404 for an archived client or an id that is not a client', async () => {
      expect((await get(`/api/client-report?client_id=${c.archived.id}`)).statusCode).toBe(404);
      expect((await get(`/api/client-report?client_id=${c.cast.coach.id}`)).statusCode).toBe(404);
      expect((await get('/api/client-report?client_id=999999')).statusCode).toBe(404);
    });
  });

  describe('access (docs/architecture.md#access)', () => {
    const ADMIN_ONLY = { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 403, admin: 200 };
    const ROWS: { name: string; url: (c: Centre) => string; expect: Record<ActorKey, number> }[] = [
      {
        name: 'coach report of coach',
        url: (c) => `/api/coach-report?coach_id=${c.cast.coach.id}`,
        expect: { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 403, admin: 200 },
      },
      {
        name: 'client report of client',
        url: (c) => `/api/client-report?client_id=${c.cast.client.id}`,
        expect: { visitor: 401, client: 200, otherClient: 403, coach: 200, otherCoach: 403, admin: 200 },
      },
      { name: 'all-clients report', url: () => '/api/getAllClientsReport', expect: ADMIN_ONLY },
      { name: 'region report', url: () => '/api/getAllClientsReport/regions', expect: ADMIN_ONLY },
    ];
    for (const row of ROWS) {
      for (const format of ['', '&format=csv', '&format=pdf']) {
        it(`${row.name}${format}`, async () => {
          const base = row.url(c);
          const url = base.includes('?') ? `${base}${format}` : `${base}${format.replace('&', '?')}`;
          const got: Record<string, number> = {};
          for (const actor of ACTORS) {
            const res = await get(url, actor);
            got[actor] = res.statusCode;
            if (res.statusCode >= 400) expect(res.data).toMatchObject({ error: expect.any(String) });
          }
          expect(got).toEqual(row.expect);
        });
      }
    }
  });

  describe('bad input → 400 VALIDATION_ERROR with issues', () => {
    const BAD: [string, string][] = [
      ['coach report without coach_id', '/api/coach-report'],
      ['client report without client_id', '/api/client-report?year=2025'],
      ['a date that is not one', '/api/getAllClientsReport?start_date=2025-02-30&end_date=2025-03-31'],
      ['a date in another form', '/api/getAllClientsReport?start_date=01/04/2025&end_date=2025-03-31'],
      ['a reversed range', '/api/getAllClientsReport?start_date=2025-05-01&end_date=2025-04-30'],
      ['half a range', '/api/getAllClientsReport?start_date=2025-05-01'],
      ['year together with dates', '/api/getAllClientsReport?year=2025&start_date=2025-04-01&end_date=2025-04-30'],
      ['a year that is not one', '/api/getAllClientsReport?year=twenty'],
      ['an unknown format', '/api/getAllClientsReport?format=xlsx'],
      ['an unknown parameter', '/api/getAllClientsReport?colour=blue'],
      ['a reversed range (client report)', '/api/client-report?client_id=1&start_date=2025-05-01&end_date=2025-04-30'],
      ['year with dates (coach report)', '/api/coach-report?coach_id=1&year=2025&end_date=2025-04-30'],
      ['a period of more than ten years', '/api/getAllClientsReport/regions?start_date=2000-01-01&end_date=2025-01-01'],
    ];
    for (const [name, url] of BAD) {
      it(name, async () => {
        const res = await get(url);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.data.code).toBe('VALIDATION_ERROR');
        expect(res.data.issues.length).toBeGreaterThan(0);
      });
    }
  });

  describe('CSV', () => {
    const csvOf = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      return { res, rows: parseCsv(res.body.slice(1)) };
    };
    const filename = (res: Res) => /^attachment; filename="([^"]+)"$/.exec(String(res.headers['content-disposition']))?.[1];
    const today = todayInAlberta();

    it('all clients: a row per client and a totals row equal to the JSON totals', async () => {
      const json = (await get('/api/getAllClientsReport?year=2025')).data;
      const { res, rows } = await csvOf('/api/getAllClientsReport?year=2025&format=csv');
      expect(filename(res)).toBe(`all-clients-report-fy2025-${today}.csv`);
      const [header, ...rest] = rows;
      expect(header).toEqual([
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
      ]);
      expect(rest).toHaveLength(json.clients.length + 1);
      expect(rest.slice(0, -1).map((r) => Number(r[0]))).toEqual(json.clients.map((row: JsonBody) => row.client_id));
      const totals = rest.at(-1)!;
      expect(totals[0]).toBe('Total');
      expect(totals[1]).toBe(`${json.totals.clients} clients`);
      expect({ plans: Number(totals[6]), entries: Number(totals[7]), minutes: Number(totals[8]) }).toEqual({
        plans: json.totals.plans,
        entries: json.totals.entries,
        minutes: json.totals.minutes,
      });
      expect(totals[9]).toBe('4.00');
      expect(Number(totals[11])).toBe(3);
    });

    it('regions: a row per region and the totals', async () => {
      const { res, rows } = await csvOf('/api/getAllClientsReport/regions?year=2025&format=csv');
      expect(filename(res)).toBe(`regions-report-fy2025-${today}.csv`);
      expect(rows).toEqual([
        ['Region', 'Clients', 'Coaches', 'Plans', 'Entries', 'Minutes', 'Hours', 'Milestones', ...SESSION_COLUMNS],
        ['Calgary', '1', '1', '1', '3', '195', '3.25', '2', '0', '0', '0'],
        ['Edmonton', '1', '1', '1', '2', '45', '0.75', '1', '0', '0', '0'],
        ['Total', '2', '2', '2', '5', '240', '4.00', '3', '0', '0', '0'],
      ]);
    });

    it('coach and client reports: a row per entry and the totals', async () => {
      const { coach, client } = c.cast;
      const coachJson = (await get(`/api/coach-report?coach_id=${coach.id}&year=2025`)).data;
      const coachCsv = await csvOf(`/api/coach-report?coach_id=${coach.id}&year=2025&format=csv`);
      expect(filename(coachCsv.res)).toBe(`coach-report-${coach.id}-fy2025-${today}.csv`);
      expect(coachCsv.rows[0]).toEqual(['Date', 'Client', 'Business', 'Plan', 'Activity', 'Minutes', 'Notes', ...SESSION_COLUMNS]);
      expect(coachCsv.rows.slice(1, -1).map((r) => [r[0], r[5]])).toEqual([
        ['2025-04-01', '45'],
        ['2025-04-15', '60'],
        ['2026-03-31', '90'],
      ]);
      expect(coachCsv.rows.at(-1)).toEqual([
        'Total',
        `${coachJson.totals.clients} clients`,
        '',
        `${coachJson.totals.plans} plans`,
        `${coachJson.totals.entries} entries`,
        String(coachJson.totals.minutes),
        '',
        '0',
        '0',
        '0',
      ]);

      const range = 'start_date=2025-04-01&end_date=2025-04-30';
      const clientJson = (await get(`/api/client-report?client_id=${client.id}&${range}`)).data;
      const clientCsv = await csvOf(`/api/client-report?client_id=${client.id}&${range}&format=csv`);
      expect(filename(clientCsv.res)).toBe(`client-report-${client.id}-2025-04-01-to-2025-04-30-${today}.csv`);
      expect(clientCsv.rows[0]).toEqual(['Date', 'Plan', 'Coach', 'Activity', 'Minutes', 'Notes', ...SESSION_COLUMNS]);
      expect(clientCsv.rows[1]).toEqual([
        '2025-04-01',
        'Plan of 2025-03-15',
        `${coach.row.firstname} ${coach.row.lastname}`,
        'Phone call',
        '45',
        '',
        '',
        '',
        '',
      ]);
      expect(clientCsv.rows.at(-1)).toEqual([
        'Total',
        `${clientJson.totals.plans} plans`,
        '',
        `${clientJson.totals.entries} entries`,
        String(clientJson.totals.minutes),
        '',
        '0',
        '0',
        '0',
      ]);
      expect(clientJson.totals).toEqual({ minutes: 105, entries: 2, plans: 1, clients: 1, sessions: NONE });
    });

    it('keeps a formula out of a spreadsheet', async () => {
      const evil = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary', business_name: '=HYPERLINK("http://x","y")' });
      const p = await plan(t, evil.id, c.cast.coach.id, '2019-08-01');
      await entry(t, p, evil.id, c.cast.coach.id, '2019-08-02', 15, 'email');
      try {
        const { rows } = await csvOf('/api/getAllClientsReport?start_date=2019-08-01&end_date=2019-08-31&format=csv');
        expect(rows[1][3]).toBe(`'=HYPERLINK("http://x","y")`);
      } finally {
        await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', evil.id).execute();
      }
    });
  });

  describe('PDF', () => {
    const pdfOf = async (url: string, actor: ActorKey = 'admin') => {
      const res = await get(url, actor);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      return { res, text: await pdfToText(res.rawPayload) };
    };

    it('client report: the centre, the client and their business, the period and the totals', async () => {
      const { client } = c.cast;
      const { res, text } = await pdfOf(`/api/client-report?client_id=${client.id}&year=2025&format=pdf`, 'coach');
      expect(String(res.headers['content-disposition'])).toContain(`client-report-${client.id}-fy2025-`);
      expect(text).toContain(CENTRE_DEFAULTS.name);
      expect(text).toContain(`${client.row.firstname} ${client.row.lastname}`);
      expect(text).toContain('Little Maples Day Home');
      expect(text).toContain('fiscal year 2025–26');
      expect(text).toContain('Minutes by month');
      expect(text).toContain('Licence obtained');
      expect(text).toMatch(/Total\s+3\s+195\s+3\.3/);
    });

    it('coach, all-clients and region reports', async () => {
      const coach = await pdfOf(`/api/coach-report?coach_id=${c.cast.coach.id}&year=2025&format=pdf`);
      expect(coach.text).toContain(CENTRE_DEFAULTS.name);
      expect(coach.text).toContain(`${c.cast.coach.row.firstname} ${c.cast.coach.row.lastname}`);
      const all = await pdfOf('/api/getAllClientsReport?year=2025&format=pdf');
      expect(all.text).toContain('All clients report');
      expect(all.text).toMatch(/Total\s+5\s+240\s+4\.0/);
      const regions = await pdfOf('/api/getAllClientsReport/regions?year=2025&region=Edmonton&format=pdf');
      expect(regions.text).toContain('Region: Edmonton');
      expect(regions.text).toMatch(/Edmonton\s+1\s+1\s+1\s+2\s+0\.8\s+1/);
    });

    it('a period of ten years runs onto more pages', async () => {
      const { text } = await pdfOf('/api/getAllClientsReport?start_date=2016-04-01&end_date=2026-03-31&format=pdf');
      expect(text).toContain('Mar 2026');
      expect(text.split('\f').length).toBeGreaterThan(2);
    });
  });
});

describe('reports on a SQLite file (a second connection in a worker thread)', () => {
  let t: TestApp;
  let c: Centre;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tc-report-file-'));
    t = await createTestApp('sqlite', { sqliteFile: path.join(dir, 'app.db') });
    c = await makeCentre(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same sums', async () => {
    const may = (
      await call(t.app, 'GET', '/api/getAllClientsReport?start_date=2025-04-01&end_date=2025-05-31', { token: c.cast.admin.token })
    ).data;
    expect(may.clients[0]).toMatchObject({ entries: 2, minutes: 105, last_entry_date: '2025-04-15' });
    expect(may.totals).toEqual({ minutes: 105, entries: 2, plans: 1, clients: 1, sessions: NONE });
    for (const url of ['/api/getAllClientsReport?year=2025', '/api/getAllClientsReport?year=2025&region=Calgary']) {
      const r = (await call(t.app, 'GET', url, { token: c.cast.admin.token })).data;
      if (url.includes('region')) expect(r.totals).toEqual({ minutes: 195, entries: 3, plans: 1, clients: 1, sessions: NONE });
      else {
        expect(r.totals).toEqual({ minutes: 240, entries: 5, plans: 2, clients: 2, sessions: NONE });
        expect(r.by_month).toEqual(FY2025_BY_MONTH);
        expect(r.by_activity).toEqual(FY2025_BY_ACTIVITY);
        expect(r.clients[0].coaches).toHaveLength(1);
      }
    }
    const regions = (await call(t.app, 'GET', '/api/getAllClientsReport/regions?year=2025', { token: c.cast.admin.token })).data;
    expect(regions.regions.map((r: JsonBody) => [r.region, r.minutes])).toEqual([
      ['Calgary', 195],
      ['Edmonton', 45],
    ]);
  });

  it('runs a query in the worker, and here when the worker cannot', async () => {
    const errors: Error[] = [];
    const reader = new SqliteReader(t.config.sqliteFile, (e) => errors.push(e));
    try {
      const query = t.app.db.selectFrom('users').select(['id', 'username']).orderBy('id');
      expect(await reader.run(query)).toEqual(await query.execute());
      expect(errors).toEqual([]);
      // A statement the worker's read-only connection refuses comes back to the main connection.
      const write = t.app.db.updateTable('users').set({ phone: '780-555-0100' }).where('id', '=', c.cast.client.id).returning('id');
      expect(await reader.run(write)).toEqual([{ id: c.cast.client.id }]);
      expect(errors).toHaveLength(1);
    } finally {
      await reader.close();
    }
  });

  it('reads here from then on when the worker cannot open the database', async () => {
    const errors: Error[] = [];
    const reader = new SqliteReader(path.join(dir, 'missing.db'), (e) => errors.push(e));
    try {
      const query = t.app.db.selectFrom('users').select('id').orderBy('id');
      const expected = await query.execute();
      expect(await reader.run(query)).toEqual(expected);
      expect(await reader.run(query)).toEqual(expected);
      expect(errors).toHaveLength(1);
    } finally {
      await reader.close();
    }
  });
});

/**
 * Sessions in the reports: counted by how they ended (completed, cancelled, no-show) on the
 * session's Alberta date, live sessions of live clients only, in the JSON, the CSV and the PDF.
 */
describe.each(DATABASES)('sessions in the reports on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  const get = (url: string) => call(t.app, 'GET', url, { token: cast.admin.token });
  const MAY = 'start_date=2025-05-01&end_date=2025-05-31';
  let uid = 0;

  /** A session starting at an Alberta time, with the status it ended in. */
  async function session(clientId: number, coachId: number, localStart: string, status: string, deleted = false) {
    const now = nowIso();
    uid += 1;
    await t.app.db
      .insertInto('coaching_sessions')
      .values({
        client_id: clientId,
        coach_id: coachId,
        actionplan_id: null,
        ...sessionTimes(localStart, 60),
        minutes: 60,
        kind: 'visit',
        location: null,
        agenda: null,
        status: status as 'completed',
        status_reason: status === 'cancelled' ? 'Sick child at the day home' : null,
        status_by: null,
        status_at: null,
        series_id: null,
        repeat_rule: null,
        uid: `report-test-${uid}@sessions.training-centre`,
        created_by: coachId,
        created_at: now,
        updated_at: now,
        deleted_at: deleted ? now : null,
      })
      .execute();
  }

  /**
   * May 2025 (Alberta): client 3 completed (one at 23:30 on May 31, already June 1 in UTC), 1 cancelled,
   * 1 no-show; otherClient 1 cancelled. Not counted: a scheduled and a requested session, a deleted
   * one, an archived client's, and one at 23:30 on April 30 (May 1 in UTC), which is April's.
   */
  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    const { coach, otherCoach, client, otherClient } = cast;
    const archived = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
    await assign(t.app, archived.id, coach.id);
    await session(client.id, coach.id, '2025-05-06T10:00', 'completed');
    await session(client.id, coach.id, '2025-05-13T10:00', 'completed');
    await session(client.id, coach.id, '2025-05-31T23:30', 'completed');
    await session(client.id, coach.id, '2025-04-30T23:30', 'completed');
    await session(client.id, coach.id, '2025-05-07T10:00', 'cancelled');
    await session(client.id, coach.id, '2025-05-08T10:00', 'no_show');
    await session(client.id, coach.id, '2025-05-20T10:00', 'scheduled');
    await session(client.id, coach.id, '2025-05-21T10:00', 'requested');
    await session(client.id, coach.id, '2025-05-22T10:00', 'completed', true);
    await session(otherClient.id, otherCoach.id, '2025-05-10T14:00', 'cancelled');
    await session(archived.id, coach.id, '2025-05-12T10:00', 'completed');
    await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', archived.id).execute();
  });
  afterAll(() => t?.close());

  it('counts them in the JSON of every report, by the Alberta date', async () => {
    const { coach, client, otherClient } = cast;
    const all = (await get(`/api/getAllClientsReport?${MAY}`)).data;
    expect(all.totals).toEqual({ minutes: 0, entries: 0, plans: 0, clients: 2, sessions: { completed: 3, cancelled: 2, no_show: 1 } });
    // By last name: the fixtures number people in order of creation (client before otherClient).
    expect(all.clients.map((r: JsonBody) => [r.client_id, r.sessions])).toEqual([
      [client.id, { completed: 3, cancelled: 1, no_show: 1 }],
      [otherClient.id, { completed: 0, cancelled: 1, no_show: 0 }],
    ]);
    expect(allClientsReportSchema.parse(all)).toEqual(all);

    const regions = (await get(`/api/getAllClientsReport/regions?${MAY}`)).data;
    expect(regions.regions.map((r: JsonBody) => [r.region, r.clients, r.sessions])).toEqual([
      ['Calgary', 1, { completed: 3, cancelled: 1, no_show: 1 }],
      ['Edmonton', 1, { completed: 0, cancelled: 1, no_show: 0 }],
    ]);

    const coachReport = (await get(`/api/coach-report?coach_id=${coach.id}&${MAY}`)).data;
    expect(coachReport.totals).toEqual({
      minutes: 0,
      entries: 0,
      plans: 0,
      clients: 1,
      sessions: { completed: 3, cancelled: 1, no_show: 1 },
    });
    const clientReport = (await get(`/api/client-report?client_id=${client.id}&${MAY}`)).data;
    expect(clientReport.totals.sessions).toEqual({ completed: 3, cancelled: 1, no_show: 1 });
    const other = (await get(`/api/client-report?client_id=${otherClient.id}&${MAY}`)).data;
    expect(other.totals.sessions).toEqual({ completed: 0, cancelled: 1, no_show: 0 });

    // 23:30 on April 30 in Alberta is April's, though it is May 1 in UTC.
    const april = (await get(`/api/client-report?client_id=${client.id}&start_date=2025-04-01&end_date=2025-04-30`)).data;
    expect(april.totals.sessions).toEqual({ completed: 1, cancelled: 0, no_show: 0 });
    const narrowed = (await get(`/api/getAllClientsReport?${MAY}&coach_id=${coach.id}`)).data;
    expect(narrowed.totals.sessions).toEqual({ completed: 3, cancelled: 1, no_show: 1 });
    expect(narrowed.clients.map((r: JsonBody) => r.client_id)).toEqual([client.id]);
  });

  it('gives them columns in the CSV', async () => {
    const { coach, client } = cast;
    const csv = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return parseCsv(res.body.slice(1));
    };
    const all = await csv(`/api/getAllClientsReport?${MAY}&format=csv`);
    expect(all[0].slice(-3)).toEqual(SESSION_COLUMNS);
    expect(all.find((r) => Number(r[0]) === client.id)!.slice(-3)).toEqual(['3', '1', '1']);
    expect(all.at(-1)!.slice(-3)).toEqual(['3', '2', '1']);
    const regions = await csv(`/api/getAllClientsReport/regions?${MAY}&format=csv`);
    expect(regions.map((r) => [r[0], ...r.slice(-3)])).toEqual([
      ['Region', ...SESSION_COLUMNS],
      ['Calgary', '3', '1', '1'],
      ['Edmonton', '0', '1', '0'],
      ['Total', '3', '2', '1'],
    ]);
    const coachCsv = await csv(`/api/coach-report?coach_id=${coach.id}&${MAY}&format=csv`);
    expect(coachCsv[0].slice(-3)).toEqual(SESSION_COLUMNS);
    expect(coachCsv.at(-1)!.slice(-3)).toEqual(['3', '1', '1']);
    const clientCsv = await csv(`/api/client-report?client_id=${client.id}&${MAY}&format=csv`);
    expect(clientCsv.at(-1)!.slice(-3)).toEqual(['3', '1', '1']);
  });

  it('says them in the PDF', async () => {
    const { coach, client } = cast;
    const pdf = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return pdfToText(res.rawPayload);
    };
    const all = await pdf(`/api/getAllClientsReport?${MAY}&format=pdf`);
    expect(all).toContain('Sessions in the period: 3 completed, 2 cancelled, 1 no-show');
    expect(all).toContain('Sessions by region');
    expect(all).toMatch(/Calgary\s+3\s+1\s+1\n/);
    expect(all).toMatch(/Total\s+3\s+2\s+1\n/);
    const regions = await pdf(`/api/getAllClientsReport/regions?${MAY}&format=pdf`);
    expect(regions).toContain('Sessions in the period: 3 completed, 2 cancelled, 1 no-show');
    expect(regions).toMatch(/Edmonton\s+0\s+1\s+0\n/);
    const coachPdf = await pdf(`/api/coach-report?coach_id=${coach.id}&${MAY}&format=pdf`);
    expect(coachPdf).toContain('Sessions in the period: 3 completed, 1 cancelled, 1 no-show');
    expect(coachPdf).toContain('Sessions by client');
    expect(coachPdf).toMatch(new RegExp(`${client.row.firstname} ${client.row.lastname}\\s+3\\s+1\\s+1\\n`));
    const clientPdf = await pdf(`/api/client-report?client_id=${client.id}&${MAY}&format=pdf`);
    expect(clientPdf).toContain('Sessions in the period: 3 completed, 1 cancelled, 1 no-show');
  });
});

describe.each(DATABASES)("each client's coaches in the all-clients and per-region reports on %s", (kind) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('names the live coaches of each client by last name, first name and id, never an archived one; a region counts each once', async () => {
    t = await createTestApp(kind);
    const admin = await makeUser(t.app, ROLES.ADMIN);
    const client = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Noor', lastname: 'Haddad', region: 'Calgary' });
    const other = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Ava', lastname: 'Brooks', region: 'Edmonton' });
    const third = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Eli', lastname: 'Stone', region: 'Calgary' });
    const young = await makeUser(t.app, ROLES.COACH, { firstname: 'Zed', lastname: 'Young' });
    const adamsB = await makeUser(t.app, ROLES.COACH, { firstname: 'Bea', lastname: 'Adams' });
    const adamsA = await makeUser(t.app, ROLES.COACH, { firstname: 'Al', lastname: 'Adams' });
    const gone = await makeUser(t.app, ROLES.COACH, { firstname: 'Cy', lastname: 'Baker' });
    for (const coach of [young, adamsB, gone, adamsA]) await assign(t.app, client.id, coach.id);
    await assign(t.app, other.id, gone.id);
    await assign(t.app, other.id, young.id);
    await assign(t.app, third.id, adamsA.id);
    await t.app.db.updateTable('users').set({ deleted_at: '2025-06-01T00:00:00.000Z' }).where('id', '=', gone.id).execute();
    for (const [who, coach] of [
      [client, young],
      [other, young],
      [third, adamsA],
    ] as const) {
      const plan = await call(t.app, 'POST', '/api/action-plans', {
        token: admin.token,
        body: { client_id: who.id, coach_id: coach.id, date: '2025-05-01', summary: 'Licensing' },
      });
      expect(plan.statusCode, plan.body).toBe(201);
    }
    const ref = (p: Person) => ({ id: p.id, firstname: p.row.firstname, lastname: p.row.lastname });
    const youngs = [
      [other.id, [ref(young)]],
      [client.id, [ref(adamsA), ref(adamsB), ref(young)]],
    ];
    for (const [url, rows] of [
      ['/api/getAllClientsReport?year=2025', [...youngs, [third.id, [ref(adamsA)]]]],
      // Zed Young's clients only: Eli Stone is Al Adams's alone.
      [`/api/getAllClientsReport?year=2025&coach_id=${young.id}`, youngs],
    ] as const) {
      const res = await call(t.app, 'GET', url, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.data.clients.map((r: JsonBody) => [r.client_id, r.coaches]),
        url,
      ).toEqual(rows);
    }
    // Calgary's two clients share Al Adams: three live coaches there, not four (nor five with the archived one).
    const regions = await call(t.app, 'GET', '/api/getAllClientsReport/regions?year=2025', { token: admin.token });
    expect(regions.statusCode, regions.body).toBe(200);
    expect(regions.data.regions.map((r: JsonBody) => [r.region, r.clients, r.coaches])).toEqual([
      ['Calgary', 2, 3],
      ['Edmonton', 1, 1],
    ]);
    const csv = await call(t.app, 'GET', '/api/getAllClientsReport/regions?year=2025&format=csv', { token: admin.token });
    expect(csv.body.trim().split('\n').at(-1)).toMatch(/^Total,3,3,/);
  });
});
