import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../lib/use-page-meta';
import { ResourceGrid } from './resource-card';
import { useFormFiles } from './use-form-files';

const selectSignedIn = (state: { auth: { token: string | null } }) => Boolean(state.auth.token);

/** /resources: the public forms and guides, free to download. */
export default function ResourcesPage() {
  usePageMeta('Resources', 'Free forms, templates and guides for running a childcare business in Alberta, ready to download.');
  const loaded = useFormFiles({ publicOnly: true });
  const signedIn = useSelector(selectSignedIn);
  return (
    <>
      <PageIntro
        title="Resources"
        lead="Free forms, templates and guides for running a childcare business in Alberta. Download them and adapt them to your own program."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <LoadedContent
          loaded={loaded}
          what="the resources"
          placeholder={<CardSkeletons label="Loading the resources" count={3} withImage={false} minWidth={300} />}
          empty={loaded.files.length === 0}
          emptyText="There are no forms to download at the moment. Ask us: a coach will gladly send you what you need."
        >
          <ResourceGrid files={loaded.files} detailTo={paths.resourceDetail} />
        </LoadedContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 5 }}>
          <Button component={RouterLink} to={paths.allResources} variant="outlined" size="large">
            Browse all resources by topic
          </Button>
          {signedIn && (
            <Button component={RouterLink} to={paths.memberResources} variant="outlined" size="large">
              Open the members’ library
            </Button>
          )}
        </Box>
      </Container>
    </>
  );
}
