import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { pageRenderer, type ApiTransport } from './page-renderer';

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

/** `https://example.org` as the visitor asked for it (behind a proxy, as far as TRUST_PROXY believes it). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A page made for this request, compressed as the browser accepts (brotli, else gzip). */
async function sendPage(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('content-type', type).header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(body));
  return reply.send(body);
}

/** The page's API calls, answered in-process and counted against the visitor's address like their own calls. */
const transportFor =
  (app: FastifyInstance, request: FastifyRequest): ApiTransport =>
  async ({ method, url, headers, body }) => {
    const answer = await app.inject({ method: method as 'GET', url, headers, payload: body, remoteAddress: request.ip });
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  };

/**
 * The built web app (DESIGN section 7, "Public-site speed"): the brotli or gzip
 * file made at build time when the browser accepts it (Vary: Accept-Encoding),
 * hashed assets cached for a year, the HTML revalidated. Public pages come
 * rendered by the build's server bundle, with their content in the HTML; every
 * other page path gets the app's index.html, for the browser to render.
 * robots.txt and sitemap.xml are made from the content.
 */
export async function registerStaticSite(app: FastifyInstance, config: Pick<Config, 'webDist'>): Promise<void> {
  const webDist = config.webDist;
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: 'Not found. The web app is not built: run npm run build.', code: 'NOT_FOUND' }),
    );
    return;
  }
  const renderer = pageRenderer(webDist);
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
      `User-agent: *\nAllow: /api/files/\nDisallow: /api/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`,
    ),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const current = await renderer.current();
    if (!current) return reply.code(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
    const xml = await current.module.sitemapXml({ origin: originOf(request), transport: transportFor(app, request) });
    return sendPage(request, reply, 'application/xml; charset=utf-8', xml);
  });

  /** A page: rendered here when it is public, else index.html for the browser to render. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const current = await renderer.current();
    if (current) {
      try {
        const page = await current.module.renderPage({
          url: request.url,
          origin: originOf(request),
          template: current.template,
          transport: transportFor(app, request),
        });
        if (page) return sendPage(request, reply, 'text/html; charset=utf-8', page.html);
      } catch (err) {
        // The page still works: the browser renders it from index.html, as it does every private page.
        request.log.error({ err, url: request.url }, 'server rendering failed');
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
}
