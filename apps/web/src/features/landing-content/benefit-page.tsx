import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { listSentence } from '../../lib/plain-text';
import { LandingContentPage } from './landing-content-page';

export default function BenefitPage() {
  return (
    <LandingContentPage
      title="How you benefit"
      lead="Coaching gives you time back, steadier income and a clear plan for the business you want to run."
      section="benefit"
      layout="cards"
      describe={(blocks) =>
        listSentence(
          'What childcare business owners in Alberta gain from coaching',
          blocks.map((b) => b.title),
        )
      }
      fallbackDescription="What childcare business owners in Alberta gain from coaching: sustainable fees, steady cash flow, tidy records and support."
      emptyText="Ask us what coaching could change for your business: a coach will gladly walk you through it."
      action={
        <Button component={RouterLink} to={paths.apply} variant="contained" size="large">
          Apply for coaching
        </Button>
      }
    />
  );
}
