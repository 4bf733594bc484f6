import type { LoadSeeds } from '@/lib/ssr-loads';

/** The id of the JSON the server writes after a page's HTML (never a script that runs: the page policy forbids inline scripts). */
export const SSR_DATA_ID = 'ssr-data';

/** What a page rendered on the server brings for the browser to hydrate with. */
export interface SsrPayload {
  /** The store's state the page was rendered with. */
  state: Record<string, unknown>;
  /** The page's loads, by the useId of their hook. */
  loads: LoadSeeds;
  /** The page's Markdown as HTML, by its text. */
  markdown: Record<string, string>;
}

/** The payload of this page, or null when the browser renders it itself (the private area, development). */
export function readSsrPayload(): SsrPayload | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}

/** JSON safe to put inside an HTML element: nothing in it can close the element or start a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
