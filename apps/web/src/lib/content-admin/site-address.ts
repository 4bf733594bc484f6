import type { CollectionName } from '@tc/contract/content';
import { SITE_PAGES, sectionMatches } from '@tc/contract/site-pages';
import { paths } from '@/app/paths';

/** Collections whose every item has a page of its own (news and blog posts: /newsplanblog/{id}). */
const OWN_PAGE: readonly CollectionName[] = ['newsEvents', 'blogPosts'];

/**
 * Where visitors see an item (docs/architecture.md#content-and-files, "Site pages"): its own page, or the first
 * page of the declaration that shows its collection (and, for a text block, its section), at the item's heading
 * when the page draws one (`#section-<id>`, components/markdown-sections.tsx). Null when no page shows it.
 */
export function siteAddress(collection: CollectionName, item: Readonly<Record<string, unknown>> & { id: number }): string | null {
  if (OWN_PAGE.includes(collection)) return paths.newsPost(item.id);
  for (const page of SITE_PAGES) {
    for (const block of page.blocks) {
      if (!('collection' in block) || block.collection !== collection) continue;
      if (!('sections' in block)) return page.path;
      if (typeof item.section === 'string' && sectionMatches(block.sections, item.section)) {
        return 'anchored' in block ? `${page.path}#section-${item.id}` : page.path;
      }
    }
  }
  return null;
}

/** The preview of an item visitors do not see yet: its page, which shows it to an administrator (docs/decisions/032-preview.md). */
export function previewAddress(collection: CollectionName, item: { id: number }): string | null {
  return OWN_PAGE.includes(collection) ? `${paths.newsPost(item.id)}?preview` : null;
}
