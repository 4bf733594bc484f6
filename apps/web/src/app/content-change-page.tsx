import { AdminScreen, type AdminSection } from '@/components/content-admin/admin-screen';
import type { AdminRecord } from '@/lib/content-admin/admin-source';
import { SiteItemActions } from '@/components/content-admin/site-item-actions';
import { contentAdminSource } from '@/lib/content-admin/content-source';
import type { CollectionName } from '@tc/contract/content';

/** A tab of one collection, its rows with View on site (or Preview) and Publish now / Unpublish (Site pages). */
const tab = (name: CollectionName) => {
  const source = contentAdminSource(name);
  return { source, renderExtra: (item: AdminRecord) => <SiteItemActions collection={name} source={source} item={item} /> };
};

const sections: AdminSection[] = [
  {
    key: 'landing',
    label: 'Landing content',
    intro: 'The text blocks of the home, About us, How you benefit and Features pages, each found by its section.',
    ...tab('landingContent'),
  },
  {
    key: 'news',
    label: 'News and events',
    intro: 'Shown on the News page once published; a publish time in the future schedules an item.',
    ...tab('newsEvents'),
  },
  {
    key: 'blog',
    label: 'Blog posts',
    intro: 'Shown on the News page beside the news once published; a publish time in the future schedules a post.',
    ...tab('blogPosts'),
  },
  {
    key: 'testimonials',
    label: 'Testimonials',
    intro: 'Published testimonials show on the Testimonials page and the home page, in this order.',
    ...tab('testimonials'),
  },
  {
    key: 'gallery',
    label: 'Gallery',
    intro: 'The pictures of the Gallery page, in this order, each with a description for people who cannot see it.',
    ...tab('galleryImages'),
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
