import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DATABASES)('the HTTP edge on %s', (kind) => {
  describe('client addresses behind proxies (TRUST_PROXY)', () => {
    let byCount: TestApp;
    let byAddress: TestApp;
    beforeAll(async () => {
      byCount = await createTestApp(kind, { trustProxy: 1 });
      byAddress = await createTestApp(kind, { trustProxy: ['10.0.0.1'] });
    });
    afterAll(async () => {
      await byCount.close();
      await byAddress.close();
    });

    /** The address a logout writes to the audit trail, for a request from `remote` with this X-Forwarded-For. */
    async function auditedAddress(t: TestApp, remote: string, forwardedFor: string) {
      const u = await makeUser(t.app, ROLES.CLIENT);
      const res = await call(t.app, 'POST', '/api/auth/logout', {
        token: u.token,
        ip: remote,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      expect(res.statusCode).toBe(200);
      const entry = await t.app.db
        .selectFrom('audit_entries')
        .select('ip')
        .where('action', '=', 'logout')
        .where('actor_id', '=', u.id)
        .executeTakeFirstOrThrow();
      return entry.ip;
    }

    it('with one hop believes only the address the load balancer added, never what the client wrote before it', async () => {
      expect(await auditedAddress(byCount, '10.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    });

    it('with a proxy list believes X-Forwarded-For only from that proxy', async () => {
      expect(await auditedAddress(byAddress, '10.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
      expect(await auditedAddress(byAddress, '198.51.100.4', '6.6.6.6, 203.0.113.9')).toBe('198.51.100.4');
    });
  });

  describe('headers of every answer', () => {
    let t: TestApp;
    beforeAll(async () => {
      const webDist = mkdtempSync(path.join(os.tmpdir(), 'tc-web-'));
      writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Training centre</title><div id="root"></div>');
      t = await createTestApp(kind, { webDist });
      // What every log line of the request carries (pino's child bindings).
      t.app.get('/api/test-log-bindings', async (request) => (request.log as unknown as { bindings(): object }).bindings());
    });
    afterAll(() => t.close());

    it('sends a page policy without inline script and without https: styles on pages and the API docs; API calls allow nothing', async () => {
      for (const url of ['/', '/clientlisting', '/api/docs/', '/api/docs/static/swagger-initializer.js']) {
        const csp = String((await call(t.app, 'GET', url)).headers['content-security-policy']);
        const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
        expect(directive('script-src'), url).toBe("script-src 'self'");
        expect(directive('style-src'), url).toBe("style-src 'self' 'unsafe-inline'");
        expect(csp, url).not.toMatch(/https:/);
      }
      for (const url of ['/api/health', '/api/no-such-call']) {
        const { headers } = await call(t.app, 'GET', url);
        expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(headers['x-content-type-options'], url).toBe('nosniff');
        expect(headers['x-frame-options'], url).toBe('DENY');
        expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      }
    });

    it('serves the API docs page with no inline script: every <script> loads a file', async () => {
      const html = (await call(t.app, 'GET', '/api/docs/')).body;
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toMatch(/\ssrc="/);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    });

    it('sends Cache-Control: no-store on signed-in answers and every sign-in answer, and leaves public answers alone', async () => {
      const u = await makeUser(t.app, ROLES.ADMIN);
      const signedIn = [
        await call(t.app, 'GET', '/api/auth/getMe', { token: u.token }),
        await call(t.app, 'GET', '/api/regions', { token: u.token }),
        await call(t.app, 'GET', '/api/users/999999', { token: u.token }),
        await call(t.app, 'GET', '/api/regions', { token: 'not-a-token' }),
        await call(t.app, 'POST', '/api/auth/login', { body: { username: u.username, password: 'wrong-password' } }),
        await call(t.app, 'GET', '/api/auth/getMe'),
      ];
      expect(signedIn.map((r) => r.statusCode)).toEqual([200, 200, 404, 401, 401, 401]);
      for (const res of signedIn) expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
      expect((await call(t.app, 'GET', '/api/health')).headers['cache-control']).toBeUndefined();
      expect((await call(t.app, 'GET', '/clientlisting')).headers['cache-control']).not.toMatch(/no-store/);
    });

    it('gives every request an id of its own, and logs a client’s X-Request-Id apart', async () => {
      const res = await call(t.app, 'GET', '/api/test-log-bindings', { headers: { 'x-request-id': 'evil' } });
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(res.data).toMatchObject({ reqId: res.headers['x-request-id'], clientRequestId: 'evil' });
      const plain = await call(t.app, 'GET', '/api/test-log-bindings');
      expect(plain.headers['x-request-id']).toMatch(UUID);
      expect(plain.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
      expect(plain.data.clientRequestId).toBeUndefined();
    });
  });

  describe('https-only headers (HSTS, upgrade-insecure-requests)', () => {
    const httpsOnly = (res: { headers: Record<string, unknown> }) => ({
      hsts: 'strict-transport-security' in res.headers,
      upgrade: String(res.headers['content-security-policy'] ?? '').includes('upgrade-insecure-requests'),
    });

    it('are left out over plain HTTP (a LAN address), sent when PUBLIC_URL is https or a trusted proxy says https', async () => {
      const lan = await createTestApp(kind, { publicUrl: 'http://192.168.1.20:3000' });
      const site = await createTestApp(kind, { publicUrl: 'https://coaching.example.ca' });
      const proxied = await createTestApp(kind, { publicUrl: 'http://192.168.1.20:3000', trustProxy: ['10.0.0.1'] });
      try {
        const https = { 'x-forwarded-proto': 'https' };
        for (const url of ['/api/docs', '/api/health']) {
          expect(httpsOnly(await call(lan.app, 'GET', url, { headers: https }))).toMatchObject({ hsts: false, upgrade: false });
          expect(httpsOnly(await call(site.app, 'GET', url)).hsts).toBe(true);
          expect(httpsOnly(await call(proxied.app, 'GET', url, { ip: '10.0.0.1', headers: https })).hsts).toBe(true);
          // A client's own X-Forwarded-Proto is not believed.
          expect(httpsOnly(await call(proxied.app, 'GET', url, { ip: '203.0.113.9', headers: https })).hsts).toBe(false);
          expect(httpsOnly(await call(proxied.app, 'GET', url, { ip: '10.0.0.1' })).hsts).toBe(false);
        }
        expect(httpsOnly(await call(site.app, 'GET', '/api/docs')).upgrade).toBe(true);
        expect(httpsOnly(await call(proxied.app, 'GET', '/api/docs', { ip: '10.0.0.1', headers: https })).upgrade).toBe(true);
      } finally {
        await Promise.all([lan.close(), site.close(), proxied.close()]);
      }
    });
  });

  describe('the limit per address of passwords set with a link', () => {
    const setPassword = (t: TestApp) =>
      call(t.app, 'POST', '/api/auth/set-password', {
        body: { token: 'not-a-real-token', password: 'Quiet-harbour-93' },
        ip: '198.51.100.20',
      });
    const codes = async (t: TestApp, n: number) => {
      const answered = [];
      for (let i = 0; i < n; i++) answered.push((await setPassword(t)).statusCode);
      return answered;
    };

    it('takes its figure from SET_PASSWORD_LIMIT_PER_15_MINUTES, and 0 turns it off', async () => {
      const two = await createTestApp(kind, { setPasswordLimitPer15Minutes: 2 });
      const off = await createTestApp(kind, { setPasswordLimitPer15Minutes: 0 });
      try {
        expect(await codes(two, 3)).toEqual([400, 400, 429]);
        expect(await codes(off, 12)).toEqual(Array(12).fill(400));
      } finally {
        await Promise.all([two.close(), off.close()]);
      }
    });
  });

  describe('registration limit per address', () => {
    const body = (username: string) => ({
      username,
      email: `${username}@example.ca`,
      password: 'Quiet-harbour-lantern-93',
      firstname: 'Robin',
      lastname: 'Tester',
    });
    const register = (t: TestApp, username: string, ip: string) => call(t.app, 'POST', '/api/auth/register', { body: body(username), ip });

    it('answers 429 in the error shape after the contract’s 5 an hour from one address, with the general limit off', async () => {
      const t = await createTestApp(kind, { registerLimitPerHour: undefined, rateLimitPerMinute: 0 });
      try {
        for (let i = 0; i < 5; i++) expect((await register(t, `self${i}`, '198.51.100.7')).statusCode).toBe(201);
        const refused = await register(t, 'self5', '198.51.100.7');
        expect(refused.statusCode).toBe(429);
        expect(refused.data).toEqual({ error: expect.stringMatching(/too many requests/i), code: 'RATE_LIMITED' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
        expect((await register(t, 'other0', '198.51.100.8')).statusCode).toBe(201);
        // Other calls from the refused address are not limited by it.
        expect((await call(t.app, 'GET', '/api/health', { ip: '198.51.100.7' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });

    it('takes its figure from REGISTER_LIMIT_PER_HOUR', async () => {
      const t = await createTestApp(kind, { registerLimitPerHour: 2 });
      try {
        const codes = [];
        for (let i = 0; i < 3; i++) codes.push((await register(t, `two${i}`, '198.51.100.9')).statusCode);
        expect(codes).toEqual([201, 201, 429]);
      } finally {
        await t.close();
      }
    });
  });
});
