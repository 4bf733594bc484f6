import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from '../lib/accept-encoding';
import { redactError, redactUrl } from '../lib/log-redaction';
import { pageRenderer, type ApiTransport } from '../page-renderer';
import { appWide } from './app-wide';

/** Vite names every file it puts in assets/ `name-[hash].ext`: its content never changes under that name. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the HTML, the favicon) is revalidated on every use: a deploy shows at once. */
export const REVALIDATE = 'no-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function cacheControlFor(webDist: string, file: string): string {
  const logical = path
    .relative(webDist, file)
    .replace(/\.(br|gz)$/, '')
    .split(path.sep)
    .join('/');
  return HASHED_ASSET.test(logical) ? IMMUTABLE : REVALIDATE;
}

/**
 * The header that marks a public page's own API calls, made in-process while the server renders it, with this
 * process's secret (a client cannot guess it): they count against the page limit, not the visitor's API budget.
 */
const PAGE_RENDER_HEADER = 'x-tc-page-render';
const PAGE_RENDER_SECRET = Buffer.from(randomBytes(24).toString('base64url'));

/** An API call a page made while the server rendered it (rate-limits.ts leaves it out of the API's rate limit). */
export function isPageRenderCall(request: FastifyRequest): boolean {
  const mark = request.headers[PAGE_RENDER_HEADER];
  if (typeof mark !== 'string') return false;
  const given = Buffer.from(mark);
  return given.length === PAGE_RENDER_SECRET.length && timingSafeEqual(given, PAGE_RENDER_SECRET);
}

/** `?preview` on a page's address: an administrator's preview (docs/decisions/032-preview.md). */
const isPreview = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').has('preview');

/** A page made for this request, compressed as the browser accepts (brotli, else gzip). */
async function sendPage(request: FastifyRequest, reply: FastifyReply, type: string, body: string, cache = REVALIDATE) {
  const accepts = request.headers['accept-encoding'];
  reply.header('content-type', type).header('cache-control', cache).header('vary', 'accept-encoding');
  if (acceptsEncoding(accepts, 'br')) {
    return reply.header('content-encoding', 'br').send(await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (acceptsEncoding(accepts, 'gzip')) return reply.header('content-encoding', 'gzip').send(await gzipAsync(body));
  return reply.send(body);
}

/** The page's API calls, answered in-process from the visitor's address, marked as a render's (not counted in their API budget). */
const transportFor =
  (app: FastifyInstance, request: FastifyRequest): ApiTransport =>
  async ({ method, url, headers, body }) => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, [PAGE_RENDER_HEADER]: PAGE_RENDER_SECRET.toString() },
      payload: body,
      remoteAddress: request.ip,
    });
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  };

/**
 * The built web app (docs/architecture.md#public-site-speed): the brotli or gzip
 * file made at build time when the browser accepts it (Vary: Accept-Encoding),
 * hashed assets cached for a year, the HTML revalidated. Public pages come
 * rendered by the build's server bundle, with their content in the HTML; every
 * other page path gets the app's index.html, for the browser to render.
 * robots.txt and sitemap.xml are made from the content.
 */
export const staticSite = appWide(async (app) => {
  const config = app.config;
  const webDist = config.webDist;
  // The site's address as configured (PUBLIC_URL, else http://localhost:PORT), never a request's Host or
  // X-Forwarded-Host, which a client writes: robots.txt, sitemap.xml and the pages' canonical addresses.
  const origin = new URL(config.publicUrl).origin;
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: 'Not found. The web app is not built: run npm run build.', code: 'NOT_FOUND' }),
    );
    return;
  }
  const renderer = pageRenderer(webDist);
  // The page limit's counters in Redis (REDIS_URL), else per process.
  const overPageLimit = await pageLimit(app, config.pageRateLimitPerMinute, app.rateLimitStores?.('tc-page-limit-'));
  await app.register(fastifyStatic, {
    root: webDist,
    // wildcard: files are looked up per request, so a rebuild is served without a restart.
    wildcard: true,
    // `/` is a page like any other: rendered below, not sent as the bare index.html.
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The server bundle (.ssr) and the build manifest (.vite) are not for browsers.
    dotfiles: 'ignore',
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(webDist, file));
    },
  });

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    sendPage(
      request,
      reply,
      'text/plain; charset=utf-8',
      `User-agent: *\nAllow: /api/files/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
    ),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    if (await overPageLimit(request, reply)) return reply;
    const current = await renderer.current();
    if (!current) return reply.code(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
    const xml = await current.module.sitemapXml({ origin, transport: transportFor(app, request) });
    return sendPage(request, reply, 'application/xml; charset=utf-8', xml);
  });

  /** A page: rendered here when it is public, else index.html for the browser to render. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await overPageLimit(request, reply)) return reply;
    const current = await renderer.current();
    if (current) {
      try {
        const page = await current.module.renderPage({
          url: request.url,
          origin,
          template: current.template,
          transport: transportFor(app, request),
        });
        // An administrator's preview of an item visitors do not see yet (docs/decisions/032-preview.md): never kept
        // by a cache, never indexed. The page itself is a visitor's; the browser shows the item only to an administrator.
        if (page && isPreview(request.url)) {
          reply.header('x-robots-tag', 'noindex');
          return sendPage(request, reply, 'text/html; charset=utf-8', page.html, 'no-store');
        }
        if (page) return sendPage(request, reply, 'text/html; charset=utf-8', page.html);
      } catch (err) {
        // The page still works: the browser renders it from index.html, as it does every private page.
        // Without a link's token (/set-password?token=…), in the address or in the error (lib/log-redaction.ts).
        request.log.error({ err: redactError(err), url: redactUrl(request.url) }, 'server rendering failed');
      }
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  };
  app.get('/', { schema: { hide: true } }, servePage);
  // The app's router decides every other path; a missing file stays a 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
    }
    return servePage(request, reply);
  });
});

/**
 * The limit on pages a minute per address (PAGE_RATE_LIMIT_PER_MINUTE): a flood of page requests, each a server
 * render with its API calls, is refused with 429 before any work, apart from the API's own budget. Answers whether
 * the request was refused (the 429 then sent).
 */
async function pageLimit(
  app: FastifyInstance,
  perMinute: number,
  store: FastifyRateLimitStoreCtor | undefined,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  if (perMinute <= 0) return async () => false;
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  // In a scope of its own: the plugin's hooks and decorators stay off every other route.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, max: perMinute, timeWindow: '1 minute', ...(store ? { store } : {}) });
    check = scope.createRateLimit();
  });
  return async (request, reply) => {
    const limit = await check!(request);
    if (limit.isAllowed || !limit.isExceeded) return false;
    await reply
      .code(429)
      .header('retry-after', String(limit.ttlInSeconds))
      .send({ error: 'Too many pages asked for from your address. Please wait a minute and try again.', code: 'RATE_LIMITED' });
    return true;
  };
}
