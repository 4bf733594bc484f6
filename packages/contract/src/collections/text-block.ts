import { markdown, section, text, TITLE_MAX, type AdminListItem } from './define';

/**
 * Landing, services and referral content: a titled Markdown block that a page
 * finds by its section; `example` names the sections the page has.
 */
export const textBlock = (example: string) => ({
  fields: {
    section: section({ label: 'Section', hint: `Where it shows on the page, lower-case words joined by dashes, e.g. ${example}.` }),
    title: text({ label: 'Title', max: TITLE_MAX, required: true }),
    body: markdown({ label: 'Text' }),
  },
  sorts: ['section', 'title', 'createdAt'] as const,
  search: ['section', 'title', 'body'] as ('section' | 'title' | 'body')[],
  ordering: 'section' as const,
  adminList: { title: 'title', detail: 'body', tags: (item) => [`Section: ${String(item.section)}`] } satisfies AdminListItem,
});
