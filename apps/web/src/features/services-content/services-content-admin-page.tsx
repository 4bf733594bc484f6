import { AdminScreen } from '../../components/content-admin/admin-screen';
import { contentAdminSource } from '../../lib/content-admin/content-source';

const source = contentAdminSource('servicesContent');

/** /servicescontent: the text blocks of the public Services page. */
export default function ServicesContentAdminPage() {
  return (
    <AdminScreen
      title="Services content"
      intro="The sections of text on the public Services page, around the list of services: what coaching covers and how it works."
      sections={[
        {
          key: 'services-content',
          label: 'Text blocks',
          intro: 'Each block shows on the Services page where its section is placed.',
          source,
        },
      ]}
    />
  );
}
