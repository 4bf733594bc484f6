import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config';
import { bodyDeadlines } from '../lib/body-deadlines';
import { appWide } from './app-wide';

/**
 * Slow clients are cut (docs/decisions/009-body-deadlines.md): headers within headersMs, any request whole within the upload deadline
 * (the shorter ones and a body's gaps: lib/body-deadlines.ts), an idle kept-alive connection after keepAliveMs.
 * Node checks its deadlines every second (its default, 30 s, would let a cut come that much late).
 */
export function serverTimeouts(timeouts: Config['timeouts']): FastifyHttpOptions<Server> {
  return {
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1000 },
    requestTimeout: Math.max(timeouts.uploadMs, timeouts.headersMs),
    keepAliveTimeout: timeouts.keepAliveMs,
  };
}

/** The deadlines on a request's body, which Node does not keep (lib/body-deadlines.ts). */
export const slowClients = appWide(async (app) => bodyDeadlines(app, app.config.timeouts));
