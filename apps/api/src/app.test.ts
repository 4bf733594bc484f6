import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from '../test/harness';
import { prepareDatabase } from './prepare';
import { DEMO_PASSWORDS } from './demo/demo-data';

describe.each(DATABASES)('server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'tc-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Training centre</title><div id="root"></div>');
    t = await createTestApp(kind, { webDist });
    t.app.get('/api/test-boom', async () => {
      throw new Error('SELECT secret FROM users -- internal detail');
    });
  });
  afterAll(() => t.close());

  it('reports the database reachable on /api/health', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ status: 'ok', database: 'up', dialect: kind, redis: 'unused' });
  });

  it('serves the web app with an SPA fallback, but not for unknown API paths', async () => {
    for (const url of ['/', '/clientlisting', '/action-plans/12']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    const missing = await call(t.app, 'GET', '/assets/index-gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    const api = await call(t.app, 'GET', '/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.data).toEqual({ error: 'No API route GET /api/no-such-thing.', code: 'NOT_FOUND' });
  });

  it('hides the text of a 500 and gives a request id to quote', async () => {
    const res = await call(t.app, 'GET', '/api/test-boom');
    expect(res.statusCode).toBe(500);
    expect(res.data.code).toBe('INTERNAL');
    expect(res.body).not.toMatch(/SELECT|secret|stack/);
    expect(res.data.error).toContain(String(res.headers['x-request-id']));
  });

  it('publishes the OpenAPI document and its browsable docs', async () => {
    const doc = await call(t.app, 'GET', '/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.data.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.data.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/{id}', '/api/regions']));
    expect(doc.data.paths['/api/auth/login'].post.requestBody).toBeTruthy();
    const ui = await call(t.app, 'GET', '/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('fills an empty database with the demo centre once, and the demo logins work', async () => {
    await prepareDatabase(t.app.db, { demoData: true });
    await prepareDatabase(t.app.db, { demoData: true });
    const login = (username: string, password: string) => call(t.app, 'POST', '/api/auth/login', { body: { username, password } });
    const admin = await login('admin', DEMO_PASSWORDS.admin);
    expect(admin.statusCode).toBe(200);
    expect((await login('coach.sarah', DEMO_PASSWORDS.coach)).data.user.category_id).toBe(3);
    expect((await login('client.maple', DEMO_PASSWORDS.client)).data.user.category_id).toBe(4);
    const clients = await call(t.app, 'GET', '/api/users/clients', { token: admin.data.token });
    expect(clients.data.length).toBeGreaterThanOrEqual(8);
    const coaches = await call(t.app, 'GET', '/api/users/coaches', { token: admin.data.token });
    expect(new Set(coaches.data.map((c: JsonBody) => c.region)).size).toBeGreaterThanOrEqual(3);
    const plans = await t.app.db
      .selectFrom('action_plans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(plans.n)).toBeGreaterThanOrEqual(8 * 2);
  });

  // Last: it adds a user, and the demo data goes only into an empty database.
  it('takes a bodiless POST that still says application/json', async () => {
    const { makeUser } = await import('../test/fixtures');
    const u = await makeUser(t.app, 4);
    const res = await call(t.app, 'POST', '/api/auth/logout', { token: u.token, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('first administrator from the environment', () => {
  it('creates ADMIN_USERNAME on an empty database without demo data', async () => {
    const t = await createTestApp('sqlite', { admin: { username: 'Boss', password: 'first-admin-pw' } });
    try {
      const res = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'boss', password: 'first-admin-pw' } });
      expect(res.statusCode).toBe(200);
      expect(res.data.user.category_id).toBe(2);
      const users = await call(t.app, 'GET', '/api/users', { token: res.data.token });
      expect(users.data).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('API rate limit', () => {
  it('answers 429 in the error shape past RATE_LIMIT_PER_MINUTE, and never limits the web app', async () => {
    const t = await createTestApp('sqlite', { rateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await call(t.app, 'GET', '/api/regions')).statusCode).toBe(401);
      const limited = await call(t.app, 'GET', '/api/regions');
      expect(limited.statusCode).toBe(429);
      expect(limited.data).toEqual({ error: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' });
      expect(limited.headers['retry-after']).toBeTruthy();
      expect((await call(t.app, 'GET', '/clientlisting')).statusCode).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});
