import { MAX_PAGE_SIZE } from '@tc/contract/common';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time';
import { type Cast, makeCast } from './fixtures';
import { call, DATABASES, type JsonBody, type TestApp, createTestApp } from './harness';

/** Rows straight in the database: the API would take seconds to make hundreds. */
async function insertPeople(t: TestApp, category: number, prefix: string, n: number, region: string) {
  const now = nowIso();
  const rows = Array.from({ length: n }, (_, i) => ({
    username: `${prefix}${i}`,
    email: `${prefix}${i}@example.ca`,
    password_hash: 'not-a-hash',
    firstname: `F${i}`,
    lastname: `${prefix}${String(i).padStart(3, '0')}`,
    category_id: category,
    region,
    status: 'active' as const,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  }));
  return (await t.app.db.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id);
}

/** Ten dates, so many plans share one: the id breaks the ties. */
const dayOf = (i: number) => `2025-0${1 + (i % 9)}-1${i % 10}`;

/** The lists' order: newest date first, the id breaking ties. */
const order = (a: JsonBody, b: JsonBody) => b.date.localeCompare(a.date) || b.id - a.id;

describe.each(DATABASES)('paging of every list that can grow (%s)', (kind) => {
  let t: TestApp;
  let cast: Cast;
  let planId: number;
  const counts = { clients: 120, coaches: 105, entries: 130, plans: 150, milestones: 101 };

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    const db = t.app.db;
    const now = nowIso();
    const clientIds = await insertPeople(t, ROLES.CLIENT, 'pc', counts.clients, 'Calgary');
    await insertPeople(t, ROLES.COACH, 'pk', counts.coaches, 'Red Deer');
    await db
      .insertInto('client_coach')
      .values(clientIds.map((client_id) => ({ client_id, coach_id: cast.coach.id, created_at: now, updated_at: now })))
      .execute();
    const plans = Array.from({ length: counts.plans }, (_, i) => ({
      client_id: cast.client.id,
      coach_id: cast.coach.id,
      date: dayOf(i),
      summary: `Plan ${i}`,
      description: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    }));
    const planIds = (await db.insertInto('action_plans').values(plans).returning('id').execute()).map((r) => r.id);
    planId = planIds[0];
    const entry = { actionplan_id: planId, client_id: cast.client.id, coach_id: cast.coach.id, minutes: 30, activity: 'phone' };
    await db
      .insertInto('action_journals')
      .values(
        Array.from({ length: counts.entries }, (_, i) => ({
          ...entry,
          date: dayOf(i),
          notes: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })),
      )
      .execute();
    const milestone = { client_id: cast.client.id, kind: 'other', value: null, notes: null, recorded_by: cast.coach.id };
    await db
      .insertInto('milestones')
      .values(
        Array.from({ length: counts.milestones }, (_, i) => ({
          ...milestone,
          date: dayOf(i),
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  it('answers at most one page without page/pageSize, and always the total', async () => {
    const { admin, coach, client } = cast;
    // Every user: the cast (5) and the generated clients and coaches.
    const users = 5 + counts.clients + counts.coaches;
    const lists: [string, string, number][] = [
      ['/api/users', admin.token, users],
      ['/api/users/clients', admin.token, counts.clients + 2],
      ['/api/users/coaches', admin.token, counts.coaches + 2],
      ['/api/users/coaches-by-region?region=Red%20Deer', admin.token, counts.coaches],
      [`/api/users/assosiatedCilents/${coach.id}`, coach.token, counts.clients + 1],
      [`/api/users/associated-clients/${coach.id}`, admin.token, counts.clients + 1],
      ['/api/client-coach', admin.token, counts.clients + 2],
      [`/api/client-coach?coach_id=${coach.id}`, admin.token, counts.clients + 1],
      ['/api/action-journals', admin.token, counts.entries],
      [`/api/action-journals?client_id=${client.id}`, coach.token, counts.entries],
      [`/api/action-journals/filter?actionplan_id=${planId}`, admin.token, counts.entries],
      ['/api/milestones', admin.token, counts.milestones],
    ];
    for (const [url, token, total] of lists) {
      const res = await call(t.app, 'GET', url, { token });
      expect(res.statusCode, url).toBe(200);
      expect(res.data, url).toHaveLength(MAX_PAGE_SIZE);
      expect(res.headers['x-total-count'], url).toBe(String(total));
      // The last page holds the rest, with the same total.
      const pages = Math.ceil(total / MAX_PAGE_SIZE);
      const last = await call(t.app, 'GET', `${url}${url.includes('?') ? '&' : '?'}page=${pages}&pageSize=${MAX_PAGE_SIZE}`, { token });
      expect(last.data, url).toHaveLength(total - (pages - 1) * MAX_PAGE_SIZE);
      expect(last.headers['x-total-count'], url).toBe(String(total));
    }
  });

  it('sends the total of a short list too', async () => {
    const res = await call(t.app, 'GET', `/api/client-coach?client_id=${cast.client.id}`, { token: cast.admin.token });
    expect(res.data).toHaveLength(1);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('walks every plan exactly once, newest first, by the next cursor', async () => {
    const seen: JsonBody[] = [];
    let url = '/api/action-plans?pageSize=7';
    let pages = 0;
    for (;;) {
      const res = await call(t.app, 'GET', url, { token: cast.admin.token });
      expect(res.statusCode).toBe(200);
      pages += 1;
      expect(res.data.total).toBe(counts.plans);
      expect(res.headers['x-total-count']).toBe(String(counts.plans));
      expect(res.data.pageSize).toBe(7);
      expect(res.data.page).toBe(pages);
      seen.push(...res.data.actionPlans);
      if (!res.data.next) break;
      expect(res.data.actionPlans).toHaveLength(7);
      url = `/api/action-plans?pageSize=7&page=${pages + 1}&after=${res.data.next}`;
    }
    expect(pages).toBe(Math.ceil(counts.plans / 7));
    expect(new Set(seen.map((p) => p.id)).size).toBe(counts.plans);
    expect(seen.map((p) => p.id)).toEqual([...seen].sort(order).map((p) => p.id));
    // The same rows as paging by number.
    const byNumber = await call(t.app, 'GET', '/api/action-plans?pageSize=7&page=3', { token: cast.admin.token });
    expect(byNumber.data.actionPlans.map((p: JsonBody) => p.id)).toEqual(seen.slice(14, 21).map((p) => p.id));
  });

  it('ends a list that fits one page without a next, and scopes a cursor like the page', async () => {
    const last = await call(t.app, 'GET', `/api/action-plans?pageSize=100&page=2`, { token: cast.admin.token });
    expect(last.data.actionPlans).toHaveLength(counts.plans - 100);
    expect(last.data.next).toBeUndefined();
    const first = await call(t.app, 'GET', '/api/action-plans?pageSize=100', { token: cast.admin.token });
    expect(typeof first.data.next).toBe('string');
    // Another coach's cursor walk shows only what that coach may see: nothing of this client.
    const other = await call(t.app, 'GET', `/api/action-plans?after=${first.data.next}`, { token: cast.otherCoach.token });
    expect(other.statusCode).toBe(200);
    expect(other.data.actionPlans).toEqual([]);
    expect(other.data.next).toBeUndefined();
  });

  it("leaves archived clients' plans out of every plan total, as out of the rows", async () => {
    const db = t.app.db;
    const now = nowIso();
    const [gone] = await insertPeople(t, ROLES.CLIENT, 'gone', 1, 'Calgary');
    await db.updateTable('users').set({ deleted_at: now }).where('id', '=', gone).execute();
    const plan = (i: number, deleted_at: string | null) => ({
      client_id: gone,
      coach_id: cast.coach.id,
      date: dayOf(i),
      summary: `Gone ${i}`,
      description: null,
      created_at: now,
      updated_at: now,
      deleted_at,
    });
    await db
      .insertInto('action_plans')
      .values([plan(1, null), plan(2, null), plan(3, null), plan(4, now)])
      .execute();
    const ofGone = (res: { data: JsonBody }) => res.data.actionPlans.filter((p: JsonBody) => p.client_id === gone);
    for (const list of ['/api/action-plans?', `/api/action-plans?coachId=${cast.coach.id}&`]) {
      for (const page of [1, 2]) {
        const res = await call(t.app, 'GET', `${list}pageSize=100&page=${page}`, { token: cast.admin.token });
        expect(res.data.total, list).toBe(counts.plans);
        expect(res.headers['x-total-count'], list).toBe(String(counts.plans));
        expect(ofGone(res), list).toEqual([]);
      }
    }
    const deleted = await call(t.app, 'GET', '/api/action-plans?archived=true&pageSize=100', { token: cast.admin.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.total).toBe(deleted.data.actionPlans.length);
    expect(ofGone(deleted)).toEqual([]);
  });

  it('refuses a cursor it did not give out with 400 VALIDATION_ERROR', async () => {
    const first = await call(t.app, 'GET', '/api/action-plans?pageSize=5', { token: cast.admin.token });
    const next: string = first.data.next;
    const madeUp = (text: string) => Buffer.from(text).toString('base64url');
    const flipped = next.slice(0, -1) + (next.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      'not-a-cursor',
      next.slice(1),
      `${next}x`,
      flipped,
      madeUp('2025-02-30|5'),
      madeUp('x|1'),
      madeUp('2025-01-01|0'),
      '%2B%2F',
      '',
    ]) {
      const res = await call(t.app, 'GET', `/api/action-plans?after=${bad}`, { token: cast.admin.token });
      expect(res.statusCode, bad).toBe(400);
      expect(res.data.code, bad).toBe('VALIDATION_ERROR');
      expect(typeof res.data.error, bad).toBe('string');
      expect(res.data.issues?.[0]?.path, bad).toEqual(['after']);
    }
  });

  it("pages one coach's diary (an administrator's filter, the coach's own) newest first, ties by id, each entry once, no archived entry or archived plan's", async () => {
    const db = t.app.db;
    const now = nowIso();
    const { admin, coach, otherCoach, client } = cast;
    const [archivedPlan] = await db
      .insertInto('action_plans')
      .values({
        client_id: client.id,
        coach_id: coach.id,
        date: dayOf(1),
        summary: 'Archived',
        description: null,
        created_at: now,
        updated_at: now,
        deleted_at: now,
      })
      .returning('id')
      .execute();
    const entry = (coach_id: number, actionplan_id: number | null, i: number, deleted_at: string | null) => ({
      actionplan_id,
      client_id: client.id,
      coach_id,
      minutes: 15,
      activity: 'phone',
      date: dayOf(i),
      notes: null,
      created_at: now,
      updated_at: now,
      deleted_at,
    });
    // The other coach's entries on the same days (not in the coach's filter), one archived entry of the coach and one of an archived plan (in no list).
    await db
      .insertInto('action_journals')
      .values([
        ...Array.from({ length: 12 }, (_, i) => entry(otherCoach.id, planId, i, null)),
        entry(coach.id, planId, 3, now),
        entry(coach.id, archivedPlan.id, 4, null),
      ])
      .execute();
    const walk = async (query: string, token = admin.token) => {
      const seen: JsonBody[] = [];
      for (let page = 1; ; page++) {
        const res = await call(t.app, 'GET', `/api/action-journals?${query}&pageSize=9&page=${page}`, { token });
        expect(res.statusCode).toBe(200);
        seen.push(...res.data);
        if (res.data.length < 9) return { seen, total: Number(res.headers['x-total-count']) };
      }
    };
    const all = await walk(`coach_id=${coach.id}`);
    expect(all.total).toBe(counts.entries);
    expect(all.seen).toHaveLength(counts.entries);
    expect(new Set(all.seen.map((e) => e.id)).size).toBe(counts.entries);
    expect(all.seen.every((e) => e.coach_id === coach.id && e.actionplan_id === planId)).toBe(true);
    expect(all.seen.map((e) => e.id)).toEqual([...all.seen].sort(order).map((e) => e.id));
    // A range of dates: the same order, only its days.
    const march = await walk(`coach_id=${coach.id}&from=2025-03-01&to=2025-03-31`);
    const inMarch = all.seen.filter((e) => e.date.startsWith('2025-03'));
    expect(inMarch.length).toBeGreaterThan(9);
    expect(march.total).toBe(inMarch.length);
    expect(march.seen.map((e) => e.id)).toEqual(inMarch.map((e) => e.id));
    // The coach's own diary: every live entry of their clients, the other coach's included, in the same order.
    const own = await walk('', coach.token);
    expect(own.total).toBe(counts.entries + 12);
    expect(own.seen).toHaveLength(counts.entries + 12);
    expect(new Set(own.seen.map((e) => e.id)).size).toBe(counts.entries + 12);
    expect(own.seen.filter((e) => e.coach_id === otherCoach.id)).toHaveLength(12);
    expect(own.seen.every((e) => e.actionplan_id === planId)).toBe(true);
    expect(own.seen.map((e) => e.id)).toEqual([...own.seen].sort(order).map((e) => e.id));
  });

  it("walks a coach's own plans (their clients') exactly once, newest first, by cursor and by page number alike", async () => {
    const seen: JsonBody[] = [];
    let url = '/api/action-plans?pageSize=7';
    for (let pages = 1; ; pages++) {
      const res = await call(t.app, 'GET', url, { token: cast.coach.token });
      expect(res.statusCode).toBe(200);
      expect(res.data.total).toBe(counts.plans);
      seen.push(...res.data.actionPlans);
      if (!res.data.next) break;
      url = `/api/action-plans?pageSize=7&page=${pages + 1}&after=${res.data.next}`;
    }
    expect(seen).toHaveLength(counts.plans);
    expect(new Set(seen.map((p) => p.id)).size).toBe(counts.plans);
    expect(seen.every((p) => p.client_id === cast.client.id)).toBe(true);
    expect(seen.map((p) => p.id)).toEqual([...seen].sort(order).map((p) => p.id));
    for (const page of [1, 3, 22]) {
      const byNumber = await call(t.app, 'GET', `/api/action-plans?pageSize=7&page=${page}`, { token: cast.coach.token });
      expect(byNumber.data.actionPlans.map((p: JsonBody) => p.id)).toEqual(seen.slice((page - 1) * 7, page * 7).map((p) => p.id));
    }
  });
});
