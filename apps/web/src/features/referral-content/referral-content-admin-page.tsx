import { AdminScreen } from '../../components/content-admin/admin-screen';
import { contentAdminSource } from '../../lib/content-admin/content-source';

const source = contentAdminSource('referralContent');

/** /referralcontent: the text of the public Apply page for applicants and the agencies who refer them. */
export default function ReferralContentAdminPage() {
  return (
    <AdminScreen
      title="Referral content"
      intro="The information on the public Apply page: who can apply, how agencies and partners refer a childcare business, and what happens next."
      sections={[
        { key: 'referral-content', label: 'Text blocks', intro: 'Each block shows on the Apply page where its section is placed.', source },
      ]}
    />
  );
}
