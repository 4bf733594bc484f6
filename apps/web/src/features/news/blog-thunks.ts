import type { BlogPost } from '@tc/contract/content';
import { pageLoad } from '../../lib/page-load';
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

/** The blog posts of /newsplanblog, loaded by its route; the store keeps them with the load. */
export const blogLoad = pageLoad<BlogPost[]>('blog', (dispatch) => dispatch(fetchBlogPosts()), true);
