import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from './contract';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * Requests no operation takes (docs/architecture.md#api-conventions): a path the API has, with a method it does not
 * have, answers 405 with `Allow`; an unknown path 404; a path parameter of any length reaches its
 * operation, which asks for the caller first and refuses the parameter in the error shape.
 */

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The path of an operation with each parameter filled: digits, which no static segment is. */
const concrete = (path: string) => `/api${path.replace(/:\w+/g, '1')}`;
/** Whether an operation's path (`/users/:id`) matches a concrete path. */
const matches = (pattern: string, url: string) => new RegExp(`^/api${pattern.replace(/:\w+/g, '[^/]+')}$`).test(url);

/** The methods the contract has for a concrete path, HEAD with GET, in the Allow header's order. */
function allowOf(url: string): string[] {
  const methods = new Set(CONTRACT.filter((e) => matches(e.path, url)).map((e) => e.method as string));
  if (methods.has('GET')) methods.add('HEAD');
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => methods.has(m));
}

describe.each(DATABASES)('requests no operation takes, on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t?.close());

  it('answers 405 with Allow for every path of the contract and each method it lacks', async () => {
    const urls = [...new Set(CONTRACT.map((e) => concrete(e.path)))];
    let checked = 0;
    for (const url of urls) {
      const allow = allowOf(url);
      for (const method of OTHER_METHODS.filter((m) => !allow.includes(m))) {
        const res = await call(t.app, method as 'GET', url, { token: cast.admin.token });
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(405);
        expect(res.headers.allow, `${method} ${url}`).toBe(allow.join(', '));
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.data).toEqual({ error: `${url} does not take ${method}; it takes ${allow.join(', ')}.`, code: 'METHOD_NOT_ALLOWED' });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('answers 405 without a token too, and 404 for a path the API does not have', async () => {
    const res = await call(t.app, 'DELETE', '/api/regions');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    const none = await call(t.app, 'GET', '/api/no-such-thing/7');
    expect(none.statusCode).toBe(404);
    expect(none.headers.allow).toBeUndefined();
    expect(none.data).toEqual({ error: 'No API route GET /api/no-such-thing/7.', code: 'NOT_FOUND' });
  });

  it('refuses a path parameter over 100 characters with the validation error of its schema, after the caller', async () => {
    for (const length of [101, 600, 5000]) {
      const id = '1'.repeat(length);
      const anonymous = await call(t.app, 'GET', `/api/users/${id}`);
      expect(anonymous.statusCode, `${length} characters, no token`).toBe(401);
      const res = await call(t.app, 'GET', `/api/users/${id}`, { token: cast.admin.token });
      expect(res.statusCode, `${length} characters: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.data).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: ['id'], message: 'Must be a whole number from 1 to 2147483647' }],
      });

      const unlock = await call(t.app, 'DELETE', `/api/audit/sign-in-locks/${'u'.repeat(length)}`, { token: cast.admin.token });
      expect(unlock.statusCode, `a username of ${length} characters`).toBe(400);
      expect(unlock.data).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['username'] }] });

      // A public call: the file name's schema takes 200 characters at most.
      if (length > 200) {
        const file = await call(t.app, 'GET', `/api/files/${'a'.repeat(length)}`);
        expect(file.statusCode, `a file name of ${length} characters`).toBe(400);
        expect(file.data).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['sha256'] }] });
      }
    }
  });
});
