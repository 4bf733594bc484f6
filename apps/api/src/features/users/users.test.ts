import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from '../../../test/harness';
import { type Cast, makeCast, makeUser, PASSWORD } from '../../../test/fixtures';

describe.each(DATABASES)('users on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  const newClient = (username: string, extra: object = {}) => ({
    username,
    password: 'initial-password',
    category_id: 4,
    email: `${username}@example.ca`,
    firstname: 'Nadia',
    lastname: 'Kowalski',
    business_name: 'Kowalski Kids Day Home',
    city: 'Red Deer',
    region: 'Central Alberta',
    postal_code: 't4n1x8',
    ...extra,
  });

  it('lists clients with search over names, business and city, sorting and paging', async () => {
    const { admin } = cast;
    for (const [i, city] of ['Airdrie', 'Banff', 'Canmore'].entries()) {
      await makeUser(t.app, ROLES.CLIENT, {
        username: `pager${i}`,
        firstname: `Zoe${i}`,
        lastname: `Pager`,
        city,
        business_name: `Pager Play ${i}`,
      });
    }
    const byCity = await call(t.app, 'GET', '/api/users/clients?q=canm', { token: admin.token });
    expect(byCity.statusCode).toBe(200);
    expect(byCity.data.map((u: JsonBody) => u.username)).toEqual(['pager2']);
    const byBusiness = await call(t.app, 'GET', '/api/users/clients?q=PAGER%20PLAY', { token: admin.token });
    expect(byBusiness.data).toHaveLength(3);
    const fullName = await call(t.app, 'GET', '/api/users/clients?q=zoe1 pager', { token: admin.token });
    expect(fullName.data.map((u: JsonBody) => u.username)).toEqual(['pager1']);
    // A % typed in the box is a character, not a wildcard.
    expect((await call(t.app, 'GET', '/api/users/clients?q=%25', { token: admin.token })).data).toEqual([]);

    const page = await call(t.app, 'GET', '/api/users/clients?q=pager&sort=-city&page=2&pageSize=2', { token: admin.token });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.data.map((u: JsonBody) => u.city)).toEqual(['Airdrie']);
    const first = await call(t.app, 'GET', '/api/users/clients?q=pager&sort=-city&page=1&pageSize=2', { token: admin.token });
    expect(first.data.map((u: JsonBody) => u.city)).toEqual(['Canmore', 'Banff']);
    const unpaged = await call(t.app, 'GET', '/api/users/clients', { token: admin.token });
    // Unpaged, a list still answers one page at most, with its total (docs/architecture.md#api-conventions).
    expect(unpaged.headers['x-total-count']).toBe(String(unpaged.data.length));
    expect(unpaged.data.every((u: JsonBody) => u.category_id === 4)).toBe(true);
  });

  it('lists coaches, coaches of a region and a coach’s clients', async () => {
    const { admin, coach, otherCoach, client } = cast;
    const coaches = await call(t.app, 'GET', '/api/users/coaches', { token: coach.token });
    expect(coaches.data.map((u: JsonBody) => u.id).sort()).toEqual(expect.arrayContaining([coach.id, otherCoach.id]));
    expect(coaches.data.every((u: JsonBody) => u.category_id === 3)).toBe(true);
    const calgary = await call(t.app, 'GET', '/api/users/coaches-by-region?region=calgary', { token: admin.token });
    expect(calgary.data.map((u: JsonBody) => u.id)).toEqual([coach.id]);
    const missing = await call(t.app, 'GET', '/api/users/coaches-by-region', { token: admin.token });
    expect(missing.statusCode).toBe(400);
    for (const path of ['assosiatedCilents', 'associated-clients']) {
      const mine = await call(t.app, 'GET', `/api/users/${path}/${coach.id}`, { token: coach.token });
      expect(mine.statusCode).toBe(200);
      expect(mine.data.map((u: JsonBody) => u.id)).toEqual([client.id]);
    }
    expect((await call(t.app, 'GET', `/api/users/associated-clients/${client.id}`, { token: admin.token })).statusCode).toBe(404);
  });

  it('client lists carry their current coaches, coach lists their count of current clients', async () => {
    const { admin, coach, otherCoach, client, otherClient } = cast;
    const clients = await call(t.app, 'GET', '/api/users/clients', { token: admin.token });
    const mine = clients.data.find((u: JsonBody) => u.id === client.id);
    expect(mine.coaches).toEqual([{ id: coach.id, firstname: coach.row.firstname, lastname: coach.row.lastname }]);
    expect(clients.data.find((u: JsonBody) => u.id === otherClient.id).coaches.map((c: JsonBody) => c.id)).toEqual([otherCoach.id]);
    const coaches = await call(t.app, 'GET', '/api/users/coaches', { token: admin.token });
    expect(coaches.data.find((u: JsonBody) => u.id === otherCoach.id).client_count).toBe(1);
    const byRegion = await call(t.app, 'GET', '/api/users/coaches-by-region?region=Edmonton', { token: admin.token });
    expect(byRegion.data.map((u: JsonBody) => [u.id, u.client_count])).toEqual([[otherCoach.id, 1]]);
  });

  it('GET /users lists every category for an administrator and filters by category', async () => {
    const all = await call(t.app, 'GET', '/api/users?pageSize=100', { token: cast.admin.token });
    expect(new Set(all.data.map((u: JsonBody) => u.category_id))).toEqual(new Set([2, 3, 4]));
    const admins = await call(t.app, 'GET', '/api/users?category_id=2', { token: cast.admin.token });
    expect(admins.data.every((u: JsonBody) => u.category_id === 2)).toBe(true);
  });

  it('a coach creates a client, who is assigned to that coach and can sign in', async () => {
    const { coach } = cast;
    const res = await call(t.app, 'POST', '/api/users/create', { token: coach.token, body: newClient('nadia.k') });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      username: 'nadia.k',
      category_id: 4,
      region: 'Central Alberta',
      postal_code: 'T4N1X8',
      status: 'active',
    });
    const mine = await call(t.app, 'GET', `/api/users/associated-clients/${coach.id}`, { token: coach.token });
    expect(mine.data.map((u: JsonBody) => u.username)).toContain('nadia.k');
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'nadia.k', password: 'initial-password' } });
    expect(login.statusCode).toBe(200);
    const dup = await call(t.app, 'POST', '/api/users/create', { token: cast.admin.token, body: newClient('NADIA.K') });
    expect(dup.statusCode).toBe(409);
  });

  it('writes an audit entry with before and after for every change, never the password', async () => {
    const { admin } = cast;
    const created = await call(t.app, 'POST', '/api/users/create', { token: admin.token, body: newClient('audited', { category_id: 3 }) });
    const id = created.data.id;
    await call(t.app, 'PUT', `/api/users/${id}`, { token: admin.token, body: { city: 'Calgary', password: 'another-password' } });
    await call(t.app, 'DELETE', `/api/users/${id}`, { token: admin.token });
    await call(t.app, 'POST', `/api/users/${id}/restore`, { token: admin.token });
    const entries = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete', 'restore']);
    expect(entries.every((e) => e.actor_id === admin.id && e.ip)).toBe(true);
    expect(JSON.parse(entries[1].before!).city).toBe('Red Deer');
    expect(JSON.parse(entries[1].after!).city).toBe('Calgary');
    expect(entries.map((e) => `${e.before}${e.after}`).join('')).not.toMatch(/password|argon2/);
  });

  it('people update their own record but not their category, status or username', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    const ok = await call(t.app, 'PUT', `/api/users/${u.id}`, {
      token: u.token,
      body: { phone: '403-555-1234', business_name: 'Renamed Day Home' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.data).toMatchObject({ phone: '403-555-1234', business_name: 'Renamed Day Home' });
    for (const body of [{ category_id: 2 }, { status: 'inactive' }, { username: 'new-name' }]) {
      const res = await call(t.app, 'PUT', `/api/users/${u.id}`, { token: u.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.data.code).toBe('FORBIDDEN');
    }
    // Sending the unchanged value back, as an edit form does, is fine.
    expect(
      (await call(t.app, 'PUT', `/api/users/${u.id}`, { token: u.token, body: { category_id: 4, username: u.username } })).statusCode,
    ).toBe(200);
    const fresh = await call(t.app, 'GET', `/api/users/${u.id}`, { token: u.token });
    expect(fresh.data).toMatchObject({ category_id: 4, status: 'active', username: u.username });
  });

  it('changing your own password needs the current one', async () => {
    const u = await makeUser(t.app, ROLES.COACH);
    const without = await call(t.app, 'PUT', `/api/users/${u.id}`, { token: u.token, body: { password: 'my-new-password' } });
    expect(without.statusCode).toBe(400);
    expect(without.data.issues[0].path).toEqual(['current_password']);
    const wrong = await call(t.app, 'PUT', `/api/users/${u.id}`, {
      token: u.token,
      body: { password: 'my-new-password', current_password: 'not-it-at-all' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await call(t.app, 'PUT', `/api/users/${u.id}`, {
      token: u.token,
      body: { password: 'my-new-password', current_password: PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { username: u.username, password: 'my-new-password' } })).statusCode).toBe(
      200,
    );
  });

  it('changing your own email address needs the current password; an administrator changing someone else’s does not', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    const put = (body: object, token = u.token) => call(t.app, 'PUT', `/api/users/${u.id}`, { token, body });
    const without = await put({ email: 'taken-over@example.ca' });
    expect(without.statusCode).toBe(400);
    expect(without.data.issues).toEqual([
      { path: ['current_password'], message: 'Enter your current password to change your email address.' },
    ]);
    const wrong = await put({ email: 'taken-over@example.ca', current_password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.issues[0]).toEqual({ path: ['current_password'], message: 'Your current password is not correct.' });
    expect((await call(t.app, 'GET', `/api/users/${u.id}`, { token: u.token })).data.email).toBe(`${u.username}@example.ca`);
    // Sending the unchanged address back, as an edit form does, needs nothing.
    expect((await put({ email: `${u.username.toUpperCase()}@EXAMPLE.CA`, phone: '403-555-0101' })).statusCode).toBe(200);
    const right = await put({ email: 'mine@example.ca', current_password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.data.email).toBe('mine@example.ca');
    const admin = await makeUser(t.app, ROLES.ADMIN);
    const byAdmin = await put({ email: 'set-by-admin@example.ca' }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.data.email).toBe('set-by-admin@example.ca');
  });

  it('the last active administrator can be neither archived, demoted nor deactivated', async () => {
    const solo = await createTestApp(kind);
    try {
      const admin = await makeUser(solo.app, ROLES.ADMIN);
      for (const [method, body] of [
        ['DELETE', undefined],
        ['PUT', { category_id: 3 }],
        ['PUT', { status: 'inactive' }],
      ] as const) {
        const res = await call(solo.app, method, `/api/users/${admin.id}`, { token: admin.token, body });
        expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(409);
        expect(res.data.code).toBe('CONFLICT');
      }
      expect((await call(solo.app, 'GET', '/api/auth/getMe', { token: admin.token })).data.user.category_id).toBe(2);
      // With a second administrator, the first may step down.
      await makeUser(solo.app, ROLES.ADMIN);
      expect((await call(solo.app, 'PUT', `/api/users/${admin.id}`, { token: admin.token, body: { category_id: 3 } })).statusCode).toBe(
        200,
      );
    } finally {
      await solo.close();
    }
  });

  it('archiving removes a user from every list; an administrator lists and restores them', async () => {
    const { admin, coach } = cast;
    const u = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Archie', lastname: 'Ved' });
    expect((await call(t.app, 'DELETE', `/api/users/${u.id}`, { token: admin.token })).data).toEqual({ id: u.id });
    const lists = ['/api/users/clients?q=archie', '/api/users?q=archie'];
    for (const url of lists) expect((await call(t.app, 'GET', url, { token: admin.token })).data).toEqual([]);
    expect((await call(t.app, 'GET', `/api/users/${u.id}`, { token: coach.token })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/users/${u.id}`, { token: admin.token })).statusCode).toBe(404);
    const archived = await call(t.app, 'GET', '/api/users?archived=true&q=archie', { token: admin.token });
    expect(archived.data).toHaveLength(1);
    expect(archived.data[0].archivedAt).toBeTruthy();
    const restored = await call(t.app, 'POST', `/api/users/${u.id}/restore`, { token: admin.token });
    expect(restored.statusCode).toBe(200);
    expect(restored.data.archivedAt).toBeNull();
    expect((await call(t.app, 'GET', '/api/users/clients?q=archie', { token: admin.token })).data).toHaveLength(1);
    expect((await call(t.app, 'POST', `/api/users/${u.id}/restore`, { token: admin.token })).statusCode).toBe(409);
  });
});

describe.each(DATABASES)('regions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists Alberta’s regions with counts of coaches and clients, and an administrator adds one', async () => {
    const admin = await makeUser(t.app, ROLES.ADMIN);
    await makeUser(t.app, ROLES.COACH, { region: 'Calgary' });
    await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
    await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
    const archived = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
    await call(t.app, 'DELETE', `/api/users/${archived.id}`, { token: admin.token });
    const res = await call(t.app, 'GET', '/api/regions', { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.data.map((r: JsonBody) => r.name)).toEqual(expect.arrayContaining(['Calgary', 'Edmonton', 'Central Alberta']));
    expect(res.data.find((r: JsonBody) => r.name === 'Calgary')).toMatchObject({ coach_count: 1, client_count: 2 });
    expect(res.data.find((r: JsonBody) => r.name === 'Edmonton')).toMatchObject({ coach_count: 0, client_count: 0 });

    const added = await call(t.app, 'POST', '/api/regions', { token: admin.token, body: { name: 'Peace River Country' } });
    expect(added.statusCode).toBe(201);
    expect(added.data).toMatchObject({ name: 'Peace River Country', coach_count: 0, client_count: 0 });
    const dup = await call(t.app, 'POST', '/api/regions', { token: admin.token, body: { name: 'peace river country' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.error).toMatch(/already exists/);
  });
});
