import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { sitePage } from '@tc/contract/site-pages';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { BlockItems } from './block-items';

/**
 * /site-pages/{page}: one public page's blocks in the order the page shows them, each under the label a person
 * knows it by (packages/contract/src/site-pages.ts); the technical key stays in the item's form, read-only.
 */
export default function SitePagePage() {
  const page = sitePage(useParams().page ?? '');
  usePageMeta(page ? `Site pages: ${page.label}` : 'Site pages');
  if (!page) {
    return (
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Page not found
        </Typography>
        <Button component={RouterLink} to={paths.sitePages}>
          All site pages
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Button component={RouterLink} to={paths.sitePages} sx={{ mb: 1 }}>
        All site pages
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {page.label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Typography sx={{ maxWidth: '70ch' }}>Its blocks from the top of the page to the bottom.</Typography>
        <Button component={RouterLink} to={page.path} variant="outlined" size="small" aria-label={`View on site: the ${page.label} page`}>
          View on site
        </Button>
      </Box>
      <Box component="ol" aria-label={`Blocks of ${page.label}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {page.blocks.map((block) => (
          <Box component="li" key={block.key} id={`block-${block.key}`} sx={{ mb: 4 }}>
            <Typography variant="h5" component="h2">
              {block.label}
            </Typography>
            {block.hint && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {block.hint}
              </Typography>
            )}
            {'heroImage' in block ? (
              <Typography sx={{ mt: 1 }}>
                The picture is chosen on the{' '}
                <Button component={RouterLink} to={`${paths.landingImages}`} size="small">
                  Landing images
                </Button>{' '}
                screen.
              </Typography>
            ) : (
              <BlockItems block={block} />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
