import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { type Config, trustProxyOption } from '../config';
import { clientErrorHandler, frameworkErrors } from '../lib/framework-errors';
import { redactedRequest } from '../lib/log-redaction';
import { MAX_PARAM_LENGTH } from '../lib/no-route';
import { requestLogger } from '../lib/request-logger';
import { serverTimeouts } from './slow-clients';

/** What the server is made with, before any plugin: its logging, its limits and the answers Fastify itself gives. */
export function serverOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    // Request lines without the token of a link (lib/log-redaction.ts).
    logger: { level: config.logLevel, serializers: { req: redactedRequest } },
    // Our own id on every request; a client's X-Request-Id is only logged, as clientRequestId.
    genReqId: () => randomUUID(),
    // The request's child logger is made on its first line (lib/request-logger.ts).
    childLoggerFactory: (logger, bindings, options, raw) => {
      const clientId = raw.headers['x-request-id'];
      const extra = typeof clientId === 'string' ? { ...bindings, clientRequestId: clientId.slice(0, 200) } : bindings;
      return requestLogger(logger, extra, options);
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    ...serverTimeouts(config.timeouts),
    // Longer path parameters reach the route and its schema, which refuses them in the error shape.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  };
}
