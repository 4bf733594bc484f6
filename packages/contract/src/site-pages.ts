import type { CollectionName } from './content';

/**
 * The public pages an administrator edits, each with the blocks it shows in the order it shows them
 * (docs/architecture.md#content-and-files, "Site pages"). Written from what the pages render (apps/web/src/app/home-page.tsx,
 * services-page.tsx, features/landing-content, features/referral-content/apply-screen.tsx…);
 * apps/web/src/app/site-pages.test.tsx renders every page and fails when one reads a collection or a section that
 * is not declared here, so a new block cannot be left out of the editor.
 */

/** The text block collections: a page finds their blocks by `section` (the technical key an administrator never types again). */
export const TEXT_BLOCK_COLLECTIONS = ['landingContent', 'servicesContent', 'referralContent'] as const;
export type TextBlockCollection = (typeof TEXT_BLOCK_COLLECTIONS)[number];

/**
 * Which sections of a text block collection show in one place of a page: the named sections, every section
 * starting with `prefix` (`about`, `about-team`) but the excepted ones, or every section but the excepted ones.
 */
export type SectionSelector = { exact: readonly string[] } | { prefix: string; except?: readonly string[] } | { allBut: readonly string[] };

interface BlockBase {
  /** Unique within its page, for the URL and element ids: `intro`. */
  key: string;
  /** What a person calls it: "Home – introduction". */
  label: string;
  /** A sentence under the label: what the block is, where it shows. */
  hint?: string;
}

export type PageBlock = BlockBase &
  (
    | {
        /** Text blocks of one collection, chosen by section; a new one gets `newSection` (typed once, then read-only). */
        collection: TextBlockCollection;
        sections: SectionSelector;
        newSection: string;
        /** The page draws each block under a heading of its own (`#section-<id>`, components/markdown-sections.tsx). */
        anchored?: true;
      }
    | {
        /** Every published item of a collection in its own order; `limit` shows the first few. */
        collection: Exclude<CollectionName, TextBlockCollection>;
        limit?: number;
      }
    | {
        /** One of the two hero pictures, edited on its own screen (/landingImg). */
        heroImage: 'landing' | 'service';
      }
  );

export interface SitePage {
  /** In the admin URL (/site-pages/home). */
  key: string;
  label: string;
  /** Its public address. */
  path: string;
  blocks: readonly PageBlock[];
}

