import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CardGrid } from '../../components/card-grid';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../lib/use-page-meta';
import { ContentBody, ContentSection, Para } from './content-page';

const benefits = [
  {
    title: 'Fees that cover your costs',
    text: 'Work out what each space really costs you, including your own wage, and set fees and parent agreements you can stand behind.',
  },
  {
    title: 'Cash flow you can predict',
    text: 'Build a simple monthly budget, plan for slow months and know when grant or subsidy payments will arrive.',
  },
  {
    title: 'Records that are ready',
    text: 'Set up attendance, income and expense records that make tax time, audits and licensing visits far less stressful.',
  },
  {
    title: 'Confidence with the rules',
    text: 'Understand what Alberta’s childcare legislation and your agency or licensing officer expect of you, and keep your documents in order.',
  },
  {
    title: 'More families, fewer gaps',
    text: 'Describe your program clearly, reach families in your community and keep your spaces filled.',
  },
  {
    title: 'Someone in your corner',
    text: 'Running a childcare business can be lonely. Your coach and peer groups are there when you need a second opinion.',
  },
];

export default function BenefitScreen() {
  usePageMeta(
    'How you benefit',
    'What childcare business owners in Alberta gain from coaching: sustainable fees, steady cash flow, tidy records and support.',
  );
  return (
    <>
      <PageIntro
        title="How you benefit"
        lead="Coaching gives you time back, steadier income and a clear plan for the business you want to run."
      />
      <ContentBody>
        <ContentSection title="What changes for your business">
          <CardGrid items={benefits} />
        </ContentSection>
        <ContentSection title="What it costs you">
          <Para>
            Coaching, workshops and resources are offered at no cost to eligible childcare businesses in Alberta. What we ask is your time:
            about an hour with your coach every two to four weeks, and the willingness to try the steps you agree on together.
          </Para>
        </ContentSection>
        <Button component={RouterLink} to={paths.apply} variant="contained" size="large">
          Apply for coaching
        </Button>
      </ContentBody>
    </>
  );
}
