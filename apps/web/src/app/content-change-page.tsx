import { AdminScreen, type AdminSection } from '@/components/content-admin/admin-screen';
import { createGalleryImage, deleteGalleryImage, updateGalleryImage } from '@/features/gallery/gallery-thunks';
import { createLandingContent, deleteLandingContent, updateLandingContent } from '@/features/landing-content/landing-content-slice';
import { createBlogPost, deleteBlogPost, updateBlogPost } from '@/features/news/blog-thunks';
import { createNews, deleteNews, updateNews } from '@/features/news/news-slice';
import { createTestimonial, deleteTestimonial, updateTestimonial } from '@/features/testimonials/testimonials-thunks';
import { contentAdminSource } from '@/lib/content-admin/content-source';

const sections: AdminSection[] = [
  {
    key: 'landing',
    label: 'Landing content',
    intro: 'The text blocks of the home, About us, How you benefit and Features pages, each found by its section.',
    source: contentAdminSource('landingContent', {
      create: createLandingContent,
      update: updateLandingContent,
      remove: deleteLandingContent,
    }),
  },
  {
    key: 'news',
    label: 'News and events',
    intro: 'Shown on the News page once published; a publish time in the future schedules an item.',
    source: contentAdminSource('newsEvents', { create: createNews, update: updateNews, remove: deleteNews }),
  },
  {
    key: 'blog',
    label: 'Blog posts',
    intro: 'Shown on the News page beside the news once published; a publish time in the future schedules a post.',
    source: contentAdminSource('blogPosts', { create: createBlogPost, update: updateBlogPost, remove: deleteBlogPost }),
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    intro: 'Published testimonials show on the Testimonials page and the home page, in this order.',
    source: contentAdminSource('testimonials', { create: createTestimonial, update: updateTestimonial, remove: deleteTestimonial }),
  },
  {
    key: 'gallery',
    label: 'Gallery',
    intro: 'The pictures of the Gallery page, in this order, each with a description for people who cannot see it.',
    source: contentAdminSource('galleryImages', { create: createGalleryImage, update: updateGalleryImage, remove: deleteGalleryImage }),
  },
];

/** /contentchange, composed here because its collections belong to several features. */
export default function ContentChangePage() {
  return (
    <AdminScreen
      title="Site content"
      intro="The words and pictures of the public site: page text, news and events, blog posts, testimonials and the gallery."
      sections={sections}
    />
  );
}
