import { contentCollection } from '../../lib/content-thunks';

export type { BlogPost, CreateBlogPostBody, UpdateBlogPostBody } from '@tc/contract/content';

/** CRUD /blog (product specification section 7). Blog posts have no slice of their own among the sixteen. */
export const {
  create: createBlogPost,
  fetchAll: fetchBlogPosts,
  fetchOne: fetchBlogPost,
  update: updateBlogPost,
  remove: deleteBlogPost,
} = contentCollection('blogPosts').thunks;
