import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { usePageMeta } from '../../lib/use-page-meta';
import { ResourceLibrary } from './resource-library';
import { useFormFiles } from './use-form-files';

/** /resource: the members' library, every form including those for members only, downloaded with the session. */
export default function MemberResourcesPage() {
  usePageMeta('Resources', "The members' library of forms, templates and guides.");
  const loaded = useFormFiles({ publicOnly: false });
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Resources
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        Forms, templates and guides for the businesses we coach: the public ones and those marked “Members only”, which are for you and your
        coach.
      </Typography>
      <LoadedContent
        loaded={loaded}
        what="the resources"
        placeholder={<CardSkeletons label="Loading the resources" count={6} withImage={false} minWidth={300} />}
        empty={loaded.files.length === 0}
        emptyText="There are no forms in the library at the moment. Ask your coach for what you need."
      >
        <ResourceLibrary files={loaded.files} detailTo={paths.viewResource} />
      </LoadedContent>
    </Box>
  );
}
