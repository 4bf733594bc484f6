import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { parseRouteId } from '../../lib/route-id';
import { ResourceDetail } from './resource-detail';

const selectSignedIn = (state: { auth: { token: string | null } }) => Boolean(state.auth.token);

/** /resource/{id}: one public form (a member may also see a members-only one here). */
export default function ResourceDetailPage() {
  const id = parseRouteId(useParams().id);
  const signedIn = useSelector(selectSignedIn);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <ResourceDetail
        id={id}
        back={{ to: paths.resources, label: 'All resources' }}
        notFound={
          signedIn ? (
            'This form has been taken down or moved. The current forms are listed on the resources page.'
          ) : (
            <>
              This form is not public: it may be one of the resources kept for the businesses we coach.{' '}
              {id !== null && (
                <Link component={RouterLink} to={paths.viewResource(id)}>
                  Sign in to open it.
                </Link>
              )}
            </>
          )
        }
      />
    </Container>
  );
}
