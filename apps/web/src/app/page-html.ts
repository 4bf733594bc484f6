import type { PageMeta } from '@/lib/use-page-meta';
import { centre } from '@/settings';
import { jsonForHtml, SSR_DATA_ID, type SsrPayload } from './ssr-payload';

/** index.html's own description, for a page that gives none. */
const DEFAULT_DESCRIPTION = 'Coaching, training and business tools for childcare microbusinesses and family day homes across Alberta.';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head of a page rendered on the server: its title and description, its address, and the same for link previews (Open Graph). */
export function pageHead(meta: PageMeta, location: URL): string {
  const title = escapeHtml(meta.title ?? centre.name);
  const description = escapeHtml(meta.description ?? DEFAULT_DESCRIPTION);
  // A page kept out of search engines is opened from a private link: its query (a token) stays out of the head.
  const url = escapeHtml(`${location.origin}${location.pathname}${meta.noindex ? '' : location.search}`);
  return [
    `<title>${title}</title>`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(centre.name)}" />`,
    `<meta property="og:locale" content="en_CA" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/** A rendered stream as one string. */
export async function text(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html;
}

/** React's preloads (the hero image's) lead the rendered HTML; they belong in the head. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;
/** The app's code: its entry and the entry's imports. */
const APP_CODE = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * The built index.html with the page in it: its head, its HTML, the state it
 * hydrates with, its code last. `start` tells boot.ts when to load the app: as
 * soon as the visitor shows up (a form), or at their first interaction (a page
 * they may only read).
 */
export function fillTemplate(
  template: string,
  head: string,
  rendered: string,
  payload: SsrPayload,
  start: 'presence' | 'interaction',
): string {
  const preloads = LEADING_PRELOADS.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(preloads.length);
  // The page is already there: its code comes last and at low priority, after what shows.
  const code = (template.match(APP_CODE) ?? []).map((tag) => tag.trim().replace(/^<(script|link)/, '<$1 fetchpriority="low"'));
  // The page's text goes in through functions, never as a replacement string: there `$&`, `` $` ``, `$'`, `$1`…
  // in content or in the address would be read as patterns and copy parts of the template.
  return template
    .replace(APP_CODE, '')
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<meta name="viewport"[^>]*>/, (viewport) => (preloads ? `${viewport}\n    ${preloads}` : viewport))
    .replace(/\s*<\/head>/, () => `\n${head}\n  </head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', () =>
      [
        `<div id="root" data-start="${start}">${body}</div>`,
        `<script type="application/json" id="${SSR_DATA_ID}">${jsonForHtml(payload)}</script>`,
        ...code,
      ].join('\n    '),
    );
}
