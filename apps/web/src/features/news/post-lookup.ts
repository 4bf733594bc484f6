import type { BlogPost, NewsEvent } from '@tc/contract/content';
import { contentEndpoints } from '@tc/contract/content-endpoints';
import { apiThunk } from '../../lib/api-thunk';
import { pageLoad } from '../../lib/page-load';
import type { AppThunkDispatch } from '../../lib/store-hooks';
import type { SettledAction } from '../../lib/use-loaded';
import { messages } from '../../messages';

/** What /newsplanblog/{id} shows: a news item or event, or a blog post. */
export type Post = { kind: 'news'; item: NewsEvent } | { kind: 'blog'; item: BlogPost };

// Silent: a 404 from /news-events only means "try the blog"; the page shows its own message for a failure.
const getNewsPost = apiThunk('news/findPost', contentEndpoints.newsEvents.get, {
  args: (id: number) => ({ params: { id } }),
  result: (item): Post => ({ kind: 'news', item }),
  failure: messages.news.fetchOneFailed,
  silent: true,
});

const getBlogPost = apiThunk('blog/findPost', contentEndpoints.blogPosts.get, {
  args: (id: number) => ({ params: { id } }),
  result: (item): Post => ({ kind: 'blog', item }),
  failure: messages.blog.fetchOneFailed,
  silent: true,
});

const notFound = (action: SettledAction<Post>) =>
  action.meta.requestStatus === 'rejected' && (action.error as { status?: number } | undefined)?.status === 404;

/**
 * Finds post `id`: news and blog ids are unique across both (docs/architecture.md#content-and-files),
 * so the news item of that id, else the blog post of that id.
 */
export async function findPost(dispatch: AppThunkDispatch, id: number): Promise<SettledAction<Post>> {
  const news: SettledAction<Post> = await dispatch(getNewsPost(id));
  return notFound(news) ? dispatch(getBlogPost(id)) : news;
}

/** Post `id` for its page (none for an address without an id: a 404); the store keeps it with the load. */
export const postLoad = (id: number | null) =>
  pageLoad<Post>(
    `post/${id}`,
    (dispatch) => (id === null ? Promise.resolve({ meta: { requestStatus: 'rejected' }, error: { status: 404 } }) : findPost(dispatch, id)),
    true,
  );
