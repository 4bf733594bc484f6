import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './api-process';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { type MailServer, startMailServer } from './mail-server';

const REDIS_URL = process.env.TEST_REDIS_URL;
const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** A TCP relay to the test Redis that can be cut: Redis "goes away" for this app alone, not for the others on it. */
async function redisRelay(target: string): Promise<{ url: string; cut: () => Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

/** Polls until `check` holds, for at most `ms`. */
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASES)('GET /api/ready on %s', (kind) => {
  let plain: TestApp;
  let mail: MailServer;
  beforeAll(async () => {
    mail = await startMailServer();
    // Limited to 2 a minute: the probe is not limited at all.
    plain = await createTestApp(kind, { rateLimitPerMinute: 2 });
  });
  afterAll(async () => {
    await plain?.close();
    await mail?.close();
  });

  it('answers 200 with what it checked, and is never rate limited', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(plain.app, 'GET', '/api/ready');
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({ status: 'ready', checks: { database: 'up', redis: 'unused', mail: 'unused' } });
    }
    expect((await call(plain.app, 'GET', '/api/regions')).statusCode).toBe(401);
  });

  it('checks the mail server when SMTP_URL is set: up, or 503 naming it in the error shape, never a stack', async () => {
    const up = await createTestApp(kind, { mail: { smtpUrl: mail.url, from: 'centre@example.ca' } });
    const closedPort = await freePort();
    const down = await createTestApp(kind, { mail: { smtpUrl: `smtp://127.0.0.1:${closedPort}`, from: 'centre@example.ca' } });
    try {
      const ok = await call(up.app, 'GET', '/api/ready');
      expect(ok.statusCode).toBe(200);
      expect(ok.data.checks).toEqual({ database: 'up', redis: 'unused', mail: 'up' });

      const res = await call(down.app, 'GET', '/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.data).toEqual({
        error: 'Not ready: The mail server (SMTP_URL) does not answer.',
        code: 'UNAVAILABLE',
        issues: [{ path: ['mail'], message: 'The mail server (SMTP_URL) does not answer.' }],
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.js/);
    } finally {
      await up.close();
      await down.close();
    }
  });

  it('says not ready from the start of a shutdown', async () => {
    const t = await createTestApp(kind);
    try {
      expect((await call(t.app, 'GET', '/api/ready')).statusCode).toBe(200);
      t.app.readiness.startDraining();
      const res = await call(t.app, 'GET', '/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.data).toMatchObject({ code: 'UNAVAILABLE', issues: [{ path: ['server'], message: 'The server is shutting down.' }] });
    } finally {
      await t.close();
    }
  });

  it.skipIf(!REDIS_URL)(
    'checks Redis when REDIS_URL is set; Redis gone: 503 naming it, and each request limited in the process is counted',
    async () => {
      const relay = await redisRelay(REDIS_URL!);
      const t = await createTestApp(kind, { redisUrl: relay.url, rateLimitPerMinute: 100, metrics: { token: TOKEN } });
      try {
        const up = await call(t.app, 'GET', '/api/ready');
        expect(up.data).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up', mail: 'unused' } });

        await relay.cut();
        await until(async () => (await call(t.app, 'GET', '/api/ready')).statusCode === 503);
        const down = await call(t.app, 'GET', '/api/ready');
        expect(down.data).toMatchObject({
          code: 'UNAVAILABLE',
          issues: [{ path: ['redis'], message: 'Redis (REDIS_URL) does not answer.' }],
        });
        // The health check still says 200 (degraded): the process serves, counting its limits itself.
        expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);

        for (let i = 0; i < 3; i++) expect((await call(t.app, 'GET', '/api/regions')).statusCode).toBe(401);
        const text = (await call(t.app, 'GET', '/metrics', { token: TOKEN })).body;
        const fallbacks = Number(/^rate_limit_fallbacks_total (\d+)/m.exec(text)?.[1]);
        expect(fallbacks).toBeGreaterThanOrEqual(3);
      } finally {
        await t.close();
      }
    },
  );
});

describe.each(DATABASES)('GET /metrics on %s', (kind) => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp(kind);
    on = await createTestApp(kind, { metrics: { token: TOKEN } });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it('is 404 without METRICS_TOKEN or METRICS_PORT', async () => {
    const res = await call(off.app, 'GET', '/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.data).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
    expect(off.app.metrics).toBeNull();
  });

  it('is 401 without the token or with another', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of tries) {
      const res = await call(on.app, 'GET', '/metrics', { headers });
      expect(res.statusCode).toBe(401);
      expect(res.data).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('with the token, answers Prometheus text: requests by route pattern and status, the event loop, queries and mail', async () => {
    // A call made before: its route is the pattern, not the address asked for.
    expect((await call(on.app, 'GET', '/api/action-plans/4711')).statusCode).toBe(401);
    expect((await call(on.app, 'GET', '/api/ready')).statusCode).toBe(200);
    const outcome = await on.app.mailer.send({ to: 'robin@example.ca', subject: 'Counted', greeting: 'Hello,', paragraphs: ['One.'] });
    expect(outcome.sent).toBe(true);

    const res = await call(on.app, 'GET', '/metrics', { token: TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/action-plans\/:id",status_code="401"\} 1$/m);
    // The raw address is in no label (the figures themselves may hold those digits: a byte count, a time).
    expect(text).not.toContain('/api/action-plans/4711');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/ready",status_code="200"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^db_query_duration_seconds_count\{operation="raw"\} [1-9]\d*$/m);
    expect(text).toMatch(/^db_query_duration_seconds_count\{operation="select"\} [1-9]\d*$/m);
    expect(text).toMatch(/^mail_messages_total\{outcome="sent",via="outbox"\} 1$/m);
    expect(text).toContain('# TYPE rate_limit_fallbacks_total counter');
  });

  it('on METRICS_PORT: the text without a token on 127.0.0.1, and /metrics on the app stays 404', async () => {
    const port = await freePort();
    const t = await createTestApp(kind, { metrics: { port } });
    try {
      await t.app.ready();
      expect((await call(t.app, 'GET', '/api/ready')).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/metrics')).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status_code="200"\} 1$/m);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
