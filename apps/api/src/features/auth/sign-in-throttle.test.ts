import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DATABASES, type TestApp } from '../../../test/harness';
import { makeUser, PASSWORD } from '../../../test/fixtures';

/** The sign-in limit holds under any burst, cannot lock a person out, and covers current_password. */
describe.each(DATABASES)('sign-in throttle on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string) =>
    call(t.app, 'POST', '/api/auth/login', { body: { username, password }, ip });
  const statuses = (codes: number[]) => codes.reduce<Record<number, number>>((n, c) => ({ ...n, [c]: (n[c] ?? 0) + 1 }), {});

  it('holds the limit under a burst: 60 parallel wrong passwords answer exactly 10 × 401 and 50 × 429', async () => {
    const u = await makeUser(t.app, ROLES.ADMIN);
    const burst = await Promise.all(Array.from({ length: 60 }, () => login(u.username, 'wrong-password', '10.50.0.1')));
    expect(statuses(burst.map((r) => r.statusCode))).toEqual({ 401: 10, 429: 50 });
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.data).toEqual({
      error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    // The right password from that address, or from a new one, is refused too.
    expect((await login(u.username, PASSWORD, '10.50.0.1')).statusCode).toBe(429);
    expect((await login(u.username, PASSWORD, '10.50.0.2')).statusCode).toBe(429);
  });

  it('an attacker elsewhere cannot keep a user out of an address they have signed in from', async () => {
    const admin = await makeUser(t.app, ROLES.ADMIN);
    expect((await login(admin.username, PASSWORD, '10.51.0.1')).statusCode).toBe(200);
    const attack: number[] = [];
    for (let i = 0; i < 30; i++) attack.push((await login(admin.username, `guess-${i}`, `10.52.0.${i}`)).statusCode);
    expect(statuses(attack)).toEqual({ 401: 10, 429: 20 });
    expect((await login(admin.username, PASSWORD, '10.51.0.1')).statusCode).toBe(200);
    // Distributed guessing still meets the limit from any address the username has not used.
    const fresh = await login(admin.username, PASSWORD, '10.53.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.data.code).toBe('RATE_LIMITED');
  });

  it("a colleague who signed in before from the attacker's address still gets in", async () => {
    const colleague = await makeUser(t.app, ROLES.COACH);
    const newcomer = await makeUser(t.app, ROLES.COACH);
    expect((await login(colleague.username, PASSWORD, '10.54.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(`stuffed-${i}`, 'nope-nope', '10.54.0.1')).statusCode).toBe(401);
    expect((await login('stuffed-10', 'nope-nope', '10.54.0.1')).statusCode).toBe(429);
    expect((await login(colleague.username, PASSWORD, '10.54.0.1')).statusCode).toBe(200);
    // Credential stuffing: usernames never seen at that address are refused there, not elsewhere.
    expect((await login(newcomer.username, PASSWORD, '10.54.0.1')).statusCode).toBe(429);
    expect((await login(newcomer.username, PASSWORD, '10.54.0.2')).statusCode).toBe(200);
  });

  it('the lock of a username and address holds at a known address too, and only there', async () => {
    const admin = await makeUser(t.app, ROLES.ADMIN);
    expect((await login(admin.username, PASSWORD, '10.55.0.1')).statusCode).toBe(200);
    expect((await login(admin.username, PASSWORD, '10.55.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(admin.username, 'nope-nope', '10.55.0.1')).statusCode).toBe(401);
    expect((await login(admin.username, PASSWORD, '10.55.0.1')).statusCode).toBe(429);
    expect((await login(admin.username, PASSWORD, '10.55.0.2')).statusCode).toBe(200);
    expect((await login(admin.username, PASSWORD, '10.55.0.3')).statusCode).toBe(429);
  });

  it('a successful sign-in clears the failures of that username and address', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(u.username, 'nope-nope', '10.56.0.1')).statusCode).toBe(401);
      expect((await login(u.username, PASSWORD, '10.56.0.1')).statusCode).toBe(200);
    }
  });

  it('counts wrong current passwords like failed sign-ins: after 10, the right one is refused too', async () => {
    const u = await makeUser(t.app, ROLES.COACH);
    const put = (current_password: string) =>
      call(t.app, 'PUT', `/api/users/${u.id}`, {
        token: u.token,
        ip: '10.57.0.1',
        body: { password: 'a-brand-new-password', current_password },
      });
    for (let i = 0; i < 10; i++) {
      const res = await put(`guess-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.data.issues[0].path).toEqual(['current_password']);
    }
    const refused = await put(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.data.code).toBe('RATE_LIMITED');
    // Nothing changed (a new password would have ended the session), and sign-in from that address meets the same limit.
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: u.token })).statusCode).toBe(200);
    expect((await login(u.username, PASSWORD, '10.57.0.1')).statusCode).toBe(429);
    const failures = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'login_failed')
      .where('actor_id', '=', u.id)
      .execute();
    expect(failures).toHaveLength(10);
    expect(JSON.parse(failures[0].after!)).toEqual({ username: u.username, check: 'current_password' });
  });

  it('a burst of wrong current passwords is held to the limit too', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t.app, 'PUT', `/api/users/${u.id}`, {
          token: u.token,
          ip: '10.58.0.1',
          body: { email: 'new@example.ca', current_password: `g${i}` },
        }),
      ),
    );
    expect(statuses(burst.map((r) => r.statusCode))).toEqual({ 400: 10, 429: 20 });
  });
});
