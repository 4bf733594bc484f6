import { MILESTONE_KINDS } from '@tc/contract/reports';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENTS } from '../src/demo/demo-data';
import { demoRandom } from '../src/demo/demo-random';
import { addDays, utcToAlberta } from '../src/lib/alberta-calendar';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { createTestApp, DATABASES, type TestApp } from './harness';

/** What each database's demo came out as, so the second run can compare it with the first. */
const fingerprints = new Map<string, string>();

/**
 * The demo centre's casework (apps/api/src/demo/demo-casework.ts), seeded as a fresh `npm start` seeds it:
 * varied (clients of different ages, activity and totals; plans open, done and dropped; every kind of
 * milestone; conversations of different lengths; applications waiting), consistent (nothing before a
 * client joined or after today), and the same on every run (the seeded dice of demo-random.ts).
 */
describe.each(DATABASES)('the demo centre on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: true });
  });
  afterAll(() => t?.close());

  const clients = () =>
    t.app.db
      .selectFrom('users')
      .select(['id', 'username', 'created_at', 'deleted_at'])
      .where('category_id', '=', ROLES.CLIENT)
      .where(
        'username',
        'in',
        DEMO_CLIENTS.map((c) => c.username),
      )
      .execute();

  it('has clients who joined at different times, each with nothing dated before they joined', async () => {
    const today = todayInAlberta();
    const rows = await clients();
    expect(rows).toHaveLength(DEMO_CLIENTS.length);
    for (const c of DEMO_CLIENTS) {
      const row = rows.find((r) => r.username === c.username)!;
      const since = utcToAlberta(row.created_at).slice(0, 10);
      expect(since, c.username).toBe(addDays(today, -c.joinedDaysAgo));
      const firstPlan = await t.app.db
        .selectFrom('action_plans')
        .select('date')
        .where('client_id', '=', row.id)
        .orderBy('date')
        .executeTakeFirst();
      const firstEntry = await t.app.db
        .selectFrom('action_journals')
        .select('date')
        .where('client_id', '=', row.id)
        .orderBy('date')
        .executeTakeFirst();
      const firstSession = await t.app.db
        .selectFrom('coaching_sessions')
        .select('starts_at')
        .where('client_id', '=', row.id)
        .orderBy('starts_at')
        .executeTakeFirst();
      const coaches = await t.app.db.selectFrom('client_coach').select('created_at').where('client_id', '=', row.id).execute();
      if (firstPlan) expect(firstPlan.date >= since, c.username).toBe(true);
      if (firstEntry) expect(firstEntry.date >= since, c.username).toBe(true);
      if (firstSession) expect(firstSession.starts_at >= row.created_at, c.username).toBe(true);
      for (const cc of coaches) expect(cc.created_at >= row.created_at, c.username).toBe(true);
    }
    const years = new Set(rows.map((r) => r.created_at.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(3);
  });

  it('gives every client a different total, and different numbers of plans and entries', async () => {
    const totals = await t.app.db
      .selectFrom('action_journals')
      .select(['client_id', (eb) => eb.fn.sum<number>('minutes').as('minutes'), (eb) => eb.fn.countAll<number>().as('entries')])
      .groupBy('client_id')
      .execute();
    const shown = totals.map((r) => (Number(r.minutes) / 60).toFixed(1));
    expect(new Set(shown).size, shown.join(' ')).toBe(totals.length);
    expect(new Set(totals.map((r) => Number(r.entries))).size).toBeGreaterThanOrEqual(6);
    const plans = await t.app.db
      .selectFrom('action_plans')
      .select(['client_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('client_id')
      .execute();
    expect(new Set(plans.map((p) => Number(p.n))).size).toBeGreaterThanOrEqual(4);
  });

  it('has plans open, done and dropped, from many topics, with steps ticked and still to do, and private notes', async () => {
    const plans = await t.app.db.selectFrom('action_plans').select(['id', 'summary', 'status', 'finished_at', 'private_note']).execute();
    expect(new Set(plans.map((p) => p.status))).toEqual(new Set(['open', 'done', 'dropped']));
    expect(new Set(plans.map((p) => p.summary)).size).toBeGreaterThanOrEqual(10);
    expect(plans.every((p) => (p.status === 'open') === (p.finished_at === null))).toBe(true);
    expect(plans.some((p) => p.private_note)).toBe(true);
    const steps = await t.app.db
      .selectFrom('plan_steps as s')
      .innerJoin('action_plans as p', 'p.id', 's.actionplan_id')
      .select(['p.status', 's.done_at', 's.due_date'])
      .execute();
    const open = steps.filter((s) => s.status === 'open');
    expect(open.some((s) => s.done_at !== null)).toBe(true);
    expect(open.some((s) => s.done_at === null && s.due_date !== null && s.due_date < todayInAlberta())).toBe(true);
    expect(steps.filter((s) => s.status === 'done').every((s) => s.done_at !== null)).toBe(true);
    const entries = await t.app.db.selectFrom('action_journals').select(['private_note', 'actionplan_id']).execute();
    expect(entries.some((e) => e.private_note)).toBe(true);
    expect(entries.some((e) => e.actionplan_id === null)).toBe(true);
  });

  it('records a milestone of every kind, and dates nothing after today', async () => {
    const today = todayInAlberta();
    const milestones = await t.app.db.selectFrom('milestones').select(['kind', 'date']).execute();
    expect(new Set(milestones.map((m) => m.kind))).toEqual(new Set(MILESTONE_KINDS));
    expect(milestones.every((m) => m.date <= today)).toBe(true);
    const late = await t.app.db.selectFrom('action_journals').select('date').where('date', '>', today).execute();
    expect(late).toHaveLength(0);
    const ticked = await t.app.db.selectFrom('plan_steps').select('done_at').where('done_at', '>', nowIso()).execute();
    expect(ticked).toHaveLength(0);
  });

  it('has a quiet client, a new one and a closed file, as their stories say', async () => {
    const today = todayInAlberta();
    const rows = await clients();
    for (const c of DEMO_CLIENTS) {
      const row = rows.find((r) => r.username === c.username)!;
      expect(row.deleted_at !== null, c.username).toBe(c.story === 'closed');
      const last = await t.app.db
        .selectFrom('action_journals')
        .select('date')
        .where('client_id', '=', row.id)
        .orderBy('date', 'desc')
        .executeTakeFirst();
      if (c.story === 'quiet') expect(last!.date < addDays(today, -90), c.username).toBe(true);
      if (c.story === 'closed') expect(last!.date < utcToAlberta(row.deleted_at!).slice(0, 10), c.username).toBe(true);
      if (c.story === 'new') {
        const plans = await t.app.db.selectFrom('action_plans').select('status').where('client_id', '=', row.id).execute();
        expect(plans.map((p) => p.status)).toEqual(['open']);
      }
    }
    expect(new Set(DEMO_CLIENTS.map((c) => c.story))).toEqual(new Set(['established', 'steady', 'recent', 'new', 'quiet', 'closed']));
  });

  it('has conversations of different lengths, some with a message unread, and applications waiting', async () => {
    const lengths = await t.app.db
      .selectFrom('messages')
      .select(['client_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('client_id')
      .execute();
    expect(new Set(lengths.map((l) => Number(l.n))).size).toBeGreaterThanOrEqual(4);
    const reads = await t.app.db
      .selectFrom('message_reads as r')
      .innerJoin('messages as m', (j) => j.onRef('m.client_id', '=', 'r.client_id'))
      .select(['r.client_id', 'r.user_id', 'r.last_read_id', (eb) => eb.fn.max('m.id').as('newest')])
      .groupBy(['r.client_id', 'r.user_id', 'r.last_read_id'])
      .execute();
    expect(reads.filter((r) => r.last_read_id < Number(r.newest)).length).toBeGreaterThanOrEqual(2);
    const applications = await t.app.db.selectFrom('applications').select('status').execute();
    const statuses = applications.map((a) => a.status);
    expect(statuses.filter((s) => s === 'new').length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain('contacted');
    expect(statuses).toContain('declined');
  });

  it('is the same centre on every run', async () => {
    const rows = await t.app.db
      .selectFrom('action_plans as p')
      .innerJoin('users as u', 'u.id', 'p.client_id')
      .select(['u.username', 'p.date', 'p.summary', 'p.status'])
      .orderBy('u.username')
      .orderBy('p.date')
      .orderBy('p.summary')
      .execute();
    const minutes = await t.app.db
      .selectFrom('action_journals as j')
      .innerJoin('users as u', 'u.id', 'j.client_id')
      .select(['u.username', (eb) => eb.fn.sum<number>('j.minutes').as('minutes')])
      .groupBy('u.username')
      .orderBy('u.username')
      .execute();
    const print = JSON.stringify([rows, minutes.map((m) => [m.username, Number(m.minutes)])]);
    fingerprints.set(kind, print);
    if (fingerprints.size > 1) expect(new Set(fingerprints.values()).size).toBe(1);
    // The dice themselves: the same seed gives the same throws.
    const [a, b] = [demoRandom(), demoRandom()];
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });
});
