import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { listSentence } from '../../lib/plain-text';
import { LandingContentPage } from './landing-content-page';

export default function FeaturesPage() {
  return (
    <LandingContentPage
      title="Features"
      lead="Coaching comes with a secure online dashboard that keeps you, your coach and the centre on the same page."
      section="features"
      layout="cards"
      describe={(blocks) =>
        listSentence(
          'What comes with coaching',
          blocks.map((b) => b.title),
        )
      }
      fallbackDescription="The tools that come with coaching: online action plans, a coaching time diary, reports and a resource library."
      emptyText="Sign in to see your action plans, your coaching time diary and the members' resources."
      action={
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          Sign in to your dashboard
        </Button>
      }
    />
  );
}
