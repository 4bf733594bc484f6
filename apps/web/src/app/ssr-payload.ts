import type { HydrationState } from 'react-router';

/** The id of the JSON the server writes after a page's HTML (never a script that runs: the page policy forbids inline scripts). */
export const SSR_DATA_ID = 'ssr-data';

/** What a page rendered on the server brings for the browser to hydrate with. */
export interface SsrPayload {
  /**
   * The store's state the page was rendered with: the public content and where each of the page's loads
   * stands (lib/page-load.ts). Never a session: the server renders every page as a visitor sees it.
   */
  state: Record<string, unknown>;
  /** What the page's route loaders answered, so the browser's router starts where the server's was. */
  router: HydrationState;
  /** The page's Markdown as HTML, by its text. */
  markdown: Record<string, string>;
}

function readSsrPayload(): SsrPayload | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}

/** This page's payload, read once; null when the browser renders the page itself (the private area, development) and on the server. */
export const ssrPayload: SsrPayload | null = readSsrPayload();

/** JSON safe to put inside an HTML element: nothing in it can close the element or start a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
