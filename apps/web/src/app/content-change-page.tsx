import { AdminScreen, type AdminSection } from '@/components/content-admin/admin-screen';
import { contentAdminSource } from '@/lib/content-admin/content-source';

const sections: AdminSection[] = [
  {
    key: 'landing',
    label: 'Landing content',
    intro: 'The text blocks of the home, About us, How you benefit and Features pages, each found by its section.',
    source: contentAdminSource('landingContent'),
  },
  {
    key: 'news',
    label: 'News and events',
    intro: 'Shown on the News page once published; a publish time in the future schedules an item.',
    source: contentAdminSource('newsEvents'),
  },
  {
    key: 'blog',
    label: 'Blog posts',
    intro: 'Shown on the News page beside the news once published; a publish time in the future schedules a post.',
    source: contentAdminSource('blogPosts'),
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    intro: 'Published testimonials show on the Testimonials page and the home page, in this order.',
    source: contentAdminSource('testimonials'),
  },
  {
    key: 'gallery',
    label: 'Gallery',
    intro: 'The pictures of the Gallery page, in this order, each with a description for people who cannot see it.',
    source: contentAdminSource('galleryImages'),
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
