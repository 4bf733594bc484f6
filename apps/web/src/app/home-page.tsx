import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LoadFailure } from '@/components/load-failure';
import { MarkdownSection } from '@/components/markdown-sections';
import { HeroImage } from '@/features/landing-images/hero-image';
import { LandingCardGrid } from '@/features/landing-cards/landing-card-grid';
import { useLandingContent } from '@/features/landing-content/use-landing-content';
import { DEFAULT_INTRO, HomeHero } from '@/features/public-site/home-hero';
import { ApplyBand, HomeSection } from '@/features/public-site/home-section';
import { ServiceCards } from '@/features/services/service-cards';
import { TestimonialList } from '@/features/testimonials/testimonial-list';
import { excerpt } from '@/lib/plain-text';
import { findSection, sectionsOf } from '@/lib/text-sections';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from './paths';

/** Landing content of the home page: `home-intro` is the hero; every other `home-…` block (`home-approach`) is a band of its own. */
const INTRO = 'home-intro';

/**
 * The home page, composed here because features do not import each other: the
 * hero's words and the home blocks (landing-content), the landing image
 * (landing-images), the cards (landing-cards), the programmes (services) and
 * two testimonials (testimonials). Each part loads on its own and says so.
 */
export default function HomePage() {
  const content = useLandingContent();
  const settled = content.status !== 'loading';
  const intro = (settled && findSection(content.blocks, INTRO)) || (settled ? DEFAULT_INTRO : null);
  const bands = content.status === 'ready' ? sectionsOf(content.blocks, 'home').filter((b) => b.section !== INTRO) : [];
  usePageMeta(
    intro?.title ?? 'Business coaching for childcare businesses in Alberta',
    excerpt(
      intro?.body ?? 'Free business coaching, workshops and resources for family day homes and small childcare programs across Alberta.',
    ),
  );
  return (
    <>
      <HomeHero intro={intro} image={<HeroImage type="landing" sizes="(min-width: 1200px) 470px, (min-width: 900px) 40vw, 100vw" />} />
      <HomeSection title="Where to start">
        <LandingCardGrid />
      </HomeSection>
      {content.status === 'failed' && content.failure && (
        <Container maxWidth="lg" sx={{ pt: 4 }}>
          <LoadFailure failure={content.failure} what="the home page's text" onRetry={content.retry} />
        </Container>
      )}
      {bands.length > 0 && (
        <Box sx={{ bgcolor: '#eef4fb', py: { xs: 6, md: 9 } }}>
          <Container maxWidth="lg" sx={{ '& section:last-of-type': { mb: 0 } }}>
            {bands.map((block) => (
              <MarkdownSection key={block.id} block={block} />
            ))}
          </Container>
        </Box>
      )}
      <HomeSection title="Our programmes" lead="Practical help that fits around the hours you care for children.">
        <ServiceCards />
      </HomeSection>
      <HomeSection tinted title="What providers say" more={{ to: paths.testimonials, label: 'Read more testimonials' }}>
        <TestimonialList limit={2} />
      </HomeSection>
      <ApplyBand />
    </>
  );
}
