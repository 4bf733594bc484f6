import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { centre } from '../../settings';

const topics = [
  'Fees and parent agreements',
  'Budgets and cash flow',
  'Records for tax time and licensing visits',
  'Enrolment and marketing',
  'Grant and funding applications',
];

function TopicsPanel() {
  return (
    <Box sx={{ bgcolor: 'rgba(255,255,255,0.08)', border: '1px solid rgba(255,255,255,0.25)', borderRadius: 3, p: 4 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        What coaching covers
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {topics.map((topic) => (
          <Box component="li" key={topic} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontSize: '1.05rem' }}>
            <CheckCircleIcon aria-hidden="true" sx={{ color: '#8fc1ff' }} />
            {topic}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function HomeHero() {
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #0b2545 0%, #123f75 60%, #1258a8 100%)', color: '#ffffff' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 11 } }}>
        <Grid container spacing={6} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography
              variant="overline"
              component="p"
              sx={{ fontSize: '0.9rem', letterSpacing: 1.5, lineHeight: 1.6, color: '#cfe3ff', mb: 1 }}
            >
              {centre.name}
            </Typography>
            <Typography variant="h3" component="h1" sx={{ mb: 2, fontSize: 'clamp(2rem, 5vw, 3.3rem)' }}>
              Business coaching for Alberta&apos;s childcare entrepreneurs
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, maxWidth: '55ch', mb: 4, color: '#e8f1fc' }}>
              You know how to care for children. We help you run the business around it: fees, budgets, records, licensing paperwork and a
              plan for growth, with a coach who knows your region.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
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
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <TopicsPanel />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
