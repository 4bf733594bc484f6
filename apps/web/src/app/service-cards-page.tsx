import { AdminScreen, type AdminSection } from '@/components/content-admin/admin-screen';
import { contentAdminSource } from '@/lib/content-admin/content-source';

const sections: AdminSection[] = [
  {
    key: 'services',
    label: 'Services',
    intro: 'The programs listed on the Services page and introduced on the home page, in this order.',
    source: contentAdminSource('services'),
  },
  {
    key: 'cards',
    label: 'Landing cards',
    intro: 'The cards on the home page that lead visitors on, in this order.',
    source: contentAdminSource('landingCards'),
  },
];

/** /servicescard, composed here because its two collections belong to two features (services, landing cards). */
export default function ServiceCardsPage() {
  return (
    <AdminScreen
      title="Services and cards"
      intro="Add, edit, reorder and remove the centre's services and the cards of the home page. Changes show on the public site as soon as they are saved."
      sections={sections}
    />
  );
}
