import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';

interface Props {
  title: string;
  lead?: string;
  children: ReactNode;
  tinted?: boolean;
  /** A link below the content ("All testimonials"). */
  more?: { to: string; label: string };
}

/** One band of the home page: a heading, an optional lead, the content and a link to more. */
export function HomeSection({ title, lead, children, tinted, more }: Props) {
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? '#eef4fb' : 'transparent' }}>
      <Container maxWidth="lg">
        <Typography variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        {lead && <Typography sx={{ mb: 4, maxWidth: '65ch', fontSize: '1.1rem' }}>{lead}</Typography>}
        {children}
        {more && (
          <Button component={RouterLink} to={more.to} variant="outlined" sx={{ mt: 4 }}>
            {more.label}
          </Button>
        )}
      </Container>
    </Box>
  );
}

/** The closing call to apply. */
export function ApplyBand() {
  return (
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
  );
}
