/** The stores @fastify/rate-limit ships (CommonJS, untyped); lib/redis.ts combines them. */
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const Store: new (
    continueExceeding?: boolean,
    exponentialBackoff?: boolean,
    redisOrCache?: Redis | number,
    nameSpace?: string,
  ) => FastifyRateLimitStore;
  export default Store;
}
