import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** An address no other run on the same Redis uses, so counters never mix. */
const freshAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** Two API instances on one database, as behind a load balancer: requests alternate between them. */
async function pair(kind: (typeof DATABASES)[number], redisUrl: string | undefined): Promise<[TestApp, TestApp]> {
  const a = await createTestApp(kind, { rateLimitPerMinute: 4, registerLimitPerHour: 2, redisUrl });
  const b = await createTestApp(kind, { rateLimitPerMinute: 4, registerLimitPerHour: 2, redisUrl });
  return [a, b];
}

async function alternate(apps: TestApp[], n: number, send: (t: TestApp, i: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await send(apps[i % apps.length], i)).statusCode);
  return codes;
}

describe('rate limits without Redis', () => {
  it('are counted per process', async () => {
    const apps = await pair('sqlite', undefined);
    try {
      const ip = freshAddress();
      expect(await alternate(apps, 8, (t) => call(t.app, 'GET', '/api/regions', { ip }))).toEqual(Array(8).fill(401));
    } finally {
      await Promise.all(apps.map((t) => t.close()));
    }
  });

  it('refuse to start on an unreachable Redis, saying so, within seconds', async () => {
    const config = { ...loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' }), sqliteFile: ':memory:' };
    const started = Date.now();
    const failure = await buildApp({ ...config, redisUrl: 'redis://:secret@127.0.0.1:1/0' }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toMatch(/REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:1\/0 \(.*ECONNREFUSED.*\)/);
    expect((failure as Error).message).not.toContain('secret');
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

describe.skipIf(!REDIS_URL)('rate limits in Redis (TEST_REDIS_URL)', () => {
  describe.each(DATABASES)('on %s', (kind) => {
    it('hold across processes: requests split between two instances are counted together', async () => {
      const apps = await pair(kind, REDIS_URL);
      try {
        const ip = freshAddress();
        const codes = await alternate(apps, 6, (t) => call(t.app, 'GET', '/api/regions', { ip }));
        expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
        const limited = await call(apps[1].app, 'GET', '/api/regions', { ip });
        expect(limited.data).toEqual({ error: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' });
        // Another address has its own count.
        expect((await call(apps[1].app, 'GET', '/api/regions', { ip: freshAddress() })).statusCode).toBe(401);
      } finally {
        await Promise.all(apps.map((t) => t.close()));
      }
    });

    it('hold the registration limit across processes too', async () => {
      const apps = await pair(kind, REDIS_URL);
      try {
        const ip = freshAddress();
        const body = (i: number) => ({
          username: `redis${i}-${randomInt(1e9)}`,
          email: `redis${i}@example.ca`,
          password: 'Quiet-harbour-lantern-93',
          firstname: 'Robin',
          lastname: 'Tester',
        });
        const codes = await alternate(apps, 3, (t, i) => call(t.app, 'POST', '/api/auth/register', { body: body(i), ip }));
        expect(codes).toEqual([201, 201, 429]);
      } finally {
        await Promise.all(apps.map((t) => t.close()));
      }
    });
  });
});
