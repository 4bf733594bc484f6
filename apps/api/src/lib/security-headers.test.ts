import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'script-src': ["'self'"] } },
};

/** The headers of an answer, without those that change per request. */
async function headersOf(register: (app: FastifyInstance) => Promise<void>, url: string) {
  const app = Fastify();
  await register(app);
  app.get('/ok', async () => ({ ok: true }));
  const res = await app.inject({ url });
  await app.close();
  const { date: _date, 'content-length': _length, ...headers } = res.headers;
  return headers;
}

describe('security headers', () => {
  it('sends what helmet itself sets, on answers and on 404s alike', async () => {
    const perRequest = async (app: FastifyInstance) => {
      app.addHook('onRequest', (request, reply, done) => helmet(OPTIONS)(request.raw, reply.raw, () => done()));
    };
    const once = async (app: FastifyInstance) => app.register(securityHeaders, { page: OPTIONS });
    for (const url of ['/ok', '/missing']) {
      const expected = await headersOf(perRequest, url);
      expect(expected['content-security-policy']).toContain("script-src 'self'");
      expect(await headersOf(once, url)).toEqual(expected);
    }
  });

  it('still works a directive given as a function out on each request', async () => {
    const app = Fastify();
    await app.register(securityHeaders, {
      page: { contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => `'nonce-${randomBytes(8).toString('hex')}'`] } } },
    });
    app.get('/ok', async () => ({ ok: true }));
    const [a, b] = [await app.inject({ url: '/ok' }), await app.inject({ url: '/ok' })];
    await app.close();
    expect(a.headers['content-security-policy']).toMatch(/'nonce-[0-9a-f]{16}'/);
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it("gives the API's calls the headers a JSON answer needs, and pages helmet's", async () => {
    const register = async (app: FastifyInstance) => {
      await app.register(securityHeaders, { page: OPTIONS, isApiCall: (url) => url.startsWith('/api/') });
      app.get('/api/ok', async () => ({ ok: true }));
    };
    const call = await headersOf(register, '/api/ok');
    expect(call).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const documentOnly of ['cross-origin-opener-policy', 'referrer-policy', 'x-dns-prefetch-control', 'x-xss-protection'])
      expect(call).not.toHaveProperty(documentOnly);
    const page = await headersOf(register, '/ok');
    expect(page['content-security-policy']).toContain("script-src 'self'");
    expect(page['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends HSTS and upgrade-insecure-requests only to requests that came over https', async () => {
    const app = Fastify();
    await app.register(securityHeaders, {
      page: OPTIONS,
      isApiCall: (url) => url.startsWith('/api/'),
      overHttps: (request) => request.headers['x-test-https'] === '1',
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/api/ok', async () => ({ ok: true }));
    for (const url of ['/ok', '/api/ok']) {
      const plain = await app.inject({ url });
      expect(plain.headers).not.toHaveProperty('strict-transport-security');
      expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      const secure = await app.inject({ url, headers: { 'x-test-https': '1' } });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      if (url === '/ok') expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
    const page = await app.inject({ url: '/ok' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    await app.close();
  });
});
