import { defineCollection, image, markdown, NAME_MAX, publishAt, status, SUMMARY_MAX, text, TITLE_MAX } from './define';

/** Blog posts: beside the news on the News page, newest first, published or scheduled. */
export const blogPostCollection = defineCollection({
  name: 'blogPosts',
  one: 'BlogPost',
  many: 'BlogPosts',
  label: 'blog post',
  path: '/blog',
  table: 'blog_posts',
  fields: {
    title: text({ label: 'Title', max: TITLE_MAX, required: true }),
    summary: text({ label: 'Summary', max: SUMMARY_MAX, multiline: true, required: true, hint: 'One or two sentences for lists.' }),
    body: markdown({ label: 'Post' }),
    author: text({ label: 'Author', max: NAME_MAX, required: true }),
    image_url: image({ label: 'Image' }),
    status: status(),
    publish_at: publishAt(),
  },
  sorts: ['publish_at', 'createdAt', 'title', 'author'],
  search: ['title', 'summary', 'body', 'author'],
  ordering: 'newest',
  adminList: { title: 'title', detail: 'summary', image: 'image_url', tags: (item) => [`By ${String(item.author)}`] },
});
