import type { BlogPost, NewsEvent } from '@tc/contract/content';

/** One entry of /news: a news item, an event or a blog post, with what its card shows. */
export interface FeedItem {
  id: number;
  kind: 'news' | 'event' | 'blog';
  title: string;
  summary: string;
  image_url: string | null;
  /** The image's alt text from the media library, if it has one. */
  image_alt?: string | null;
  /** When it was published: publish_at, else when it was created (ISO). */
  published: string;
  event_date: string | null;
  location: string | null;
  author: string | null;
}

export const FEED_PAGE_SIZE = 6;

const publishedAt = (item: { publish_at: string | null; createdAt: string }) => item.publish_at ?? item.createdAt;

export function newsToFeed(item: NewsEvent): FeedItem {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    summary: item.summary,
    image_url: item.image_url,
    image_alt: item.image_alt,
    published: publishedAt(item),
    event_date: item.kind === 'event' ? item.event_date : null,
    location: item.kind === 'event' ? item.location : null,
    author: null,
  };
}

export function blogToFeed(post: BlogPost): FeedItem {
  return {
    id: post.id,
    kind: 'blog',
    title: post.title,
    summary: post.summary,
    image_url: post.image_url,
    image_alt: post.image_alt,
    published: publishedAt(post),
    event_date: null,
    location: null,
    author: post.author,
  };
}

/** News, events and blog posts together, newest first (ids are unique across both, so the tie-break is stable). */
export function mergeFeed(news: readonly NewsEvent[], blog: readonly BlogPost[]): FeedItem[] {
  const items = [...news.map(newsToFeed), ...blog.map(blogToFeed)];
  return items.sort((a, b) => Date.parse(b.published) - Date.parse(a.published) || b.id - a.id);
}

export function pageCount(total: number, size = FEED_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page `page` (one-based, clamped to the pages there are) of the feed. */
export function feedPage<T>(items: readonly T[], page: number, size = FEED_PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
