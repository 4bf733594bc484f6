import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CardGrid } from '../../components/card-grid';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../lib/use-page-meta';
import { ContentBody, ContentSection, Para } from './content-page';

const forClients = [
  {
    title: 'Your action plans online',
    text: 'See every goal you and your coach have agreed on, with dates and next steps, from any phone or computer.',
  },
  {
    title: 'A record of your coaching',
    text: 'Each meeting, call and visit is logged in a time diary, so you can look back at what was discussed and decided.',
  },
  { title: 'Your own report', text: 'A summary of your plans and coaching time that you can share with a lender, funder or agency.' },
  { title: 'Members’ resources', text: 'Templates, workbooks and guides reserved for the businesses we coach, ready to download.' },
];

const forCoaches = [
  {
    title: 'Clients by region',
    text: 'Coaches see the businesses assigned to them and the regions they cover, with contact details at hand.',
  },
  {
    title: 'Plans and time diary',
    text: 'Write action plans with clients and log coaching time by activity: meetings, calls, site visits, training and travel.',
  },
  {
    title: 'Reports for funders',
    text: 'The centre produces reports by coach, client, region and period without retyping a single number.',
  },
];

export default function FeaturesScreen() {
  usePageMeta('Features', 'The tools that come with coaching: online action plans, a coaching time diary, reports and a resource library.');
  return (
    <>
      <PageIntro
        title="Features"
        lead="Coaching comes with a secure online dashboard that keeps you, your coach and the centre on the same page."
      />
      <ContentBody>
        <ContentSection title="For business owners">
          <CardGrid items={forClients} columns={2} />
        </ContentSection>
        <ContentSection title="For coaches and the centre">
          <CardGrid items={forCoaches} />
        </ContentSection>
        <ContentSection title="Private and secure">
          <Para>
            The dashboard is only open to signed-in members. You see your own business, coaches see the businesses they support, and every
            change is recorded. Your information is handled as our privacy policy describes.
          </Para>
        </ContentSection>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          Sign in to your dashboard
        </Button>
      </ContentBody>
    </>
  );
}
