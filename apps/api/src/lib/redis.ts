import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError } from '../config';

const START_TIMEOUT_MS = 5000;

/** The address without its password, fit for a message. */
function shown(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    u.username = '';
    return u.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Connects to the Redis that holds the rate limit counters of every API process.
 * Unreachable at start: a ConfigError that says so, after at most 5 seconds, never a hang.
 * Later outages: commands fail at once (no offline queue), the limits are counted per process
 * meanwhile (rateLimitStore below) and the client reconnects in the background.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: 'tc-api-rate-limit',
  });
  let lastError: Error | undefined;
  let connected = false;
  redis.on('error', (err: Error) => {
    lastError = err;
    // At start the ConfigError below tells it; later, each failed reconnection is logged.
    if (connected) log.warn({ err }, 'Redis (rate limits) is unreachable: limits are counted per process until it is back');
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(lastError ?? new Error(`no answer in ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      }),
    ]);
    connected = true;
    return redis;
  } catch (err) {
    redis.disconnect();
    // The socket's own error (ECONNREFUSED, ENOTFOUND) says more than ioredis's "Connection is closed".
    const reason = (lastError ?? (err as Error)).message || String(err);
    throw new ConfigError(
      `Invalid configuration:\n  REDIS_URL: cannot reach Redis at ${shown(url)} (${reason}); start it, correct REDIS_URL, or leave it unset to keep rate limits per process`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Redis answers commands now (the health check says so too). */
export const redisUp = (redis: Redis) => redis.status === 'ready';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The rate limits' counters: in Redis, shared by every API process, while it answers; per process
 * while it does not (an outage once let every request through). A limit never fails open:
 * a failed or refused command counts the request here instead, and the outage is logged once.
 */
export function rateLimitStores(
  redis: Redis,
  log: FastifyBaseLogger,
  onFallback: () => void = () => {},
): (nameSpace: string) => FastifyRateLimitStoreCtor {
  let fellBack = false;
  const fallBack = (err?: Error) => {
    // Each request counted here (the metrics' rate_limit_fallbacks_total); the outage is logged once.
    onFallback();
    if (fellBack) return;
    fellBack = true;
    log.error({ err }, 'Redis (rate limits) is unreachable: limits are counted per process until it is back');
  };
  redis.on('ready', () => {
    if (fellBack) log.info('Redis (rate limits) is back: limits are counted in it again');
    fellBack = false;
  });

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] },
      private readonly local: FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] },
    ) {}

    private use(method: 'incr' | 'read', key: string, done: Counted, timeWindow: number, max: number) {
      if (!redisUp(redis)) {
        fallBack();
        return this.local[method]!(key, done, timeWindow, max);
      }
      this.shared[method]!(
        key,
        (err, result) => {
          if (!err) return done(null, result);
          fallBack(err);
          this.local[method]!(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, done: Counted, timeWindow: number, max: number) {
      this.use('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Counted, timeWindow: number, max: number) {
      this.use('read', key, done, timeWindow, max);
    }

    child(options: ChildOptions) {
      return new FallbackStore(this.shared.child(options), this.local.child(options));
    }
  }

  // Each limiter's keys under a name of their own (the API's, the pages'). Counters neither extended past their
  // limit (continueExceeding) nor backed off exponentially: the plugin's defaults.
  return (nameSpace) =>
    class extends FallbackStore {
      constructor() {
        super(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false));
      }
    };
}
