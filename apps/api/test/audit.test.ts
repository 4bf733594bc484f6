import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfAlbertaDay } from '../src/features/audit/audit-period';
import { assign, makeUser, PASSWORD, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/** Administrators read the audit trail (GET /audit); nobody changes it through the app. */
describe.each(DATABASES)('the audit trail (%s)', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let client: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH);
    client = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, client.id, coach.id);
  });
  afterAll(async () => t.close());

  const audit = (query: string, token = admin.token) => call(t.app, 'GET', `/api/audit?${query}`, { token });
  /** Entries straight in the table, for filters that need a known time or entity of their own. */
  const seed = (entity: string, ats: string[], extra: { actor_id?: number | null; action?: string } = {}) =>
    t.app.db
      .insertInto('audit_entries')
      .values(
        ats.map((at, i) => ({
          at,
          actor_id: null,
          action: 'update',
          entity,
          entity_id: i + 1,
          before: null,
          after: null,
          ip: null,
          ...extra,
        })),
      )
      .execute();

  it('shows a change made through the API with its actor, before and after, newest first', async () => {
    const created = await call(t.app, 'POST', '/api/action-plans', {
      token: coach.token,
      body: { client_id: client.id, date: '2025-06-01', summary: 'Hire an assistant' },
    });
    await call(t.app, 'PUT', `/api/action-plans/${created.data.id}`, { token: coach.token, body: { summary: 'Hire two assistants' } });
    const res = await audit(`entity=action_plan&entityId=${created.data.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const [update, create] = res.data;
    expect(update).toMatchObject({
      action: 'update',
      entity: 'action_plan',
      entity_id: created.data.id,
      actor_id: coach.id,
      actor: { id: coach.id, username: coach.username, firstname: coach.row.firstname, lastname: coach.row.lastname },
      before: { summary: 'Hire an assistant', client_id: client.id },
      after: { summary: 'Hire two assistants', client_id: client.id },
    });
    expect(typeof update.ip).toBe('string');
    expect(create).toMatchObject({ action: 'create', before: null, after: { summary: 'Hire an assistant' } });
    expect(update.id).toBeGreaterThan(create.id);
  });

  it('records the assignment a coach makes by creating a client, with the coach as actor', async () => {
    const res = await call(t.app, 'POST', '/api/users/create', {
      token: coach.token,
      body: {
        username: 'new.client.audit',
        password: PASSWORD,
        email: 'nca@example.ca',
        firstname: 'Nia',
        lastname: 'Audit',
        category_id: ROLES.CLIENT,
      },
    });
    expect(res.statusCode).toBe(201);
    const pair = await t.app.db.selectFrom('client_coach').selectAll().where('client_id', '=', res.data.id).executeTakeFirstOrThrow();
    const trail = await audit(`entity=client_coach&entityId=${pair.id}`);
    expect(trail.data).toHaveLength(1);
    expect(trail.data[0]).toMatchObject({
      action: 'create',
      actor_id: coach.id,
      before: null,
      after: { id: pair.id, client_id: res.data.id, coach_id: coach.id, client: { firstname: 'Nia' }, coach: { id: coach.id } },
    });
    const user = await audit(`entity=user&entityId=${res.data.id}`);
    expect(user.data).toMatchObject([{ action: 'create', actor_id: coach.id }]);
  });

  it('narrows by actor, entity, entity id and action', async () => {
    const actor = await makeUser(t.app, ROLES.ADMIN);
    await call(t.app, 'PUT', `/api/users/${client.id}`, { token: actor.token, body: { city: 'Red Deer' } });
    await call(t.app, 'PUT', `/api/users/${coach.id}`, { token: actor.token, body: { city: 'Lacombe' } });
    const mine = await audit(`actorId=${actor.id}`);
    expect(mine.data.map((e: { entity_id: number }) => e.entity_id)).toEqual([coach.id, client.id]);
    expect((await audit(`actorId=${actor.id}&entityId=${client.id}`)).data).toMatchObject([{ after: { city: 'Red Deer' } }]);
    await seed('test_filter', ['2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z'], { action: 'delete' });
    expect((await audit('entity=test_filter')).headers['x-total-count']).toBe('2');
    expect((await audit('entity=test_filter&entityId=2')).data).toMatchObject([{ entity: 'test_filter', entity_id: 2, actor: null }]);
    expect((await audit('entity=test_filter&action=delete')).data).toHaveLength(2);
    expect((await audit('entity=test_filter&action=update')).data).toHaveLength(0);
  });

  it('takes from and to as calendar dates in Alberta', async () => {
    expect(startOfAlbertaDay('2025-07-01')).toBe('2025-07-01T06:00:00.000Z');
    expect(startOfAlbertaDay('2025-01-15')).toBe('2025-01-15T07:00:00.000Z');
    expect(startOfAlbertaDay('2025-03-09')).toBe('2025-03-09T07:00:00.000Z'); // the day the clocks go forward
    expect(startOfAlbertaDay('2025-11-02')).toBe('2025-11-02T06:00:00.000Z'); // the day they go back
    // 30 June 23:59:59 in Alberta, 1 July 00:00, 1 July 23:59:59.999, 2 July 00:00.
    await seed('test_clock', [
      '2025-07-01T05:59:59.000Z',
      '2025-07-01T06:00:00.000Z',
      '2025-07-02T05:59:59.999Z',
      '2025-07-02T06:00:00.000Z',
    ]);
    const ids = async (q: string) => (await audit(`entity=test_clock&${q}`)).data.map((e: { entity_id: number }) => e.entity_id);
    expect(await ids('from=2025-07-01&to=2025-07-01')).toEqual([3, 2]);
    expect(await ids('from=2025-07-02')).toEqual([4]);
    expect(await ids('to=2025-06-30')).toEqual([1]);
    expect((await audit('from=2025-07-02&to=2025-07-01')).statusCode).toBe(400);
  });

  it('pages newest first with the total, at most 100 a page, and the first 100 when no page is asked for', async () => {
    await seed('test_page', [
      '2025-02-01T00:00:00.000Z',
      '2025-02-03T00:00:00.000Z',
      '2025-02-03T00:00:00.000Z',
      '2025-02-02T00:00:00.000Z',
    ]);
    const page = async (n: number) => audit(`entity=test_page&page=${n}&pageSize=3`);
    const first = await page(1);
    expect(first.headers['x-total-count']).toBe('4');
    // Same instant: the later id first.
    expect(first.data.map((e: { entity_id: number }) => e.entity_id)).toEqual([3, 2, 4]);
    expect((await page(2)).data.map((e: { entity_id: number }) => e.entity_id)).toEqual([1]);
    expect((await page(3)).data).toEqual([]);
    expect((await audit('pageSize=101')).statusCode).toBe(400);
    await seed(
      'test_many',
      Array.from({ length: 120 }, (_, i) => new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString()),
    );
    const unpaged = await audit('entity=test_many');
    expect(unpaged.data).toHaveLength(100);
    expect(unpaged.headers['x-total-count']).toBe('120');
    const second = await audit('entity=test_many&page=2');
    expect(second.data).toHaveLength(50); // 50 a page when only the page is named
    expect(second.headers['x-total-count']).toBe('120');
    expect((await audit('entity=test_many&page=2&pageSize=100')).data).toHaveLength(20);
  });

  it('walks page by page in the one order, the pages past the middle read from the oldest end, ties by id', async () => {
    await seed('test_walk', [
      '2025-03-01T00:00:00.000Z',
      '2025-03-02T00:00:00.000Z',
      '2025-03-02T00:00:00.000Z',
      '2025-03-01T00:00:00.000Z',
      '2025-03-02T00:00:00.000Z',
      '2025-03-01T00:00:00.000Z',
      '2025-03-03T00:00:00.000Z',
      '2025-03-01T00:00:00.000Z',
      '2025-03-02T00:00:00.000Z',
    ]);
    const whole = (await audit('entity=test_walk&pageSize=100')).data.map((e: { id: number }) => e.id);
    expect(whole).toHaveLength(9);
    for (const size of [2, 4]) {
      const walked: number[] = [];
      for (let n = 1; (n - 1) * size < whole.length; n++) {
        const res = await audit(`entity=test_walk&page=${n}&pageSize=${size}`);
        expect(res.headers['x-total-count']).toBe('9');
        walked.push(...res.data.map((e: { id: number }) => e.id));
      }
      expect(walked).toEqual(whole);
    }
    // Newest first, and the later id first at one instant.
    const byEntity = (await audit('entity=test_walk&pageSize=100')).data.map((e: { entity_id: number }) => e.entity_id);
    expect(byEntity).toEqual([7, 9, 5, 3, 2, 8, 6, 4, 1]);
  });

  it('is for administrators only', async () => {
    expect((await audit('', coach.token)).statusCode).toBe(403);
    expect((await audit('', client.token)).statusCode).toBe(403);
    const anonymous = await call(t.app, 'GET', '/api/audit');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.data.code).toBe('UNAUTHENTICATED');
  });

  it('has no way to write, change or delete an entry', async () => {
    const before = await t.app.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    const first = before[0];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', `/api/audit/${first.id}`]) {
        const res = await call(t.app, method, url, { token: admin.token, body: { action: 'delete', entity: 'user', after: null } });
        // The list's path takes GET only (405, Allow); no path has an entry's id.
        const list = url === '/api/audit';
        expect(res.statusCode, `${method} ${url}`).toBe(list ? 405 : 404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.data.code).toBe(list ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND');
        if (list) expect(res.headers.allow).toBe('GET, HEAD');
      }
    }
    expect(await t.app.db.selectFrom('audit_entries').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
