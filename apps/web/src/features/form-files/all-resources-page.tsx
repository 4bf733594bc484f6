import Container from '@mui/material/Container';
import { paths } from '@/app/paths';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadedContent } from '../../components/loaded-content';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../lib/use-page-meta';
import { ResourceLibrary } from './resource-library';
import { useFormFiles } from './use-form-files';

/** /all-resources: every public form and guide by topic, with a filter. */
export default function AllResourcesPage() {
  usePageMeta('All resources', "The centre's full public library of forms, templates and guides, sorted by topic.");
  const loaded = useFormFiles({ publicOnly: true });
  return (
    <>
      <PageIntro title="All resources" lead="Our full public library of forms, templates and guides, sorted by topic." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <LoadedContent
          loaded={loaded}
          what="the resources"
          placeholder={<CardSkeletons label="Loading the resources" count={6} withImage={false} minWidth={300} />}
          empty={loaded.files.length === 0}
          emptyText="There are no forms to download at the moment. Ask us: a coach will gladly send you what you need."
        >
          <ResourceLibrary files={loaded.files} detailTo={paths.resourceDetail} />
        </LoadedContent>
      </Container>
    </>
  );
}
