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
 * Later outages: commands fail at once (no offline queue), the limiter lets the request
 * through (skipOnError) and the client reconnects in the background.
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
    if (connected) log.warn({ err }, 'Redis (rate limits) is unreachable: requests are let through unlimited until it is back');
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
