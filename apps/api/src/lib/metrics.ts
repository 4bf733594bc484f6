import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Mailer } from './mailer';

/**
 * The process's metrics in Prometheus's text format (docs/architecture.md#health-readiness-and-metrics), made only when
 * METRICS_TOKEN or METRICS_PORT is set: without them nothing is timed or counted. prom-client's defaults (CPU, memory,
 * garbage collection, the event loop's delay) and our own: each request's duration by route and status, each
 * database query's by operation, the rate limits' falls back to per-process counters, and mail sent or not.
 * A registry of the app's own, not prom-client's global one: the tests build several apps in one process.
 */
export interface Metrics {
  registry: Registry;
  /** Seconds from a request's arrival to its answer, by method, route pattern (never the raw URL) and status. */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Seconds each query took through Kysely, by operation (select, insert, update, delete, raw, other). */
  queryDuration: Histogram<'operation'>;
  /** Requests whose rate limit was counted in the process because Redis failed or was down (lib/redis.ts). */
  rateLimitFallbacks: Counter;
  /** Messages handed to the mail server or the outbox, by outcome (sent, failed) and way (smtp, outbox). */
  mail: Counter<'outcome' | 'via'>;
  /** The Kysely plugin that times queries (db/connection.ts). */
  queryTimer: KyselyPlugin;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time a database query took through Kysely, by operation',
    labelNames: ['operation'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const rateLimitFallbacks = new Counter({
    name: 'rate_limit_fallbacks_total',
    help: 'Requests whose rate limit was counted in this process because Redis failed or was down',
    registers: [registry],
  });
  const mail = new Counter({
    name: 'mail_messages_total',
    help: 'Mail messages sent or failed, by outcome and way (smtp, outbox)',
    labelNames: ['outcome', 'via'] as const,
    registers: [registry],
  });
  return { registry, requestDuration, queryDuration, rateLimitFallbacks, mail, queryTimer: queryTimer(queryDuration) };
}

const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  RawNode: 'raw',
};

/**
 * Times each query from its building to its rows. A query compiled but run elsewhere (a report's read in the SQLite
 * worker, db/sqlite-reader.ts) or failed is not timed; its start is forgotten with its id. The hot reads that
 * db/prepared.ts runs straight on SQLite do not pass through Kysely and are not timed (a few microseconds each).
 */
function queryTimer(histogram: Histogram<'operation'>): KyselyPlugin {
  const started = new WeakMap<object, { at: number; operation: string }>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      started.set(args.queryId, { at: performance.now(), operation: OPERATIONS[args.node.kind] ?? 'other' });
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const start = started.get(args.queryId);
      if (start) histogram.observe({ operation: start.operation }, (performance.now() - start.at) / 1000);
      return args.result;
    },
  };
}

/** The mailer, its outcomes counted: each `send` as sent or failed (the mailer itself, its `send` wrapped). */
export function countedMailer(mailer: Mailer, counter: Metrics['mail']): Mailer {
  const send = mailer.send.bind(mailer);
  mailer.send = async (message) => {
    const outcome = await send(message);
    counter.inc({ outcome: outcome.sent ? 'sent' : 'failed', via: outcome.via });
    return outcome;
  };
  return mailer;
}

/** A bearer token compared in constant time (a hash of each, so their lengths do not show either). */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}
