import { createCollectionThunks } from '../../lib/collection-thunks';
import { messages } from '../../messages';
import type { BlogPost, BlogPostInput } from './news-types';

/** CRUD /blog (spec section 7). Blog posts have no slice of their own among the sixteen. */
export const {
  create: createBlogPost,
  fetchAll: fetchBlogPosts,
  fetchOne: fetchBlogPost,
  update: updateBlogPost,
  remove: deleteBlogPost,
} = createCollectionThunks<BlogPost, BlogPostInput, Partial<BlogPostInput>>({
  name: 'blog',
  path: '/blog',
  messages: messages.blog,
});
