import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

const SHUTTING_DOWN = JSON.stringify({ error: 'The server is shutting down. Please try again in a moment.', code: 'UNAVAILABLE' });

/**
 * From now on every new request on a connection already open is answered 503 in the error shape, with
 * `Connection: close`, before Fastify sees it: the server's own request listeners give way to this one. The requests
 * in flight already passed them and go on. (Fastify's own answer while closing is a body of another shape.)
 */
function refuseNewRequests(server: Server): void {
  server.removeAllListeners('request');
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(SHUTTING_DOWN),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    res.end(SHUTTING_DOWN);
  });
}

/**
 * A graceful stop (docs/architecture.md#health-readiness-and-metrics), on SIGTERM or SIGINT: the readiness probe says not
 * ready at once, the server stops listening (a new connection is refused), a new request on an open connection is
 * answered 503, and the requests in flight have `graceMs` to finish; those still running then are cut. Then the app
 * closes: the database (SQLite checkpointed and closed, PostgreSQL's pool ended), Redis, the mail transport.
 * Answers the exit code: 0 once closed, 1 when closing failed.
 */
export async function shutDown(app: FastifyInstance, graceMs: number): Promise<number> {
  app.readiness.startDraining();
  const server = app.server;
  refuseNewRequests(server);
  // A connection whose request has been answered is closed as soon as it is idle, not after its keep-alive time.
  const reaper = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    server.getConnections((_err, open) => {
      if (open > 0) app.log.warn({ connections: open }, `requests still in flight after ${graceMs / 1000} s were cut`);
      server.closeAllConnections();
    });
  }, graceMs);
  try {
    await app.close();
    return 0;
  } catch (err) {
    app.log.error({ err }, 'the server did not close cleanly');
    return 1;
  } finally {
    clearInterval(reaper);
    clearTimeout(cut);
  }
}