export const SITE_PAGES = [
  {
    key: 'home',
    label: 'Home',
    path: '/',
    blocks: [
      {
        key: 'intro',
        label: 'Home – introduction',
        hint: 'The heading and words at the top of the home page.',
        collection: 'landingContent',
        sections: { exact: ['home-intro'] },
        newSection: 'home-intro',
      },
      { key: 'picture', label: 'Home – picture', hint: 'Beside the introduction.', heroImage: 'landing' },
      { key: 'cards', label: 'Home – where to start cards', collection: 'landingCards' },
      {
        key: 'more',
        label: 'Home – more about us',
        hint: 'Bands of text below the cards, one per block.',
        collection: 'landingContent',
        sections: { prefix: 'home', except: ['home-intro'] },
        newSection: 'home-more',
        anchored: true,
      },
      { key: 'programmes', label: 'Home – our programmes', collection: 'services' },
      {
        key: 'testimonials',
        label: 'Home – what providers say',
        hint: 'The first two published testimonials.',
        collection: 'testimonials',
        limit: 2,
      },
    ],
  },
  {
    key: 'about',
    label: 'About us',
    path: '/aboutus',
    blocks: [
      {
        key: 'story',
        label: 'About us – our story',
        hint: 'Titled sections, one below the other.',
        collection: 'landingContent',
        sections: { prefix: 'about' },
        newSection: 'about',
        anchored: true,
      },
    ],
  },
  {
    key: 'benefit',
    label: 'How you benefit',
    path: '/benefit',
    blocks: [
      {
        key: 'benefits',
        label: 'How you benefit – benefits',
        hint: 'One card per block.',
        collection: 'landingContent',
        sections: { prefix: 'benefit' },
        newSection: 'benefit',
      },
    ],
  },
  {
    key: 'features',
    label: 'Features',
    path: '/features',
    blocks: [
      {
        key: 'features',
        label: 'Features – what comes with coaching',
        hint: 'One card per block.',
        collection: 'landingContent',
        sections: { prefix: 'features' },
        newSection: 'features',
      },
    ],
  },
  {
    key: 'services',
    label: 'Services',
    path: '/services',
    blocks: [
      { key: 'picture', label: 'Services – picture', heroImage: 'service' },
      {
        key: 'intro',
        label: 'Services – introduction',
        hint: 'Above the programmes.',
        collection: 'servicesContent',
        sections: { exact: ['services-intro'] },
        newSection: 'services-intro',
        anchored: true,
      },
      { key: 'programmes', label: 'Services – programmes', collection: 'services' },
      {
        key: 'more',
        label: 'Services – below the programmes',
        collection: 'servicesContent',
        sections: { allBut: ['services-intro'] },
        newSection: 'services-more',
        anchored: true,
      },
    ],
  },
  {
    key: 'apply',
    label: 'Apply',
    path: '/apply',
    blocks: [
      {
        key: 'intro',
        label: 'Apply – introduction',
        collection: 'referralContent',
        sections: { exact: ['apply-intro'] },
        newSection: 'apply-intro',
        anchored: true,
      },
      {
        key: 'prepare',
        label: 'Apply – what to prepare',
        collection: 'referralContent',
        sections: { exact: ['apply-prepare'] },
        newSection: 'apply-prepare',
        anchored: true,
      },
      {
        key: 'next',
        label: 'Apply – what happens next',
        collection: 'referralContent',
        sections: { exact: ['apply-next'] },
        newSection: 'apply-next',
        anchored: true,
      },
      {
        key: 'more',
        label: 'Apply – more',
        hint: 'Any other section, after the three above and before the form.',
        collection: 'referralContent',
        sections: { allBut: ['apply-intro', 'apply-prepare', 'apply-next'] },
        newSection: 'apply-more',
        anchored: true,
      },
    ],
  },
  {
    key: 'news',
    label: 'News and events',
    path: '/news',
    blocks: [
      { key: 'news', label: 'News – news and events', hint: 'Newest first; each has a page of its own.', collection: 'newsEvents' },
      { key: 'blog', label: 'News – blog posts', hint: 'Beside the news; each has a page of its own.', collection: 'blogPosts' },
    ],
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    path: '/testimonials',
    blocks: [{ key: 'testimonials', label: 'Testimonials – all testimonials', collection: 'testimonials' }],
  },
  {
    key: 'gallery',
    label: 'Gallery',
    path: '/gallery',
    blocks: [{ key: 'pictures', label: 'Gallery – pictures', collection: 'galleryImages' }],
  },
] as const satisfies readonly SitePage[];

export type SitePageKey = (typeof SITE_PAGES)[number]['key'];

export function sitePage(key: string): SitePage | undefined {
  return SITE_PAGES.find((page) => page.key === key);
}

const normal = (name: string) => name.trim().toLowerCase();

/** Whether a text block of `section` shows in the place `selector` describes (the same rule as apps/web/src/lib/text-sections.ts). */
export function sectionMatches(selector: SectionSelector, section: string): boolean {
  const s = normal(section);
  if ('exact' in selector) return selector.exact.some((name) => normal(name) === s);
  if ('prefix' in selector) {
    const p = normal(selector.prefix);
    return (s === p || s.startsWith(`${p}-`)) && !(selector.except ?? []).some((name) => normal(name) === s);
  }
  return !selector.allBut.some((name) => normal(name) === s);
}
