import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { nowIso } from '../src/lib/time';

/**
 * How many live people each role has, kept by migration 0031's triggers (docs/decisions/050-people-counts.md)
 * and answered as the total of the unfiltered people lists: after a mix of writes (people added, archived,
 * restored, erased, a role changed, a row deleted outright), the kept counts match a recount, and the lists'
 * X-Total-Count says how many there are, on each database.
 */
describe.each(DATABASES)('live people by role, kept (%s)', (kind) => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
  });
  afterAll(() => t.close());

  /** Each role's kept count beside a recount: they differ in none. */
  async function drift() {
    const rows = await sql<{ category_id: number; kept: number | null; counted: number | null }>`
      select c.category_id, k.n as kept, r.n as counted
      from (select category_id from user_counts union select category_id from users) c
      left join user_counts k on k.category_id = c.category_id
      left join (select category_id, count(*) as n from users where deleted_at is null group by category_id) r on r.category_id = c.category_id`.execute(
      t.app.db,
    );
    return rows.rows.filter((r) => Number(r.kept ?? 0) !== Number(r.counted ?? 0));
  }

  /** A list's total as it answers it, asked one row at a time so that the total is not the page's length. */
  async function totalOf(url: string): Promise<number> {
    const res = await call(t.app, 'GET', `/api${url}${url.includes('?') ? '&' : '?'}pageSize=1`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.headers['x-total-count']);
  }

  async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) {
    const res = await call(t.app, method, `/api${url}`, { token: admin.token, body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  }

  /** Live people of a role, counted. */
  async function recount(category: number): Promise<number> {
    const row = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', category)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** No role's kept count differs from a recount, and the unfiltered lists answer the recount as their total. */
  async function expectKept() {
    expect(await drift()).toEqual([]);
    expect(await totalOf('/users/clients')).toBe(await recount(ROLES.CLIENT));
    expect(await totalOf('/users/coaches')).toBe(await recount(ROLES.COACH));
    expect(await totalOf(`/users?category_id=${ROLES.ADMIN}`)).toBe(await recount(ROLES.ADMIN));
    // Everyone: the kept counts of every role together.
    expect(await totalOf('/users')).toBe((await recount(ROLES.ADMIN)) + (await recount(ROLES.COACH)) + (await recount(ROLES.CLIENT)));
  }

  it('match a recount after a mix of writes, and are the unfiltered lists’ totals', async () => {
    const before = { clients: await totalOf('/users/clients'), coaches: await totalOf('/users/coaches') };
    const clients: Person[] = [];
    for (let i = 0; i < 5; i++) clients.push(await makeUser(t.app, ROLES.CLIENT, { firstname: 'Counted', lastname: `Client${i}` }));
    const coach = await makeUser(t.app, ROLES.COACH);
    await expectKept();
    expect(await totalOf('/users/clients')).toBe(before.clients + 5);
    expect(await totalOf('/users/coaches')).toBe(before.coaches + 1);

    // Archived, restored, archived again: only the live ones count.
    const [a, b, c, d, e] = clients;
    await send('DELETE', `/users/${a.id}`);
    await send('DELETE', `/users/${b.id}`);
    await send('POST', `/users/${b.id}/restore`);
    await send('DELETE', `/users/${coach.id}`);
    await expectKept();
    expect(await totalOf('/users/clients')).toBe(before.clients + 4);
    expect(await totalOf('/users/coaches')).toBe(before.coaches);

    // Erased on request; a role changed, a row deleted outright (paths no screen offers, but a script could).
    await send('POST', `/users/${c.id}/erase`, { confirm: `${c.row.firstname} ${c.row.lastname}` });
    await expectKept();
    await t.app.db.updateTable('users').set({ category_id: ROLES.COACH }).where('id', '=', d.id).execute();
    await t.app.db.deleteFrom('users').where('id', '=', e.id).execute();
    await t.app.db.updateTable('users').set({ category_id: ROLES.COACH }).where('id', '=', a.id).execute(); // archived: counts nowhere
    await expectKept();
    expect(await totalOf('/users/coaches')).toBe(before.coaches + 1);

    // A filtered list is still counted.
    expect(await totalOf(`/users/clients?q=${encodeURIComponent(b.row.lastname)}`)).toBe(1);
  });
});

/**
 * How many live people each role has in each region, kept by migration 0042's triggers
 * (docs/decisions/068-people-region-counts.md) and answered as the total of a people list filtered by region alone
 * and as the regions list's counts: after a mix of writes (people added in a region written in any case, moved,
 * their region taken away, archived, restored, erased, a role changed, a row deleted outright), the kept counts match
 * a recount, on each database.
 */
describe.each(DATABASES)('live people by role and region, kept (%s)', (kind) => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
  });
  afterAll(() => t.close());

  /** Each role and region's kept count beside a recount (the region as the database lowercases it): they differ in none. */
  async function drift() {
    const rows = await sql<{ category_id: number; region_key: string; kept: number | null; counted: number | null }>`
      select c.category_id, c.region_key, k.n as kept, r.n as counted
      from (select category_id, region_key from user_region_counts
            union select category_id, lower(region) from users where region is not null) c
      left join user_region_counts k on k.category_id = c.category_id and k.region_key = c.region_key
      left join (select category_id, lower(region) as region_key, count(*) as n from users
                 where deleted_at is null and region is not null group by category_id, lower(region)) r
        on r.category_id = c.category_id and r.region_key = c.region_key`.execute(t.app.db);
    return rows.rows.filter((r) => Number(r.kept ?? 0) !== Number(r.counted ?? 0));
  }

  /** A list's total as it answers it, asked one row at a time so that the total is not the page's length. */
  async function totalOf(url: string): Promise<number> {
    const res = await call(t.app, 'GET', `/api${url}&pageSize=1`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.headers['x-total-count']);
  }

  /** Live people of a role (or everyone) whose region is this one, in any case, counted. */
  async function recount(region: string, category?: number): Promise<number> {
    let q = t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .where((eb) => eb(eb.fn('lower', ['region']), '=', region.toLowerCase()));
    if (category !== undefined) q = q.where('category_id', '=', category);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  const regionRow = async (name: string) => {
    const res = await call(t.app, 'GET', '/api/regions', { token: admin.token });
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string; coach_count: number; client_count: number }[]).find((r) => r.name === name);
  };

  /** No kept count differs from a recount; the lists filtered by these regions and the regions list answer the recounts. */
  async function expectKept(regions: string[]) {
    expect(await drift()).toEqual([]);
    for (const region of regions) {
      const q = encodeURIComponent(region);
      expect(await totalOf(`/users/clients?region=${q}`)).toBe(await recount(region, ROLES.CLIENT));
      expect(await totalOf(`/users/coaches?region=${q}`)).toBe(await recount(region, ROLES.COACH));
      expect(await totalOf(`/users?region=${q}`)).toBe(await recount(region));
      expect(await regionRow(region)).toMatchObject({
        coach_count: await recount(region, ROLES.COACH),
        client_count: await recount(region, ROLES.CLIENT),
      });
    }
  }

  async function send(method: 'POST' | 'DELETE', url: string, body?: object) {
    const res = await call(t.app, method, `/api${url}`, { token: admin.token, body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  }

  it('match a recount after a mix of writes, and are the region-filtered lists’ totals and the regions’ counts', async () => {
    const [north, south] = ['Kept North', 'Kept South'];
    for (const name of [north, south]) await t.app.db.insertInto('regions').values({ name, created_at: nowIso() }).execute();
    await expectKept([north, south]);
    expect(await regionRow(north)).toMatchObject({ coach_count: 0, client_count: 0 });

    // Added, the region written in any case.
    const clients: Person[] = [];
    for (const region of [north, north.toUpperCase(), north.toLowerCase(), south, south])
      clients.push(await makeUser(t.app, ROLES.CLIENT, { region }));
    const coach = await makeUser(t.app, ROLES.COACH, { region: north });
    await expectKept([north, south]);
    expect(await totalOf(`/users/clients?region=${encodeURIComponent(north)}`)).toBe(3);
    expect(await regionRow(north)).toMatchObject({ coach_count: 1, client_count: 3 });

    // Moved to the other region, their region taken away, the case of its name changed (no move).
    const [a, b, c, d, e] = clients;
    const move = (p: Person, region: string | null) => t.app.db.updateTable('users').set({ region }).where('id', '=', p.id).execute();
    await move(a, south);
    await move(b, null);
    await move(c, north.toUpperCase());
    await expectKept([north, south]);
    expect(await totalOf(`/users/clients?region=${encodeURIComponent(south)}`)).toBe(3);

    // Archived, restored, archived again; erased on request.
    await send('DELETE', `/users/${d.id}`);
    await send('DELETE', `/users/${coach.id}`);
    await send('DELETE', `/users/${e.id}`);
    await send('POST', `/users/${e.id}/restore`);
    await expectKept([north, south]);
    await send('POST', `/users/${e.id}/erase`, { confirm: `${e.row.firstname} ${e.row.lastname}` });
    await expectKept([north, south]);

    // A role changed, a region moved while archived (counts nowhere), a row deleted outright.
    await t.app.db.updateTable('users').set({ category_id: ROLES.COACH }).where('id', '=', c.id).execute();
    await move(d, north);
    await t.app.db.deleteFrom('users').where('id', '=', a.id).execute();
    await expectKept([north, south]);
    expect(await regionRow(north)).toMatchObject({ coach_count: 1, client_count: 0 });

    // Filtered by anything besides the region, a list is still counted.
    expect(await totalOf(`/users/coaches?region=${encodeURIComponent(north)}&q=${encodeURIComponent(c.row.lastname)}`)).toBe(1);
  });
});
