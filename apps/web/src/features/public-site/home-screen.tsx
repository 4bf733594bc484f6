import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CardGrid } from '../../components/card-grid';
import { usePageMeta } from '../../lib/use-page-meta';
import { HomeHero } from './home-hero';
import { programs, steps, whoWeHelp } from './home-content';

function Section({ title, lead, children, tinted }: { title: string; lead?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? '#eef4fb' : 'transparent' }}>
      <Container maxWidth="lg">
        <Typography variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        {lead && (
          <Typography variant="body1" sx={{ mb: 4, maxWidth: '65ch', fontSize: '1.1rem' }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

export default function HomeScreen() {
  usePageMeta(
    'Business coaching for childcare businesses in Alberta',
    'Free business coaching, workshops and resources for family day homes and small childcare programs across Alberta.',
  );
  return (
    <>
      <HomeHero />
      <Section
        title="Who we help"
        lead="Childcare microbusinesses are small, busy and essential. Our coaching is built for owners who do everything themselves."
      >
        <CardGrid items={whoWeHelp} />
      </Section>
      <Section tinted title="Our programs" lead="Practical help that fits around the hours you care for children.">
        <CardGrid items={programs} columns={2} />
      </Section>
      <Section title="How coaching works">
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Box
                aria-hidden="true"
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  mb: 1.5,
                }}
              >
                {index + 1}
              </Box>
              <Typography variant="h6" component="h3" gutterBottom>
                {step.title}
              </Typography>
              <Typography>{step.text}</Typography>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Box component="section" sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h4" component="h2" gutterBottom>
            Ready to grow your childcare business?
          </Typography>
          <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>
            Coaching is offered at no cost to eligible childcare businesses in Alberta. Applying takes about ten minutes.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Button
              component={RouterLink}
              to={paths.apply}
              size="large"
              variant="contained"
              sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#e8f1fc' } }}
            >
              Apply now
            </Button>
            <Button component={RouterLink} to={paths.contactUs} size="large" variant="outlined" sx={{ color: '#fff', borderColor: '#fff' }}>
              Talk to us first
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  );
}
