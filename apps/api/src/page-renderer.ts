import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the web build's server bundle (apps/web/src/app/entry-server.tsx, built
 * into `<dist>/.ssr/entry-server.mjs`) offers; declared here because the API
 * does not import the web app's source.
 */
export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface ApiAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}
export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;

export interface ServerBundle {
  renderPage(input: { url: string; origin: string; template: string; transport: ApiTransport }): Promise<{ html: string } | null>;
  sitemapXml(input: { origin: string; transport: ApiTransport }): Promise<string>;
}

export interface Renderer {
  module: ServerBundle;
  /** The built index.html the pages are rendered into. */
  template: string;
}

const SERVER_BUNDLE = path.join('.ssr', 'entry-server.mjs');

/**
 * The server bundle and index.html of the build in `webDist`, loaded on first
 * use and again whenever a rebuild changes them, so a rebuild is served without
 * a restart; null while the build has no server bundle (the browser then
 * renders every page itself).
 */
export function pageRenderer(webDist: string): { current(): Promise<Renderer | null> } {
  let loaded: { version: string; renderer: Renderer } | null = null;
  return {
    async current() {
      const bundle = path.join(webDist, SERVER_BUNDLE);
      const index = path.join(webDist, 'index.html');
      let version: string;
      try {
        const [a, b] = await Promise.all([stat(bundle), stat(index)]);
        version = `${a.mtimeMs}-${b.mtimeMs}`;
      } catch {
        return null;
      }
      if (loaded?.version !== version) {
        const [module, template] = await Promise.all([
          import(`${pathToFileURL(bundle).href}?v=${encodeURIComponent(version)}`) as Promise<ServerBundle>,
          readFile(index, 'utf8'),
        ]);
        loaded = { version, renderer: { module, template } };
      }
      return loaded.renderer;
    },
  };
}
