import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { sitePage } from '@tc/contract/site-pages';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { SectionSpinner } from '../../components/section-spinner';
import { contentAdminSource } from '../../lib/content-admin/content-source';
import { BlockItems, CollectionList, type AdminList } from './block-items';

/**
 * /site-pages/{page}: one public page's blocks in the order the page shows them, each under the label a person
 * knows it by (packages/contract/src/site-pages.ts); the technical key stays in the item's form, read-only.
 */
export default function SitePagePage() {
  const page = sitePage(useParams().page ?? '');
  usePageMeta(page ? `Site pages: ${page.label}` : 'Site pages');
  // One source and one list a collection, shared by its blocks.
  const sources = useMemo(() => {
    const names = new Set((page?.blocks ?? []).flatMap((b) => ('collection' in b ? [b.collection] : [])));
    return new Map([...names].map((name) => [name, contentAdminSource(name)]));
  }, [page]);
  const [lists, setLists] = useState<Record<string, AdminList>>({});
  const onList = useCallback((key: string, list: AdminList) => setLists((all) => ({ ...all, [key]: list })), []);
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
      {[...sources.values()].map((source) => (
        <CollectionList key={source.key} source={source} onList={onList} />
      ))}
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
            ) : lists[block.collection] ? (
              <BlockItems block={block} source={sources.get(block.collection)!} list={lists[block.collection]} />
            ) : (
              <SectionSpinner label={`Loading ${block.label}`} />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
