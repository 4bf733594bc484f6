import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { TextSkeleton } from '@/components/card-skeletons';
import { ContentBody } from '@/components/content-page';
import { LoadFailure } from '@/components/load-failure';
import { MarkdownSection, MarkdownSections } from '@/components/markdown-sections';
import { PageIntro } from '@/components/page-intro';
import { HeroImage } from '@/features/landing-images/hero-image';
import { ServiceList } from '@/features/services/service-list';
import { useServicesContent } from '@/features/services-content/use-services-content';
import { excerpt } from '@/lib/plain-text';
import { findSection, otherSections } from '@/lib/text-sections';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from './paths';

/** The services content section shown above the programmes; every other one follows them (`services-how`...). */
const INTRO = 'services-intro';

/**
 * /services, composed here because features do not import each other: the
 * service hero image (landing-images), the text around the programmes
 * (services-content) and the programmes themselves (services).
 */
export default function ServicesPage() {
  const content = useServicesContent();
  const intro = content.status === 'ready' ? findSection(content.blocks, INTRO) : undefined;
  const after = content.status === 'ready' ? otherSections(content.blocks, [INTRO]) : [];
  usePageMeta(
    'Services',
    intro
      ? excerpt(intro.body)
      : 'Coaching programmes for family day homes and small childcare businesses in Alberta: planning, finances, enrolment and quality care.',
  );
  return (
    <>
      <PageIntro
        title="Services"
        lead="Free one-to-one coaching programmes for family day homes and small childcare businesses across Alberta."
        aside={<HeroImage type="service" />}
      />
      <ContentBody>
        {content.status === 'loading' && <TextSkeleton label="Loading the services" />}
        {content.status === 'failed' && content.failure && (
          <Box sx={{ mb: 4 }}>
            <LoadFailure failure={content.failure} what="the services introduction" onRetry={content.retry} />
          </Box>
        )}
        {intro && <MarkdownSection block={intro} />}
        <ServiceList />
        {after.length > 0 && (
          <Box sx={{ mt: { xs: 5, md: 7 } }}>
            <MarkdownSections blocks={after} />
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button component={RouterLink} to={paths.apply} variant="contained" size="large">
            Apply for coaching
          </Button>
          <Button component={RouterLink} to={paths.contactUs} variant="outlined" size="large">
            Ask us a question
          </Button>
        </Box>
      </ContentBody>
    </>
  );
}
