import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenService } from '../../auth/tokens';
import { call, createTestApp, DATABASES, type TestApp } from '../../../test/harness';
import { makeUser, PASSWORD } from '../../../test/fixtures';

describe.each(DATABASES)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip = '10.0.0.1') =>
    call(t.app, 'POST', '/api/auth/login', { body: { username, password }, ip });

  it('signs in with the right password and answers token, user and expiry', async () => {
    const u = await makeUser(t.app, ROLES.COACH);
    const res = await login(u.username, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.data.user).toMatchObject({ id: u.id, username: u.username, category_id: 3, status: 'active' });
    expect(res.data.user).not.toHaveProperty('password_hash');
    expect(res.body).not.toContain('argon2');
    const ttl = Date.parse(res.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(7.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(8 * 3600_000);
    const me = await call(t.app, 'GET', '/api/auth/getMe', { token: res.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.data.user.id).toBe(u.id);
  });

  it('accepts the username in any case', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    expect((await login(u.username.toUpperCase(), PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown user and an inactive user alike', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    const inactive = await makeUser(t.app, ROLES.CLIENT, { status: 'inactive' });
    for (const res of [
      await login(u.username, 'wrong-password'),
      await login('nobody-here', PASSWORD),
      await login(inactive.username, PASSWORD),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.data).toEqual({ error: 'Invalid credentials', code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 429 after 10 failures for one username, whatever the address', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    for (let i = 0; i < 10; i++) expect((await login(u.username, 'nope-nope', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login(u.username, PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.data.code).toBe('RATE_LIMITED');
    expect(blocked.data.error).toMatch(/Too many failed sign-in attempts/);
  });

  it('answers 429 after 10 failures from one address, whatever the username', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    for (let i = 0; i < 10; i++) expect((await login(`ghost${i}`, 'nope-nope', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(u.username, PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(u.username, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('audits sign-ins: each success and failure, and a lock once (never a password)', async () => {
    const u = await makeUser(t.app, ROLES.COACH);
    const trail = (action: string) =>
      t.app.db.selectFrom('audit_entries').selectAll().where('action', '=', action).where('entity_id', '=', u.id).orderBy('id').execute();
    expect((await login(u.username, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    expect(await trail('login')).toEqual([
      expect.objectContaining({ actor_id: u.id, entity: 'user', entity_id: u.id, ip: '10.4.0.1', before: null, after: null }),
    ]);
    for (let i = 0; i < 10; i++) expect((await login(u.username, `secret-guess-${i}`, '10.4.0.2')).statusCode).toBe(401);
    // Refused attempts write nothing, so a flood cannot fill the trail.
    for (let i = 0; i < 5; i++) expect((await login(u.username, `secret-guess-${i}`, '10.4.0.2')).statusCode).toBe(429);
    const failed = await trail('login_failed');
    expect(failed).toHaveLength(10);
    for (const entry of failed) {
      expect(entry).toMatchObject({ actor_id: null, entity: 'user', entity_id: u.id, ip: '10.4.0.2', before: null });
      expect(JSON.parse(entry.after!)).toEqual({ username: u.username });
    }
    const locked = await trail('login_locked');
    expect(locked).toHaveLength(1);
    expect(locked[0]).toMatchObject({ actor_id: null, entity: 'user', ip: '10.4.0.2' });
    expect(JSON.parse(locked[0].after!)).toMatchObject({ username: u.username, address: '10.4.0.2', failures: 10 });
    const everything = await t.app.db.selectFrom('audit_entries').selectAll().execute();
    expect(JSON.stringify(everything)).not.toContain('secret-guess');
    // An unknown username is recorded by name, with no record to point to.
    expect((await login('nobody-at-all', 'whatever-it-is', '10.4.0.3')).statusCode).toBe(401);
    const unknown = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'login_failed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(unknown).toMatchObject({ actor_id: null, entity: 'user', entity_id: null, ip: '10.4.0.3' });
    expect(JSON.parse(unknown.after!)).toEqual({ username: 'nobody-at-all' });
  });

  it('registers a client and signs them in', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        username: 'New.Day.Home',
        email: 'Owner@Example.ca',
        password: 'a-long-password',
        firstname: 'Ada',
        lastname: 'Lee',
        region: 'calgary',
        business_name: 'Bright Beginnings',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.user).toMatchObject({
      username: 'new.day.home',
      email: 'owner@example.ca',
      category_id: 4,
      region: 'Calgary',
      business_name: 'Bright Beginnings',
    });
    expect(res.data.token).toBeTruthy();
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: res.data.token })).statusCode).toBe(200);
    expect((await login('new.day.home', 'a-long-password')).statusCode).toBe(200);
  });

  it('refuses a category_id in the registration body and creates nobody', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { username: 'sneaky', email: 's@example.ca', password: 'a-long-password', firstname: 'S', lastname: 'N', category_id: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.code).toBe('VALIDATION_ERROR');
    expect(res.data.issues).toContainEqual(expect.objectContaining({ path: ['category_id'] }));
    expect((await login('sneaky', 'a-long-password')).statusCode).toBe(401);
  });

  it('refuses a taken username with 409 and a short password with 400', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    const base = { email: 'x@example.ca', firstname: 'X', lastname: 'Y' };
    const taken = await call(t.app, 'POST', '/api/auth/register', { body: { ...base, username: u.username, password: 'a-long-password' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.data).toEqual({
      error: 'That username is already taken.',
      code: 'CONFLICT',
      issues: [{ path: ['username'], message: 'That username is already taken.' }],
    });
    const short = await call(t.app, 'POST', '/api/auth/register', { body: { ...base, username: 'shorty', password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.data.issues[0]).toMatchObject({ path: ['password'], message: 'Password must be at least 8 characters' });
    const unknownRegion = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...base, username: 'faraway', password: 'a-long-password', region: 'Atlantis' },
    });
    expect(unknownRegion.statusCode).toBe(400);
    expect(unknownRegion.data.issues[0].path).toEqual(['region']);
  });

  it('logout ends every token of that user at once', async () => {
    const u = await makeUser(t.app, ROLES.COACH);
    const a = (await login(u.username, PASSWORD)).data.token;
    const b = (await login(u.username, PASSWORD)).data.token;
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: a })).statusCode).toBe(200);
    for (const token of [a, b]) {
      const res = await call(t.app, 'GET', '/api/auth/getMe', { token });
      expect(res.statusCode).toBe(401);
      expect(res.data.code).toBe('UNAUTHENTICATED');
    }
    expect((await call(t.app, 'POST', '/api/auth/logout')).statusCode).toBe(401);
  });

  it('refuses missing, malformed, tampered, foreign-key and expired tokens', async () => {
    const u = await makeUser(t.app, ROLES.CLIENT);
    const [h, p, s] = u.token.split('.');
    const forged = JSON.parse(Buffer.from(p, 'base64url').toString());
    forged.sub = '1';
    const tampered = `${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`;
    const otherKey = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(u.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = (await createTokenService(t.config.jwtSecret, -60).issue(u.id, 0)).token;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    for (const token of [undefined, 'garbage', tampered, otherKey, expired, none]) {
      const res = await call(t.app, 'GET', '/api/auth/getMe', { token });
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.data.code).toBe('UNAUTHENTICATED');
    }
    // The web app stores the token JSON-quoted; the quotes are stripped.
    expect((await call(t.app, 'GET', '/api/auth/getMe', { headers: { authorization: `Bearer "${u.token}"` } })).statusCode).toBe(200);
  });

  it('deactivation, archiving, a role change and a password change revoke tokens at once', async () => {
    const admin = await makeUser(t.app, ROLES.ADMIN);
    const changes: [string, (id: number) => Promise<unknown>][] = [
      ['deactivation', (id) => call(t.app, 'PUT', `/api/users/${id}`, { token: admin.token, body: { status: 'inactive' } })],
      ['archiving', (id) => call(t.app, 'DELETE', `/api/users/${id}`, { token: admin.token })],
      ['role change', (id) => call(t.app, 'PUT', `/api/users/${id}`, { token: admin.token, body: { category_id: 4 } })],
      ['password change', (id) => call(t.app, 'PUT', `/api/users/${id}`, { token: admin.token, body: { password: 'brand-new-password' } })],
    ];
    for (const [name, change] of changes) {
      const u = await makeUser(t.app, ROLES.COACH);
      expect((await call(t.app, 'GET', '/api/auth/getMe', { token: u.token })).statusCode).toBe(200);
      await change(u.id);
      expect((await call(t.app, 'GET', '/api/auth/getMe', { token: u.token })).statusCode, name).toBe(401);
    }
  });

  it('an archived user can no longer sign in', async () => {
    const admin = await makeUser(t.app, ROLES.ADMIN);
    const u = await makeUser(t.app, ROLES.CLIENT);
    await call(t.app, 'DELETE', `/api/users/${u.id}`, { token: admin.token });
    expect((await login(u.username, PASSWORD, '10.3.0.1')).statusCode).toBe(401);
  });
});
