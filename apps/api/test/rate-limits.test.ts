import { spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { freePort } from './api-process';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL;
/** The outage test starts and stops a Redis of its own. */
const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version']).status === 0;

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

/** A Redis of this test's own on a free port, which it can stop. */
async function ownRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', () => reject(new Error(`redis-server stopped at start:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls until `check` holds (a condition, not a sleep), for at most `ms`. */
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!HAS_REDIS_SERVER)('rate limits when Redis goes away', () => {
  describe.each(DATABASES)('on %s', (kind) => {
    let redis: Awaited<ReturnType<typeof ownRedis>>;
    let t: TestApp;
    beforeAll(async () => {
      redis = await ownRedis();
      t = await createTestApp(kind, { rateLimitPerMinute: 4, registerLimitPerHour: 2, applyLimitPerHour: 2, redisUrl: redis.url });
    });
    afterAll(async () => {
      await t?.close();
      await redis?.stop();
    });

    it('fall back to counting per process: every limit still refuses past its count, and the readiness check says Redis is down', async () => {
      const up = await call(t.app, 'GET', '/api/health');
      expect(up.statusCode).toBe(200);
      expect(up.data).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });

      await redis.stop();
      await until(async () => (await call(t.app, 'GET', '/api/health')).data.redis === 'down');
      const down = await call(t.app, 'GET', '/api/health');
      // Still ready (200): the process serves, its limits counted per process; only the database makes it 503.
      expect(down.statusCode).toBe(200);
      expect(down.data).toEqual({ status: 'degraded', database: 'up', dialect: expect.any(String), redis: 'down' });

      const times = async (n: number, send: (ip: string) => Promise<{ statusCode: number }>) => {
        const ip = freshAddress();
        const codes: number[] = [];
        for (let i = 0; i < n; i++) codes.push((await send(ip)).statusCode);
        return codes;
      };
      // The general limit (4 a minute here), then each call's own; bodies that fail validation count like any.
      expect(await times(6, (ip) => call(t.app, 'GET', '/api/regions', { ip }))).toEqual([401, 401, 401, 401, 429, 429]);
      expect(await times(3, (ip) => call(t.app, 'POST', '/api/auth/register', { ip, body: {} }))).toEqual([400, 400, 429]);
      expect(await times(3, (ip) => call(t.app, 'POST', '/api/applications', { ip, body: {} }))).toEqual([400, 400, 429]);
      expect(await times(6, (ip) => call(t.app, 'POST', '/api/auth/forgot-password', { ip, body: {} }))).toEqual([
        ...Array(5).fill(400),
        429,
      ]);
      expect(await times(11, (ip) => call(t.app, 'POST', '/api/auth/set-password', { ip, body: {} }))).toEqual([
        ...Array(10).fill(400),
        429,
      ]);
      // Another address keeps its own count.
      const other = await call(t.app, 'GET', '/api/regions', { ip: freshAddress() });
      expect(other.statusCode).toBe(401);
    });
  });
});
