// @vitest-environment node
import { collections } from '@tc/contract/content';
import { SITE_PAGES, type SectionSelector } from '@tc/contract/site-pages';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, type ApiTransport } from './entry-server';
import { publicRoutes } from './routes';

/**
 * The page declaration (packages/contract/src/site-pages.ts) against the pages themselves: each public page is
 * rendered on the server, and every collection it asks the API for and every section it looks up must be one
 * of its declared blocks. A block added to a page and not to the declaration fails here.
 */

/** The section look-ups of the render under way, as the page asked for them. */
const asked: { kind: 'exact' | 'prefix' | 'allBut'; names: string[] }[] = [];

vi.mock('@/lib/text-sections', async (original) => {
  const real = await original<typeof import('@/lib/text-sections')>();
  return {
    ...real,
    findSection: (blocks: never[], ...names: string[]) => (asked.push({ kind: 'exact', names }), real.findSection(blocks, ...names)),
    blocksOf: (blocks: never[], name: string) => (asked.push({ kind: 'exact', names: [name] }), real.blocksOf(blocks, name)),
    sectionsInOrder: (blocks: never[], names: string[]) => (
      asked.push({ kind: 'exact', names: [...names] }),
      real.sectionsInOrder(blocks, names)
    ),
    sectionsOf: (blocks: never[], prefix: string) => (asked.push({ kind: 'prefix', names: [prefix] }), real.sectionsOf(blocks, prefix)),
    otherSections: (blocks: never[], taken: string[]) => (
      asked.push({ kind: 'allBut', names: [...taken] }),
      real.otherSections(blocks, taken)
    ),
  };
});

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** The API path of each content collection, and of the hero pictures. */
const SOURCES = new Map<string, string>([
  ...Object.values(collections).map((def) => [`/api${def.path}`, def.name] as [string, string]),
  ['/api/landing-image', 'heroImage'],
]);

/** What one page asks: the collections (hero pictures by type) and the section look-ups. */
async function whatPageReads(url: string) {
  const read = new Set<string>();
  const transport: ApiTransport = async (request) => {
    const address = new URL(request.url, 'http://api.test');
    const source = SOURCES.get(address.pathname.replace(/\/\d+$/, ''));
    if (source) read.add(source === 'heroImage' ? `heroImage:${address.searchParams.get('type')}` : source);
    if (/\/\d+$/.test(address.pathname))
      return { status: 404, headers: { 'content-type': 'application/json' }, body: '{"error":"Not found"}' };
    const body = address.pathname === '/api/landing-image' ? { image_url: null } : [];
    const total = Array.isArray(body) ? { 'x-total-count': '0' } : {};
    return { status: 200, headers: { 'content-type': 'application/json', ...total }, body: JSON.stringify(body) };
  };
  asked.length = 0;
  await renderPage({ url, origin: 'https://centre.example', template: TEMPLATE, transport });
  return { read, asked: [...asked] };
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/** A look-up is declared when a block's selector asks the same: its exact names, its prefix, or every section but the same ones. */
function declares(selectors: SectionSelector[], look: (typeof asked)[number]): boolean {
  if (look.kind === 'exact') return look.names.every((name) => selectors.some((s) => 'exact' in s && s.exact.includes(name)));
  if (look.kind === 'prefix') return selectors.some((s) => 'prefix' in s && s.prefix === look.names[0]);
  return selectors.some((s) => 'allBut' in s && same([...s.allBut].sort(), [...look.names].sort()));
}

describe('the site pages declaration', () => {
  for (const page of SITE_PAGES) {
    it(`${page.label} (${page.path}): every collection and section the page reads is one of its blocks`, async () => {
      const { read, asked: looks } = await whatPageReads(page.path);
      const declared = new Set(page.blocks.map((b) => ('heroImage' in b ? `heroImage:${b.heroImage}` : b.collection)));
      expect([...read].sort(), page.path).toEqual([...declared].sort());
      const selectors = page.blocks.flatMap((b) => ('sections' in b ? [b.sections as SectionSelector] : []));
      for (const look of looks) expect(declares(selectors, look), `${page.path} reads ${look.kind} ${look.names.join(', ')}`).toBe(true);
      // And every text block place of the page is one the page looks up.
      for (const s of selectors) {
        const used =
          'exact' in s
            ? s.exact.every((name) => looks.some((look) => look.kind === 'exact' && look.names.includes(name)))
            : looks.some((look) => look.kind !== 'exact' && declares([s], look));
        expect(used, `${page.path} declares ${JSON.stringify(s)}`).toBe(true);
      }
      // The first render loads the app's modules: give a busy machine the time.
    }, 30_000);
  }

  it('every other public page reads no content collection (a news post is its item, not a page of blocks)', async () => {
    const declared = new Set<string>(SITE_PAGES.map((p) => p.path));
    for (const { path } of publicRoutes) {
      if (!path || declared.has(path) || path === '/newsplanblog/:id') continue;
      const { read } = await whatPageReads(path.replace(/:\w+/g, '1'));
      expect([...read], `${path} reads content: declare it in packages/contract/src/site-pages.ts`).toEqual([]);
    }
  }, 60_000);
});
