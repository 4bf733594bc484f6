import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, RouterContextProvider, StaticRouterProvider } from 'react-router';
import MarkdownRenderer from '@/components/markdown-renderer';
import { pageDataContext } from '@/lib/page-load';
import { PageMetaSink, type PageMeta } from '@/lib/use-page-meta';
import { fillTemplate, pageHead, text } from './page-html';
import { Providers } from './providers';
import { type ApiTransport, serverAdapter } from './server-api';
import { type PublicRouteHandle, publicRoutes, routes } from './routes';
import type { SsrPayload } from './ssr-payload';
import { makeStore } from './store';

export { sitemapXml } from './sitemap';
export type { ApiAnswer, ApiRequest, ApiTransport } from './server-api';

export interface RenderInput {
  /** The path and query asked for. */
  url: string;
  /** `https://example.org`: for the page's canonical address and Open Graph tags. */
  origin: string;
  /** The built index.html. */
  template: string;
  transport: ApiTransport;
  /** A page that takes longer is left to the browser (the caller sends index.html). */
  timeoutMs?: number;
}

export interface RenderedPage {
  html: string;
}

/**
 * A public page as HTML with its content in it (docs/architecture.md#public-site-speed):
 * a store of the request's own, whose calls go through the request's transport; the
 * route loaders fill it (createStaticHandler's query), React renders the page from it,
 * the head gets its title, description and Open Graph tags, and the state goes
 * along as JSON for the browser to hydrate with. Null for any other path: the
 * browser renders those itself.
 */
export async function renderPage({ url, origin, template, transport, timeoutMs = 5000 }: RenderInput): Promise<RenderedPage | null> {
  const location = new URL(url, origin);
  if (!matchRoutes(publicRoutes, location.pathname)) return null;
  const store = makeStore(undefined, { transport: { adapter: serverAdapter(transport) }, latest: new Map() });
  const handler = createStaticHandler(routes);
  const requestContext = new RouterContextProvider(new Map([[pageDataContext, { dispatch: store.dispatch, server: true }]]));
  const signal = AbortSignal.timeout(timeoutMs);
  const tooLong = () => new Error(`${location.pathname} took longer than ${timeoutMs} ms to render`);
  const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(tooLong()), { once: true }));
  const context = await Promise.race([handler.query(new Request(location.href, { signal }), { requestContext }), timedOut]);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: PageMeta = {};
  const recordMeta = (said: PageMeta) => {
    meta.title = said.title;
    if (said.description) meta.description = said.description;
    if (said.noindex) meta.noindex = true;
  };
  const markdown = new Map<string, string>();
  const markdownHtml = (source: string) => {
    if (!markdown.has(source)) markdown.set(source, renderToStaticMarkup(<MarkdownRenderer>{source}</MarkdownRenderer>));
    return markdown.get(source);
  };
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'css' })}>
        <PageMetaSink value={recordMeta}>
          <Providers store={store} markdown={markdownHtml}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </PageMetaSink>
      </CacheProvider>
    </StrictMode>,
    // Every Suspense boundary inline and complete: React's streaming scripts would be inline scripts, which the page policy forbids.
    // A screen that fails to render would leave its spinner in the page: the browser renders the page instead.
    { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void failures.push(error) },
  );
  const body = await text(prelude);
  // Cut short, the page would show a spinner where content belongs: the browser renders it instead.
  if (signal.aborted) throw tooLong();
  if (failures.length > 0) throw failures[0];
  // The session stays out: the server renders every page signed out, and the browser keeps its own (main.tsx).
  const { auth: _signedOut, ...state } = store.getState();
  const payload: SsrPayload = { state, router: { loaderData: context.loaderData }, markdown: Object.fromEntries(markdown) };
  const form = context.matches.some((match) => (match.route.handle as PublicRouteHandle | undefined)?.form);
  return { html: fillTemplate(template, pageHead(meta, location), body, payload, form ? 'presence' : 'interaction') };
}
