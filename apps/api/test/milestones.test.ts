import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type Res, type TestApp } from './harness';

/**
 * Milestones (docs/architecture.md#reports-and-outcomes) with the access of action plans (docs/architecture.md#access):
 * every call asked by each actor about `client`'s milestones, each cell on a
 * world of its own; a refused call must leave the world as it was. Then the
 * input rules, the list and the soft delete.
 */

/** A date after today in Alberta, inside the dates any input accepts (2000-01-01 to 2100-12-31). */
const NEXT_YEAR = `${Number(todayInAlberta().slice(0, 4)) + 1}-01-01`;
const ACTORS = ['visitor', 'client', 'otherClient', 'coach', 'otherCoach', 'admin'] as const;
type ActorKey = (typeof ACTORS)[number];

interface World {
  cast: Cast;
  /** `client`'s milestone, recorded by `coach`. */
  milestone: number;
  /** `otherClient`'s milestone, recorded by `otherCoach`. */
  otherMilestone: number;
}

interface Row {
  method: InjectOptions['method'];
  name: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  setup?: (t: TestApp, w: World) => Promise<void>;
  expect: Record<ActorKey, number>;
  check?: (res: Res, w: World, actor: ActorKey, t: TestApp) => void | Promise<void>;
}

const CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

const READ_LIST = { visitor: 401, client: 200, otherClient: 403, coach: 200, otherCoach: 403, admin: 200 };
const READ_ONE = { visitor: 401, client: 200, otherClient: 404, coach: 200, otherCoach: 404, admin: 200 };
const CREATE = { visitor: 401, client: 403, otherClient: 403, coach: 201, otherCoach: 403, admin: 201 };
// Any client 403: a client never writes, and is told so before the record is looked up.
const CHANGE = { visitor: 401, client: 403, otherClient: 403, coach: 200, otherCoach: 404, admin: 200 };
const ADMIN_ONLY = { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 403, admin: 200 };

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

const ROWS: Row[] = [
  {
    method: 'GET',
    name: '/api/milestones?client_id={client}',
    url: (w) => `/api/milestones?client_id=${w.cast.client.id}`,
    expect: READ_LIST,
    check: (res, w) => {
      expect(ids(res.data)).toEqual([w.milestone]);
      expect(res.headers['x-total-count']).toBe('1');
    },
  },
  {
    method: 'GET',
    name: '/api/milestones (only those you may see)',
    url: () => '/api/milestones',
    expect: { visitor: 401, client: 200, otherClient: 200, coach: 200, otherCoach: 200, admin: 200 },
    check: (res, w, actor) => {
      const got = ids(res.data);
      if (actor === 'admin') expect(got).toEqual(expect.arrayContaining([w.milestone, w.otherMilestone]));
      else expect(got).toEqual(actor === 'client' || actor === 'coach' ? [w.milestone] : [w.otherMilestone]);
    },
  },
  {
    method: 'GET',
    name: '/api/milestones?archived=true',
    url: () => '/api/milestones?archived=true',
    setup: (t, w) => archive(t, w.milestone),
    expect: ADMIN_ONLY,
    check: (res, w) => expect(ids(res.data)).toContain(w.milestone),
  },
  {
    method: 'GET',
    name: '/api/milestones/{id}',
    url: (w) => `/api/milestones/${w.milestone}`,
    expect: READ_ONE,
    check: (res, w) =>
      expect(res.data).toMatchObject({
        id: w.milestone,
        client_id: w.cast.client.id,
        kind: 'spaces_added',
        date: '2025-09-01',
        value: 4,
        notes: 'Second room licensed',
        recorded_by: w.cast.coach.id,
        archivedAt: null,
      }),
  },
  {
    method: 'POST',
    name: '/api/milestones',
    url: () => '/api/milestones',
    body: (w) => ({ client_id: w.cast.client.id, kind: 'grant_received', date: '2025-10-15', value: 2500, notes: 'Start-up grant' }),
    expect: CREATE,
    check: (res, w, actor) =>
      expect(res.data).toMatchObject({
        client_id: w.cast.client.id,
        kind: 'grant_received',
        date: '2025-10-15',
        value: 2500,
        notes: 'Start-up grant',
        recorded_by: w.cast[actor as 'coach' | 'admin'].id,
      }),
  },
  {
    method: 'POST',
    name: '/api/milestones for otherClient (client_id in the body)',
    url: () => '/api/milestones',
    body: (w) => ({ client_id: w.cast.otherClient.id, kind: 'licence_obtained', date: '2025-10-15' }),
    expect: { visitor: 401, client: 403, otherClient: 403, coach: 403, otherCoach: 201, admin: 201 },
    check: (res, w) => expect(res.data).toMatchObject({ client_id: w.cast.otherClient.id, value: null, notes: null }),
  },
  {
    method: 'PUT',
    name: '/api/milestones/{id}',
    url: (w) => `/api/milestones/${w.milestone}`,
    body: () => ({ value: 6, notes: 'Third room too' }),
    expect: CHANGE,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.milestone, value: 6, notes: 'Third room too', kind: 'spaces_added' }),
  },
  {
    method: 'DELETE',
    name: '/api/milestones/{id}',
    url: (w) => `/api/milestones/${w.milestone}`,
    expect: CHANGE,
    check: async (res, w, _a, t) => {
      expect(res.data).toEqual({ id: w.milestone });
      const row = await t.app.db.selectFrom('milestones').select('deleted_at').where('id', '=', w.milestone).executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
    },
  },
  {
    method: 'POST',
    name: '/api/milestones/{id}/restore',
    url: (w) => `/api/milestones/${w.milestone}/restore`,
    setup: (t, w) => archive(t, w.milestone),
    expect: ADMIN_ONLY,
    check: (res, w) => expect(res.data).toMatchObject({ id: w.milestone, archivedAt: null }),
  },
];

