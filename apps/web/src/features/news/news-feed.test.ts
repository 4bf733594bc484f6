import type { BlogPost, NewsEvent } from '@tc/contract/content';
import { describe, expect, it } from 'vitest';
import { feedPage, mergeFeed } from './news-feed';

const base = {
  archivedAt: null,
  updatedAt: '2026-01-01T00:00:00Z',
  status: 'published' as const,
  image_url: null,
  body: 'b',
  summary: 's',
};
const news = (id: number, publish_at: string | null, createdAt: string, extra: Partial<NewsEvent> = {}): NewsEvent => ({
  ...base,
  id,
  kind: 'news',
  title: `News ${id}`,
  event_date: null,
  location: null,
  publish_at,
  createdAt,
  ...extra,
});
const blog = (id: number, publish_at: string | null, createdAt: string): BlogPost => ({
  ...base,
  id,
  title: `Blog ${id}`,
  author: 'Sarah Thompson',
  publish_at,
  createdAt,
});

describe('the news feed', () => {
  it('merges news, events and blog posts newest first by publish date, else creation', () => {
    const items = mergeFeed(
      [
        news(1, '2026-03-01T09:00:00Z', '2026-01-01T00:00:00Z'),
        news(3, null, '2026-03-10T00:00:00Z', { kind: 'event', event_date: '2026-04-02', location: 'Red Deer' }),
      ],
      [blog(2, '2026-03-05T09:00:00Z', '2026-01-01T00:00:00Z'), blog(4, '2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z')],
    );
    expect(items.map((i) => [i.kind, i.id])).toEqual([
      ['event', 3],
      ['blog', 2],
      ['news', 1],
      ['blog', 4],
    ]);
    expect(items[0]).toMatchObject({ event_date: '2026-04-02', location: 'Red Deer', published: '2026-03-10T00:00:00Z' });
    expect(items[1].author).toBe('Sarah Thompson');
  });

  it('breaks a tie by the higher id', () => {
    const same = '2026-03-01T00:00:00Z';
    expect(mergeFeed([news(5, same, same)], [blog(6, same, same)]).map((i) => i.id)).toEqual([6, 5]);
  });

  it('pages the feed, clamping a page out of range', () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    expect(feedPage(items, 1, 6)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, pages: 3 });
    expect(feedPage(items, 3, 6)).toEqual({ items: [12, 13], page: 3, pages: 3 });
    expect(feedPage(items, 9, 6).page).toBe(3);
    expect(feedPage(items, Number.NaN, 6).page).toBe(1);
    expect(feedPage([], 1, 6)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
