import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { Markdown } from '../../components/markdown';
import { VisuallyHidden } from '../../components/visually-hidden';
import { centre } from '../../settings';

/** What the hero says when the centre has not written its own words (section `home-intro`) or they could not be loaded. */
export const DEFAULT_INTRO = {
  title: "Business coaching for Alberta's childcare entrepreneurs",
  body: 'You know how to care for children. We help you run the business around it: fees, budgets, records, licensing paperwork and a plan for growth, with a coach who knows your region.',
};

interface Props {
  /** The heading and lead; null while they load. */
  intro: { title: string; body: string } | null;
  /** The landing image, beside the words on a wide screen and below them on a phone. */
  image: ReactNode;
}

function IntroSkeleton() {
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>Loading</VisuallyHidden>
      <Box aria-hidden="true">
        <Skeleton variant="text" sx={{ bgcolor: 'rgba(255,255,255,0.18)', fontSize: 'clamp(2rem, 5vw, 3.3rem)' }} width="90%" />
        <Skeleton variant="text" sx={{ bgcolor: 'rgba(255,255,255,0.18)', fontSize: 'clamp(2rem, 5vw, 3.3rem)', mb: 2 }} width="60%" />
        {[100, 95, 70].map((w) => (
          <Skeleton key={w} variant="text" sx={{ bgcolor: 'rgba(255,255,255,0.18)', fontSize: '1.25rem' }} width={`${w}%`} />
        ))}
      </Box>
    </Box>
  );
}

/** The top of the home page: the centre's own heading and lead, the two calls to action and the landing image. */
export function HomeHero({ intro, image }: Props) {
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #0b2545 0%, #123f75 60%, #1258a8 100%)', color: '#ffffff' }}>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 5, md: 10 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{ fontSize: '0.9rem', letterSpacing: 1.5, lineHeight: 1.6, color: '#cfe3ff', mb: 1 }}
          >
            {centre.name}
          </Typography>
          {intro ? (
            <>
              <Typography variant="h3" component="h1" sx={{ mb: 2, fontSize: 'clamp(2rem, 5vw, 3.3rem)' }}>
                {intro.title}
              </Typography>
              <Box
                sx={{
                  maxWidth: '55ch',
                  mb: 4,
                  color: '#e8f1fc',
                  fontSize: '1.2rem',
                  '& p': { fontSize: 'inherit' },
                  '& a': { color: '#ffffff !important', textDecorationColor: '#ffffff' },
                }}
              >
                <Markdown>{intro.body}</Markdown>
              </Box>
            </>
          ) : (
            <IntroSkeleton />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: intro ? 0 : 4 }}>
            <Button
              component={RouterLink}
              to={paths.apply}
              size="large"
              variant="contained"
              sx={{ bgcolor: '#ffffff', color: '#0b2545', '&:hover': { bgcolor: '#e8f1fc' } }}
            >
              Apply for coaching
            </Button>
            <Button
              component={RouterLink}
              to={paths.benefit}
              size="large"
              variant="outlined"
              sx={{ color: '#ffffff', borderColor: '#ffffff' }}
            >
              How you benefit
            </Button>
          </Box>
        </Box>
        <Box>{image}</Box>
      </Container>
    </Box>
  );
}
