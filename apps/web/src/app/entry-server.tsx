import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import MarkdownRenderer from '@/components/markdown-renderer';
import { ServerLoads } from '@/lib/ssr-loads';
import { settle } from '@/lib/use-loaded';
import { PageMetaSink, type PageMeta } from '@/lib/use-page-meta';
import { fillTemplate, pageHead, text } from './page-html';
import { Providers } from './providers';
import { type ApiTransport, withApi } from './server-api';
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
 * the page's loads run against the API while React renders it, the
 * head gets its title, description and Open Graph tags, and the state goes
 * along as JSON for the browser to hydrate with. Null for any other path: the
 * browser renders those itself.
 */
export async function renderPage({ url, origin, template, transport, timeoutMs = 5000 }: RenderInput): Promise<RenderedPage | null> {
  const location = new URL(url, origin);
  if (!matchRoutes(publicRoutes, location.pathname)) return null;
  return withApi(transport, async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(location.href));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const store = makeStore();
    const loads = new ServerLoads(settle);
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
    const signal = AbortSignal.timeout(timeoutMs);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <CacheProvider value={createCache({ key: 'css' })}>
          <PageMetaSink value={recordMeta}>
            <Providers store={store} loads={loads} markdown={markdownHtml}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </PageMetaSink>
        </CacheProvider>
      </StrictMode>,
      // Every Suspense boundary inline and complete: React's streaming scripts would be inline scripts, which the page policy forbids.
      { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const body = await text(prelude);
    // Cut short, the page would show a spinner where content belongs: the browser renders it instead.
    if (signal.aborted) throw new Error(`${location.pathname} took longer than ${timeoutMs} ms to render`);
    const payload: SsrPayload = { state: store.getState(), loads: loads.seeds(), markdown: Object.fromEntries(markdown) };
    const form = context.matches.some((match) => (match.route.handle as PublicRouteHandle | undefined)?.form);
    return { html: fillTemplate(template, pageHead(meta, location), body, payload, form ? 'presence' : 'interaction') };
  });
}
