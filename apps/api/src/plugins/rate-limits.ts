import rateLimit from '@fastify/rate-limit';
import { appWide } from './app-wide';
import { isPageRenderCall } from './static-site';

/**
 * The API's limit on calls a minute per address (RATE_LIMIT_PER_MINUTE), registered in the API's scope;
 * pages have their own (static-site.ts). Registered even with the general limit off: a call's own
 * limit (registration) still holds.
 */
export const apiRateLimit = appWide(async (api) => {
  await api.register(rateLimit, {
    global: api.config.rateLimitPerMinute > 0,
    max: api.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // In Redis while it answers, per process while it does not (never let through: docs/architecture.md#scale).
    ...(api.rateLimitStores ? { store: api.rateLimitStores('tc-rate-limit-') } : {}),
    // A public page's own API calls, made while the server renders it, count against the page limit
    // (static-site.ts), not the visitor's API budget.
    allowList: isPageRenderCall,
  });
});
