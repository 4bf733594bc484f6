import { dashboardSchema } from '@tc/contract/dashboard';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fiscalQuarterOf, fiscalYearOf, monthOf } from '../src/lib/alberta-calendar';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { assign, type Cast, makeCast, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * GET /dashboard over a small centre made by hand, with dates counted back from
 * today: what each role sees, the 30-day nudges at their edge (31 days: a nudge;
 * 29: not), what is left out (deleted plans and entries, archived people), and
 * that nobody sees another coach's or client's records.
 */

const today = todayInAlberta();
const ago = (days: number) => addDays(today, -days);
const inMonth = (date: string) => date.slice(0, 7) === today.slice(0, 7);
const inFiscalYear = (date: string) => fiscalYearOf(date) === fiscalYearOf(today);
const q = fiscalQuarterOf(today);
const inQuarter = (date: string) => date >= q.start_date && date <= q.end_date;

/** The live entries made below: what the sums must add up to. */
const live: {
  coach: 'coach' | 'otherCoach' | 'roaming';
  client: 'client' | 'quiet' | 'otherClient' | 'lonely';
  date: string;
  minutes: number;
}[] = [];

interface Centre {
  cast: Cast;
  quiet: Person;
  newcomer: Person;
  lonely: Person;
  orphan: Person;
  plans: Record<'a' | 'b' | 'deleted' | 'fresh' | 'empty' | 'quietPlan' | 'other', number>;
}

async function makeCentre(t: TestApp): Promise<Centre> {
  const db = t.app.db;
  const now = nowIso();
  const cast = await makeCast(t.app);
  const { coach, otherCoach, client, otherClient } = cast;
  const quiet = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Quinn', lastname: 'Quiet', business_name: 'Quiet Corner' });
  const newcomer = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Nora', lastname: 'Newcomer' });
  const archived = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Gone', lastname: 'Archived' });
  const lonely = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Lena', lastname: 'Lonely' });
  const orphan = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Otto', lastname: 'Orphan', region: 'South Alberta' });
  const goneCoach = await makeUser(t.app, ROLES.COACH, { region: 'South Alberta' });
  const roaming = await makeUser(t.app, ROLES.COACH, { region: null });
  for (const c of [quiet, newcomer, archived]) await assign(t.app, c.id, coach.id);
  await assign(t.app, orphan.id, goneCoach.id);
  // Quiet and the client have been coached for two months; the newcomer since today.
  await db
    .updateTable('client_coach')
    .set({ created_at: '2000-01-01T00:00:00.000Z' })
    .where('client_id', 'in', [client.id, quiet.id])
    .execute();

  const plan = async (clientId: number, coachId: number, date: string, summary: string, deleted = false) =>
    (
      await db
        .insertInto('action_plans')
        .values({
          client_id: clientId,
          coach_id: coachId,
          date,
          summary,
          description: null,
          created_at: now,
          updated_at: now,
          deleted_at: deleted ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const entry = async (planId: number, clientId: number, coachId: number, date: string, minutes: number, deleted = false) =>
    db
      .insertInto('action_journals')
      .values({
        actionplan_id: planId,
        client_id: clientId,
        coach_id: coachId,
        date,
        minutes,
        activity: 'meeting',
        notes: null,
        created_at: now,
        updated_at: now,
        deleted_at: deleted ? now : null,
      })
      .execute();

  const plans = {
    a: await plan(client.id, coach.id, ago(60), 'Plan A: last entry 31 days ago'),
    b: await plan(client.id, coach.id, ago(60), 'Plan B: last entry 29 days ago'),
    deleted: await plan(client.id, coach.id, ago(1), 'Deleted plan', true),
    fresh: await plan(client.id, coach.id, ago(10), 'Fresh plan'),
    empty: await plan(client.id, coach.id, ago(40), 'Plan without entries'),
    quietPlan: await plan(quiet.id, coach.id, ago(50), 'Quiet plan'),
    other: await plan(otherClient.id, otherCoach.id, ago(60), "Another coach's plan"),
  };
  await plan(archived.id, coach.id, ago(60), 'Archived client plan');
  const lonelyPlan = await plan(lonely.id, roaming.id, ago(5), 'A plan by a coach no longer assigned');
  const logged = async (p: number, who: (typeof live)[number], clientId: number, coachId: number) => {
    live.push(who);
    await entry(p, clientId, coachId, who.date, who.minutes);
  };
  await logged(plans.a, { coach: 'coach', client: 'client', date: ago(31), minutes: 30 }, client.id, coach.id);
  await logged(plans.b, { coach: 'coach', client: 'client', date: ago(29), minutes: 45 }, client.id, coach.id);
  await logged(plans.b, { coach: 'coach', client: 'client', date: ago(70), minutes: 50 }, client.id, coach.id);
  await logged(plans.quietPlan, { coach: 'coach', client: 'quiet', date: ago(31), minutes: 60 }, quiet.id, coach.id);
  await logged(plans.other, { coach: 'otherCoach', client: 'otherClient', date: today, minutes: 25 }, otherClient.id, otherCoach.id);
  await logged(plans.other, { coach: 'otherCoach', client: 'otherClient', date: ago(400), minutes: 15 }, otherClient.id, otherCoach.id);
  await logged(lonelyPlan, { coach: 'roaming', client: 'lonely', date: today, minutes: 15 }, lonely.id, roaming.id);
  // Left out: a deleted entry, an entry of a deleted plan, an archived client's entry.
  await entry(plans.a, client.id, coach.id, ago(2), 500, true);
  await entry(plans.deleted, client.id, coach.id, today, 700);
  await db.updateTable('users').set({ deleted_at: now }).where('id', 'in', [archived.id, goneCoach.id]).execute();
  return { cast, quiet, newcomer, lonely, orphan, plans };
}

const sum = (pick: (e: (typeof live)[number]) => boolean) => live.filter(pick).reduce((n, e) => n + e.minutes, 0);

describe.each(DATABASES)('GET /dashboard (%s)', (kind) => {
  let t: TestApp;
  let centre: Centre;
  const dashboard = async (who: Person) => {
    const res = await call(t.app, 'GET', '/api/dashboard', { token: who.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return dashboardSchema.parse(res.data);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    live.length = 0;
    centre = await makeCentre(t);
  });
  afterAll(async () => t.close());

  it('answers 401 without a token', async () => {
    const res = await call(t.app, 'GET', '/api/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.data.code).toBe('UNAUTHENTICATED');
  });

  it('gives a coach their own clients, the 30-day nudges and the time they logged', async () => {
    const { cast, quiet, newcomer, plans } = centre;
    const d = await dashboard(cast.coach);
    if (d.role !== 'coach') throw new Error(`a coach got the ${d.role} dashboard`);
    expect(d.today).toBe(today);
    expect(d.clients.total).toBe(3);
    expect(d.clients.rows).toEqual([
      {
        id: cast.client.id,
        firstname: cast.client.row.firstname,
        lastname: cast.client.row.lastname,
        business_name: 'Little Maples Day Home',
        last_entry_date: ago(29),
        open_plans: 4,
      },
      { id: newcomer.id, firstname: 'Nora', lastname: 'Newcomer', business_name: null, last_entry_date: null, open_plans: 0 },
      { id: quiet.id, firstname: 'Quinn', lastname: 'Quiet', business_name: 'Quiet Corner', last_entry_date: ago(31), open_plans: 1 },
    ]);
    // Oldest activity first: the plan without entries (dated 40 days ago), then the two last logged 31 days ago.
    expect(d.nudges.plans.rows.map((p) => [p.id, p.last_entry_date])).toEqual([
      [plans.empty, null],
      [plans.a, ago(31)],
      [plans.quietPlan, ago(31)],
    ]);
    expect(d.nudges.plans.total).toBe(3);
    expect(d.nudges.plans.rows[1]).toMatchObject({
      summary: 'Plan A: last entry 31 days ago',
      date: ago(60),
      client: { id: cast.client.id },
    });
    // The newcomer was assigned today: not a nudge yet.
    expect(d.nudges.clients).toEqual({
      total: 1,
      rows: [{ id: quiet.id, firstname: 'Quinn', lastname: 'Quiet', business_name: 'Quiet Corner', last_entry_date: ago(31) }],
    });
    const mine = (e: (typeof live)[number]) => e.coach === 'coach';
    expect(d.minutes).toEqual({ month: sum((e) => mine(e) && inMonth(e.date)), fiscal_year: sum((e) => mine(e) && inFiscalYear(e.date)) });
    expect(d.period.month).toBe(today.slice(0, 7));
    expect(d.period.fiscal_year.year).toBe(fiscalYearOf(today));
  });

  it("never shows a coach another coach's clients or plans", async () => {
    const { cast } = centre;
    const d = await dashboard(cast.otherCoach);
    if (d.role !== 'coach') throw new Error(`a coach got the ${d.role} dashboard`);
    expect(d.clients.rows.map((c) => c.id)).toEqual([cast.otherClient.id]);
    expect(d.nudges.plans.rows.map((p) => p.id)).toEqual([]);
    expect(d.nudges.clients.total).toBe(0);
    expect(JSON.stringify(d)).not.toContain('Plan A');
    expect(d.minutes.month).toBe(sum((e) => e.coach === 'otherCoach' && inMonth(e.date)));
  });

  it('gives an administrator the clients without a coach, hours by region this quarter and recent changes', async () => {
    const { cast, lonely, orphan } = centre;
    const db = t.app.db;
    // Sign-in events are not changes: the newest entry of all is left out.
    await db
      .insertInto('audit_entries')
      .values({
        at: '2030-01-02T00:00:00.000Z',
        actor_id: cast.admin.id,
        action: 'login',
        entity: 'user',
        entity_id: cast.admin.id,
        before: null,
        after: null,
        ip: null,
      })
      .execute();
    for (let i = 1; i <= 12; i += 1) {
      await db
        .insertInto('audit_entries')
        .values({
          at: `2030-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
          actor_id: cast.admin.id,
          action: 'update',
          entity: 'user',
          entity_id: i,
          before: '{"a":1}',
          after: '{"a":2}',
          ip: null,
        })
        .execute();
    }
    const d = await dashboard(cast.admin);
    if (d.role !== 'admin') throw new Error(`an administrator got the ${d.role} dashboard`);
    // No one has applied in this centre (test/applications.test.ts counts them).
    expect(d.new_applications).toBe(0);
    // Newest first; the orphan's only coach is archived; archived clients are left out.
    expect(d.clients_without_coach).toEqual({
      total: 2,
      rows: [
        { id: orphan.id, firstname: 'Otto', lastname: 'Orphan', business_name: null, region: 'South Alberta' },
        { id: lonely.id, firstname: 'Lena', lastname: 'Lonely', business_name: null, region: null },
      ],
    });
    // Every region of the centre, zeros included, by the client's region; then clients without one (the quiet client, the lonely one).
    const names = (await db.selectFrom('regions').select('name').execute()).map((r) => r.name).sort((a, b) => a.localeCompare(b, 'en-CA'));
    expect(names).toEqual(expect.arrayContaining(['Calgary', 'Edmonton', 'South Alberta']));
    const of = (client: (typeof live)[number]['client']) => sum((e) => e.client === client && inQuarter(e.date));
    const regionMinutes: Record<string, number> = { Calgary: of('client'), Edmonton: of('otherClient') };
    expect(d.quarter).toEqual({
      ...q,
      regions: [
        ...names.map((region) => ({ region, minutes: regionMinutes[region] ?? 0 })),
        { region: null, minutes: of('lonely') + of('quiet') },
      ],
    });
    expect(of('lonely')).toBe(15);
    expect(d.recent_changes).toHaveLength(10);
    expect(d.recent_changes.map((e) => e.entity_id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(d.recent_changes[0]).toMatchObject({ action: 'update', actor: { id: cast.admin.id }, before: { a: 1 }, after: { a: 2 } });
  });

  it('gives a client their coach, their latest plan and their hours, and nothing of anyone else', async () => {
    const { cast, plans } = centre;
    const d = await dashboard(cast.client);
    if (d.role !== 'client') throw new Error(`a client got the ${d.role} dashboard`);
    expect(d.coaches).toEqual([
      {
        id: cast.coach.id,
        firstname: cast.coach.row.firstname,
        lastname: cast.coach.row.lastname,
        phone: null,
        email: cast.coach.row.email,
      },
    ]);
    // The deleted plan is dated later, but it is deleted.
    expect(d.latest_plan).toEqual({ id: plans.fresh, date: ago(10), summary: 'Fresh plan' });
    const theirs = (e: (typeof live)[number]) => e.client === 'client';
    expect(d.minutes).toEqual({
      month: sum((e) => theirs(e) && inMonth(e.date)),
      fiscal_year: sum((e) => theirs(e) && inFiscalYear(e.date)),
      total: 125,
    });

    const other = await dashboard(cast.otherClient);
    if (other.role !== 'client') throw new Error(`a client got the ${other.role} dashboard`);
    expect(other.coaches.map((c) => c.id)).toEqual([cast.otherCoach.id]);
    expect(other.latest_plan?.id).toBe(plans.other);
    expect(other.minutes.total).toBe(40);
  });
});

describe('the calendar of the dashboards', () => {
  it('finds the fiscal quarter of a date: April to June is the first, January to March the fourth', () => {
    expect(fiscalQuarterOf('2026-04-01')).toEqual({ fiscal_year: 2026, quarter: 1, start_date: '2026-04-01', end_date: '2026-06-30' });
    expect(fiscalQuarterOf('2026-09-30')).toEqual({ fiscal_year: 2026, quarter: 2, start_date: '2026-07-01', end_date: '2026-09-30' });
    expect(fiscalQuarterOf('2026-12-31')).toEqual({ fiscal_year: 2026, quarter: 3, start_date: '2026-10-01', end_date: '2026-12-31' });
    expect(fiscalQuarterOf('2027-03-31')).toEqual({ fiscal_year: 2026, quarter: 4, start_date: '2027-01-01', end_date: '2027-03-31' });
    expect(fiscalQuarterOf('2027-01-01').quarter).toBe(4);
  });

  it('finds the month of a date, leap days included', () => {
    expect(monthOf('2028-02-10')).toEqual({ month: '2028-02', start_date: '2028-02-01', end_date: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ month: '2026-12', start_date: '2026-12-01', end_date: '2026-12-31' });
  });
});
