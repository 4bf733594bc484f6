import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../lib/use-page-meta';
import { centre } from '../../settings';
import { ContentBody, ContentSection, Para } from './content-page';

const eligibility = [
  'You run, or are about to open, a childcare business in Alberta: a family day home, a small daycare, a preschool or an out-of-school care program.',
  'Your business has fewer than ten employees, or it is just you.',
  'You are willing to meet a coach about once every two to four weeks and to work on an action plan.',
];

const bring = [
  'Your business name and the region you work in.',
  'A rough idea of your monthly income and costs (estimates are fine).',
  'The two or three things you most want help with.',
];

function BulletList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, '& li': { mb: 1, fontSize: '1.05rem', maxWidth: '70ch' } }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

export default function ApplyScreen() {
  usePageMeta(
    'Apply for coaching',
    'Apply for free business coaching for your Alberta childcare business: who can apply and how it works.',
  );
  return (
    <>
      <PageIntro
        title="Apply for coaching"
        lead="Applying takes about ten minutes. A coach from your region will call you within two business days."
      />
      <ContentBody>
        <ContentSection title="Who can apply">
          <BulletList items={eligibility} />
        </ContentSection>
        <ContentSection title="What to have ready">
          <BulletList items={bring} />
        </ContentSection>
        <ContentSection title="How to apply">
          <Para>
            Create your account online with your name, contact details and business name. Your account is also how you will see your action
            plans once coaching starts. If you prefer, call us at {centre.phone} and we will complete the application with you over the
            phone.
          </Para>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
            <Button component={RouterLink} to={paths.register} variant="contained" size="large">
              Start your application
            </Button>
            <Button component={RouterLink} to={paths.contactUs} variant="outlined" size="large">
              Ask a question first
            </Button>
          </Box>
          <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
            By applying you agree to our terms and conditions and to the privacy policy, which explains how we use your information under
            Alberta&apos;s Personal Information Protection Act.
          </Typography>
        </ContentSection>
      </ContentBody>
    </>
  );
}