async function archive(t: TestApp, id: number) {
  await t.app.db.updateTable('milestones').set({ deleted_at: nowIso() }).where('id', '=', id).execute();
}

async function insertMilestone(t: TestApp, clientId: number, by: number, fields: { kind?: string; date?: string } = {}) {
  const now = nowIso();
  const row = await t.app.db
    .insertInto('milestones')
    .values({
      client_id: clientId,
      kind: fields.kind ?? 'spaces_added',
      date: fields.date ?? '2025-09-01',
      value: 4,
      notes: 'Second room licensed',
      recorded_by: by,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function makeWorld(t: TestApp): Promise<World> {
  const cast = await makeCast(t.app);
  return {
    cast,
    milestone: await insertMilestone(t, cast.client.id, cast.coach.id),
    otherMilestone: await insertMilestone(t, cast.otherClient.id, cast.otherCoach.id),
  };
}

async function snapshot(t: TestApp, w: World) {
  const db = t.app.db;
  return {
    milestones: await db
      .selectFrom('milestones')
      .selectAll()
      .where('client_id', 'in', [w.cast.client.id, w.cast.otherClient.id])
      .orderBy('id')
      .execute(),
    audit: (
      await db
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  };
}

const tokenOf = (w: World, actor: ActorKey) => (actor === 'visitor' ? undefined : w.cast[actor].token);

describe.each(DATABASES)('milestones on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  describe('access (docs/architecture.md#access)', () => {
    for (const row of ROWS) {
      describe(`${row.method} ${row.name}`, () => {
        for (const actor of ACTORS) {
          const expected = row.expect[actor];
          it(`${actor} → ${expected}`, async () => {
            const w = await makeWorld(t);
            await row.setup?.(t, w);
            const before = await snapshot(t, w);
            const res = await call(t.app, row.method, row.url(w), { token: tokenOf(w, actor), body: row.body?.(w) });
            expect(res.statusCode, `${row.method} ${row.url(w)} as ${actor}: ${res.body}`).toBe(expected);
            if (expected >= 400) {
              expect(res.data).toMatchObject({ error: expect.any(String), code: CODES[expected] });
              expect(await snapshot(t, w), 'a refused call wrote something').toEqual(before);
            } else {
              await row.check?.(res, w, actor, t);
            }
          });
        }
      });
    }

    it('an unassigned coach loses access at once; an archived client’s milestones leave with them', async () => {
      const w = await makeWorld(t);
      const { admin, coach, client } = w.cast;
      await t.app.db.deleteFrom('client_coach').where('client_id', '=', client.id).where('coach_id', '=', coach.id).execute();
      expect((await call(t.app, 'GET', `/api/milestones/${w.milestone}`, { token: coach.token })).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/milestones?client_id=${client.id}`, { token: coach.token })).statusCode).toBe(403);
      await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', client.id).execute();
      expect((await call(t.app, 'GET', `/api/milestones/${w.milestone}`, { token: admin.token })).statusCode).toBe(404);
      const all = await call(t.app, 'GET', '/api/milestones', { token: admin.token });
      expect(ids(all.data)).not.toContain(w.milestone);
    });
  });

  describe('writes', () => {
    let w: World;
    beforeAll(async () => {
      w = await makeWorld(t);
    });
    const post = (body: unknown, token = w.cast.coach.token) => call(t.app, 'POST', '/api/milestones', { token, body });
    const put = (id: number, body: unknown, token = w.cast.coach.token) => call(t.app, 'PUT', `/api/milestones/${id}`, { token, body });
    const valid = () => ({ client_id: w.cast.client.id, kind: 'staff_hired', date: '2025-11-03', value: 2 });

    it('writes an audit entry with the record before and after', async () => {
      const created = await post(valid());
      expect(created.statusCode, created.body).toBe(201);
      const updated = await put(created.data.id, { value: 3 });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.data.updatedAt >= created.data.updatedAt).toBe(true);
      const audit = await t.app.db
        .selectFrom('audit_entries')
        .selectAll()
        .where('entity', '=', 'milestone')
        .where('entity_id', '=', created.data.id)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
      expect(JSON.parse(audit[1].before!)).toMatchObject({ value: 2 });
      expect(JSON.parse(audit[1].after!)).toMatchObject({ value: 3 });
      expect(audit[0].actor_id).toBe(w.cast.coach.id);
    });

    it('accepts today and a count of zero; an empty note is stored as none', async () => {
      const res = await post({ ...valid(), date: todayInAlberta(), value: 0, notes: '  ' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.data).toMatchObject({ date: todayInAlberta(), value: 0, notes: null });
      const cleared = await put(res.data.id, { value: null });
      expect(cleared.data.value).toBeNull();
    });

    const BAD: [string, () => unknown][] = [
      ['a kind outside the list', () => ({ ...valid(), kind: 'party_held' })],
      ['a negative value', () => ({ ...valid(), value: -1 })],
      ['a value that is not whole', () => ({ ...valid(), value: 1.5 })],
      ['a value written as text', () => ({ ...valid(), value: '3' })],
      ['a date that does not exist', () => ({ ...valid(), date: '2025-02-29' })],
      ['a date in another form', () => ({ ...valid(), date: '03/11/2025' })],
      ['a date after today in Alberta', () => ({ ...valid(), date: NEXT_YEAR })],
      ['no kind', () => ({ client_id: w.cast.client.id, date: '2025-11-03' })],
      ['no date', () => ({ client_id: w.cast.client.id, kind: 'other' })],
      ['an unknown field', () => ({ ...valid(), recorded_by: 1 })],
    ];
    for (const [name, body] of BAD) {
      it(`create: ${name} → 400`, async () => {
        const res = await post(body());
        expect(res.statusCode, res.body).toBe(400);
        expect(res.data.code).toBe('VALIDATION_ERROR');
        expect(res.data.issues.length).toBeGreaterThan(0);
      });
    }

    it('update: a future date, a client_id or a bad kind → 400', async () => {
      for (const body of [{ date: NEXT_YEAR }, { client_id: w.cast.otherClient.id }, { kind: 'nope' }, { value: -5 }]) {
        const res = await put(w.milestone, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    });

    it('create for someone who is not a client → 400 (administrator)', async () => {
      const res = await post({ ...valid(), client_id: w.cast.coach.id }, w.cast.admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.data.issues[0].path).toEqual(['client_id']);
    });

    it('restore of a live milestone → 409', async () => {
      const res = await call(t.app, 'POST', `/api/milestones/${w.milestone}/restore`, { token: w.cast.admin.token });
      expect(res.statusCode).toBe(409);
    });
  });

  describe('the list', () => {
    it('newest date first, one page at most, with the total; filters by kind and dates', async () => {
      const w = await makeWorld(t);
      const { client, coach } = w.cast;
      for (const date of ['2024-01-10', '2025-02-01', '2025-12-24']) await insertMilestone(t, client.id, coach.id, { kind: 'other', date });
      const token = coach.token;
      const all = await call(t.app, 'GET', `/api/milestones?client_id=${client.id}`, { token });
      expect(all.data.map((m: JsonBody) => m.date)).toEqual(['2025-12-24', '2025-09-01', '2025-02-01', '2024-01-10']);
      expect(all.headers['x-total-count']).toBe('4');
      const page = await call(t.app, 'GET', `/api/milestones?client_id=${client.id}&page=2&pageSize=3`, { token });
      expect(page.data.map((m: JsonBody) => m.date)).toEqual(['2024-01-10']);
      expect(page.headers['x-total-count']).toBe('4');
      const others = await call(t.app, 'GET', `/api/milestones?client_id=${client.id}&kind=other&from=2025-01-01&to=2025-12-31`, { token });
      expect(others.data.map((m: JsonBody) => m.date)).toEqual(['2025-12-24', '2025-02-01']);
      expect((await call(t.app, 'GET', '/api/milestones?pageSize=101', { token })).statusCode).toBe(400);
    });

    it('walks page by page in one order (the later pages read from the oldest end), archived clients’ left out of the total', async () => {
      const w = await makeWorld(t);
      const { admin, client, coach, otherClient } = w.cast;
      // Eleven more, on four dates: the id orders each date's.
      for (let i = 0; i < 11; i++) await insertMilestone(t, client.id, coach.id, { date: `2025-0${1 + (i % 4)}-15` });
      const token = coach.token;
      const full = await call(t.app, 'GET', `/api/milestones?client_id=${client.id}&pageSize=100`, { token });
      const rows = full.data as JsonBody[];
      expect(rows).toHaveLength(12);
      const key = (m: JsonBody) => `${m.date}#${String(m.id).padStart(9, '0')}`;
      expect(rows.map(key)).toEqual(rows.map(key).sort().reverse());
      for (const size of [3, 5]) {
        const walked: JsonBody[] = [];
        for (let page = 1; (page - 1) * size < rows.length; page++) {
          const res = await call(t.app, 'GET', `/api/milestones?client_id=${client.id}&page=${page}&pageSize=${size}`, { token });
          expect(res.headers['x-total-count']).toBe('12');
          walked.push(...res.data);
        }
        expect(walked.map((m) => m.id)).toEqual(rows.map((m) => m.id));
      }
      // Another client's two leave everyone's total when the client is archived.
      for (const date of ['2025-03-01', '2025-03-02']) await insertMilestone(t, otherClient.id, coach.id, { date });
      const total = async () =>
        Number((await call(t.app, 'GET', '/api/milestones?pageSize=1', { token: admin.token })).headers['x-total-count']);
      const theirs = await call(t.app, 'GET', `/api/milestones?client_id=${otherClient.id}&pageSize=100`, { token: admin.token });
      const before = await total();
      await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', otherClient.id).execute();
      expect(await total()).toBe(before - theirs.data.length);
      expect(theirs.data.length).toBeGreaterThanOrEqual(2);
    });

    it('a deleted milestone leaves the list and the reports, and comes back when restored', async () => {
      const w = await makeWorld(t);
      const { admin, coach, client } = w.cast;
      const report = async () =>
        (await call(t.app, 'GET', `/api/client-report?client_id=${client.id}&year=2025`, { token: coach.token })).data.milestones.map(
          (m: JsonBody) => m.id,
        );
      expect(await report()).toEqual([w.milestone]);
      expect((await call(t.app, 'DELETE', `/api/milestones/${w.milestone}`, { token: coach.token })).statusCode).toBe(200);
      expect(ids((await call(t.app, 'GET', `/api/milestones?client_id=${client.id}`, { token: coach.token })).data)).toEqual([]);
      expect(await report()).toEqual([]);
      expect((await call(t.app, 'GET', `/api/milestones/${w.milestone}`, { token: coach.token })).statusCode).toBe(404);
      const archived = await call(t.app, 'GET', `/api/milestones/${w.milestone}`, { token: admin.token });
      expect(archived.data.archivedAt).not.toBeNull();
      expect((await call(t.app, 'POST', `/api/milestones/${w.milestone}/restore`, { token: admin.token })).statusCode).toBe(200);
      expect(await report()).toEqual([w.milestone]);
    });
  });
});
