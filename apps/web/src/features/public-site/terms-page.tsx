import { LegalPage } from '../../components/legal-page';
import { centre } from '../../settings';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      description="The terms for using the centre's website, member dashboard and coaching resources."
      lead="These terms apply to everyone who uses this website and its member dashboard. Please read them before you apply or sign in."
      updated="November 2026"
      sections={[
        {
          heading: 'Who we are',
          body: `This website is run by ${centre.name}, ${centre.city}, Alberta. "We" and "the centre" mean ${centre.name}; "you" means the person using the site.`,
        },
        {
          heading: 'Your account',
          body: 'Keep your username and password to yourself and sign out on shared computers. Tell us at once if you think someone else has used your account. The information you give us must be accurate and yours to give.',
        },
        {
          heading: 'Coaching is guidance, not professional advice',
          body: 'Our coaches share practical business guidance. It is not legal, tax, accounting or licensing advice. For decisions with legal or tax consequences, please consult a qualified professional or the appropriate government office. Decisions about your business remain yours.',
        },
        {
          heading: 'Resources and content',
          body: 'You may download, adapt and use our forms and templates for your own childcare business. Please do not resell them or publish them as your own. Content on this site is provided as is and may change without notice.',
        },
        {
          heading: 'Acceptable use',
          body: 'Do not try to reach information that is not yours, disrupt the site, or upload anything unlawful or harmful. We may suspend accounts that break these terms.',
        },
        {
          heading: 'Liability',
          body: 'We take care to keep the site accurate and available, but we cannot promise it will always be error-free or uninterrupted. To the extent the law allows, the centre is not liable for losses arising from the use of this site or its resources.',
        },
        {
          heading: 'Governing law and changes',
          body: `These terms are governed by the laws of Alberta and the federal laws of Canada that apply there. We may update them; the date above shows the latest version. Questions: ${centre.email}.`,
        },
      ]}
    />
  );
}
