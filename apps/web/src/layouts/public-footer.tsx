import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CentreAddressLines } from '@/components/centre-address-lines';
import { todayInAlberta } from '@/lib/calendar-date';
import { centre } from '@/settings';
import { footerExploreLinks, footerLegalLinks, type NavLinkItem } from './public-nav-links';

function LinkList({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </nav>
  );
}

/** Public footer of product specification section 1: contact block and links, on the brand's dark blue. */
export function PublicFooter() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'brand.footer', color: 'brand.footerText', mt: 'auto', pt: 6, pb: 4, '& a': { color: 'brand.footerLink' } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {centre.name}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.9 }}>
              <CentreAddressLines />
            </Box>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <LinkList title="Explore" links={footerExploreLinks} />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <LinkList title="Policies" links={footerLegalLinks} />
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.25)' }}>
          © {todayInAlberta().slice(0, 4)} {centre.name}. Serving childcare businesses across Alberta.
        </Typography>
      </Container>
    </Box>
  );
}
