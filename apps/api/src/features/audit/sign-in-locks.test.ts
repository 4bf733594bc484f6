import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DATABASES, type TestApp } from '../../../test/harness';
import { makeUser, type Person, PASSWORD } from '../../../test/fixtures';

const WINDOW_MS = 15 * 60_000;

/** Administrators see who may not sign in now, and can clear it. */
describe.each(DATABASES)('sign-in locks on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string) =>
    call(t.app, 'POST', '/api/auth/login', { body: { username, password }, ip });
  const locks = (token = admin.token) => call(t.app, 'GET', '/api/audit/sign-in-locks', { token });
  const unlock = (username: string, token = admin.token) =>
    call(t.app, 'DELETE', `/api/audit/sign-in-locks/${encodeURIComponent(username)}`, { token });

  it('lists a username locked from one address and from every new address, until the oldest failure leaves the window', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    const started = Date.now();
    for (let i = 0; i < 10; i++) expect((await login(u.username, 'nope-nope', '10.70.0.1')).statusCode).toBe(401);
    const ended = Date.now();
    const res = await locks();
    expect(res.statusCode).toBe(200);
    const mine = res.data.filter((l: { username: string }) => l.username === u.username);
    expect(mine).toEqual([
      { username: u.username, address: null, failures: 10, lockedUntil: expect.any(String) },
      { username: u.username, address: '10.70.0.1', failures: 10, lockedUntil: expect.any(String) },
    ]);
    for (const lock of mine) {
      const until = Date.parse(lock.lockedUntil);
      expect(until).toBeGreaterThanOrEqual(started + WINDOW_MS);
      expect(until).toBeLessThanOrEqual(ended + WINDOW_MS);
    }
    // Fewer failures than the limit are no lock.
    const v = await makeUser(t.app, ROLES.CLIENT);
    for (let i = 0; i < 9; i++) await login(v.username, 'nope-nope', '10.70.0.2');
    expect((await locks()).data.some((l: { username: string }) => l.username === v.username)).toBe(false);
  });

  it('is for administrators only', async () => {
    const coach = await makeUser(t.app, ROLES.COACH);
    const client = await makeUser(t.app, ROLES.CLIENT);
    for (const who of [coach, client]) {
      expect((await locks(who.token)).statusCode).toBe(403);
      const refused = await unlock(admin.username, who.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.data.code).toBe('FORBIDDEN');
    }
    expect((await call(t.app, 'GET', '/api/audit/sign-in-locks')).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', '/api/audit/sign-in-locks/someone')).statusCode).toBe(401);
  });

  it('unlock clears the failures from every address, is audited, and the person signs in again', async () => {
    const u = await makeUser(t.app, ROLES.COACH);
    for (let i = 0; i < 10; i++) expect((await login(u.username, 'nope-nope', `10.71.0.${i % 2}`)).statusCode).toBe(401);
    expect((await login(u.username, PASSWORD, '10.71.0.9')).statusCode).toBe(429);
    const res = await unlock(u.username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ username: u.username, cleared: 10 });
    expect((await locks()).data.some((l: { username: string }) => l.username === u.username)).toBe(false);
    expect((await login(u.username, PASSWORD, '10.71.0.9')).statusCode).toBe(200);
    const entry = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'unlock')
      .where('entity_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: admin.id, entity: 'user' });
    expect(JSON.parse(entry.after!)).toEqual({ username: u.username, cleared: 10 });
    // A username no account has: nothing to clear, still recorded.
    expect((await unlock('no-such-person')).data).toEqual({ username: 'no-such-person', cleared: 0 });
  });
});
