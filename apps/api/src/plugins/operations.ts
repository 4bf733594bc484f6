import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Metrics, tokenMatches } from '../lib/metrics';
import { readinessProbe } from '../lib/readiness';
import { appWide } from './app-wide';

const NOT_FOUND = { error: 'Not found.', code: 'NOT_FOUND' } as const;

/**
 * What whoever runs the server watches (docs/architecture.md#health-readiness-and-metrics): the readiness probe that
 * `GET /api/ready` answers and a shutdown drains (lib/shutdown.ts), and the metrics: each request timed, and the
 * Prometheus text at /metrics with METRICS_TOKEN, or on 127.0.0.1:METRICS_PORT without a token. Neither set, nothing is
 * timed and /metrics answers 404 (rather than the web app's page for an unknown path).
 */
export const operations = appWide(async (app) => {
  const readiness = readinessProbe({ db: app.db, redis: app.redis, smtpUrl: app.config.mail.smtpUrl, log: app.log });
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => readiness.close());

  const metrics = app.metrics;
  const { token, port } = app.config.metrics;
  if (metrics) {
    // A hook on every request only when someone reads the metrics.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.requestDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    });
  }

  // Scraped every few seconds: only its warnings are logged.
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!metrics || !token) return reply.code(404).send(NOT_FOUND);
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'The metrics need the token METRICS_TOKEN sets.', code: 'UNAUTHENTICATED' });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });

  if (metrics && port) internalMetricsPort(app, metrics, port);
});

/** The metrics without a token, on a port of the loopback address only, for a Prometheus on the same machine. */
function internalMetricsPort(app: Parameters<typeof operations>[0], metrics: Metrics, port: number): void {
  const server = createServer((req, res) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.url?.split('?')[0] === '/metrics') {
      metrics.registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        (err: Error) => {
          app.log.error({ err }, 'metrics could not be collected');
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'The metrics could not be collected.', code: 'INTERNAL' }));
        },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(NOT_FOUND));
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info(`metrics on http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  });
}
