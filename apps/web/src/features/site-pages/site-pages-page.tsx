import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { SITE_PAGES } from '@tc/contract/site-pages';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '../../lib/use-page-meta';

/** /site-pages: the public pages an administrator edits, each with what it is made of (packages/contract/src/site-pages.ts). */
export default function SitePagesPage() {
  usePageMeta('Site pages');
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Site pages
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        The pages of the public site. Open one to change its words and pictures in the order visitors read them.
      </Typography>
      <List aria-label="Site pages" disablePadding>
        {SITE_PAGES.map((page) => (
          <ListItem key={page.key} divider sx={{ px: 0, py: 1.5, gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Link component={RouterLink} to={paths.sitePage(page.key)} sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
                {page.label}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {page.blocks.map((b) => b.label.replace(/^.*? – /, '')).join(' · ')}
              </Typography>
            </Box>
            <Button component={RouterLink} to={page.path} size="small" aria-label={`View on site: the ${page.label} page`}>
              View on site
            </Button>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
