import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { excerpt } from '../../lib/plain-text';
import { centre } from '../../settings';
import { LandingContentPage } from './landing-content-page';

export default function AboutPage() {
  return (
    <LandingContentPage
      title="About us"
      lead={`${centre.name} helps people who run small childcare businesses in Alberta build businesses that last.`}
      section="about"
      layout="sections"
      describe={(blocks) => excerpt(blocks[0].body)}
      fallbackDescription={`Who we are: ${centre.name}, a training centre coaching childcare microbusinesses across Alberta.`}
      emptyText="Our story is being rewritten. In the meantime, call or write to us: we are glad to tell you about the centre ourselves."
      action={
        <Button component={RouterLink} to={paths.contactUs} variant="contained" size="large">
          Get in touch
        </Button>
      }
    />
  );
}
