import { vi } from 'vitest';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import { createBlogPost, fetchBlogPosts, fetchBlogPost, updateBlogPost, deleteBlogPost } from './blog-thunks';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

describeCollectionCalls('blog', {
  path: '/blog',
  m: messages.blog,
  create: createBlogPost,
  fetchAll: fetchBlogPosts,
  fetchOne: fetchBlogPost,
  update: updateBlogPost,
  remove: deleteBlogPost,
});
