import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from './harness';

/**
 * The values migration 0028 keeps on each person's record with triggers (docs/decisions/040-people-lists.md):
 * a client's last activity and their number of current coaches. A mix of writes through the API (diary entries
 * saved, moved, archived, restored and deleted, plans archived and restored, time without a plan, assignments
 * made, moved and removed, a coach archived and restored, a client erased), then every person's kept values are
 * compared with a full recount, on each database.
 */

describe.each(DATABASES)('kept on the record (%s)', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let other: Person;
  let clients: Person[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH);
    other = await makeUser(t.app, ROLES.COACH);
    clients = [];
    for (let i = 0; i < 4; i++) clients.push(await makeUser(t.app, ROLES.CLIENT, { firstname: 'Kept', lastname: `Client${i}` }));
  });
  afterAll(() => t.close());

  async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object, token = admin.token): Promise<JsonBody> {
    const res = await call(t.app, method, `/api${url}`, { token, body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.data;
  }

  /** Every person whose kept values differ from a recount: none, when the triggers kept them. */
  async function drift() {
    const rows = await sql<{ id: number; last_activity: string | null; current_coaches: number; recent: string | null; coaches: number }>`
      select u.id, u.last_activity, u.current_coaches,
        (select max(j.date) from action_journals j left join action_plans p on p.id = j.actionplan_id
          where j.client_id = u.id and j.deleted_at is null and p.deleted_at is null) as recent,
        (select count(*) from client_coach cc inner join users co on co.id = cc.coach_id
          where cc.client_id = u.id and co.deleted_at is null) as coaches
      from users u`.execute(t.app.db);
    return rows.rows.filter((r) => r.last_activity !== r.recent || Number(r.current_coaches) !== Number(r.coaches));
  }

  async function lastActivity(id: number) {
    const row = await t.app.db
      .selectFrom('users')
      .select(['last_activity', 'current_coaches'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.last_activity;
  }

  it('match a recount after a mix of writes', async () => {
    const [a, b, c, d] = clients;
    const links = [];
    for (const client of [a, b, c]) links.push(await send('POST', '/client-coach', { client_id: client.id, coach_id: coach.id }));
    await send('POST', '/client-coach', { client_id: a.id, coach_id: other.id });
    expect(await drift()).toEqual([]);

    const planA = await send('POST', '/action-plans', { client_id: a.id, date: '2026-01-05', summary: 'Start' });
    const planA2 = await send('POST', '/action-plans', { client_id: a.id, date: '2026-02-01', summary: 'Second' });
    const planB = await send('POST', '/action-plans', { client_id: b.id, date: '2026-01-05', summary: 'Start' });
    const entry = (actionplan_id: number, date: string, client_id?: number) =>
      send('POST', '/action-journals', { actionplan_id, client_id, coach_id: coach.id, date, minutes: 30, activity: 'phone' });
    const e1 = await entry(planA.id, '2026-03-01');
    const e2 = await entry(planA2.id, '2026-04-01');
    await entry(planA.id, '2026-02-01');
    const e4 = await entry(planB.id, '2026-03-10');
    // Time without a plan (docs/decisions/024) counts too.
    await send('POST', '/action-journals', {
      actionplan_id: null,
      client_id: c.id,
      coach_id: coach.id,
      date: '2026-01-20',
      minutes: 15,
      activity: 'phone',
    });
    expect(await lastActivity(a.id)).toBe('2026-04-01');
    expect(await lastActivity(d.id)).toBeNull();
    expect(await drift()).toEqual([]);

    // The latest entry archived, its plan archived, then both back; an entry moved to another date.
    await send('DELETE', `/action-journals/${e2.id}`);
    expect(await lastActivity(a.id)).toBe('2026-03-01');
    await send('POST', `/action-journals/${e2.id}/restore`);
    expect(await lastActivity(a.id)).toBe('2026-04-01');
    await send('DELETE', `/action-plans/${planA2.id}`);
    expect(await lastActivity(a.id)).toBe('2026-03-01');
    await send('POST', `/action-plans/${planA2.id}/restore`);
    await send('PUT', `/action-journals/${e1.id}`, { date: '2026-05-02' });
    expect(await lastActivity(a.id)).toBe('2026-05-02');
    await send('PUT', `/action-journals/${e4.id}`, { date: '2026-01-02' });
    expect(await lastActivity(b.id)).toBe('2026-01-02');
    expect(await drift()).toEqual([]);

    // Entries gone for good (a path no screen offers, but a script could): the date is looked up again.
    await t.app.db.deleteFrom('action_journals').where('id', '=', e1.id).execute();
    expect(await lastActivity(a.id)).toBe('2026-04-01');

    // Assignments moved and removed; a coach archived, then restored.
    await send('PUT', '/client-coach', { id: links[2].id, client_id: d.id, coach_id: coach.id });
    await send('DELETE', `/client-coach/${links[1].id}`);
    expect(await drift()).toEqual([]);
    await send('DELETE', `/users/${coach.id}`);
    const counts = await t.app.db.selectFrom('users').select(['id', 'current_coaches']).where('category_id', '=', ROLES.CLIENT).execute();
    expect(Object.fromEntries(counts.map((r) => [r.id, Number(r.current_coaches)]))).toEqual({
      [a.id]: 1,
      [b.id]: 0,
      [c.id]: 0,
      [d.id]: 0,
    });
    expect(await drift()).toEqual([]);
    await send('POST', `/users/${coach.id}/restore`);
    expect(await drift()).toEqual([]);

    // A client erased on request: whatever erasure does to their records, the kept values follow.
    await send('POST', `/users/${b.id}/erase`, { confirm: `${b.row.firstname} ${b.row.lastname}` });
    expect(await drift()).toEqual([]);

    // The listing reads them: newest activity first, clients without any last; "without a coach" is who has none
    // (c, whose assignment moved to d, and the erased b, whose was removed).
    const list = await call(t.app, 'GET', '/api/users/clients?sort=-last_activity', { token: admin.token });
    expect(list.data.filter((r: JsonBody) => r.lastname.startsWith('Client')).map((r: JsonBody) => [r.id, r.last_activity])).toEqual([
      [a.id, '2026-04-01'],
      [c.id, '2026-01-20'],
      [d.id, null],
    ]);
    const alone = await call(t.app, 'GET', '/api/users/clients?no_coach=true', { token: admin.token });
    expect(alone.data.map((r: JsonBody) => r.id).sort()).toEqual([b.id, c.id].sort());
  });
});
