import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { parseRouteId } from '../../lib/route-id';
import { ResourceDetail } from './resource-detail';

/** /view/{resource}: one form of the members' library, members-only ones included. */
export default function ViewResourcePage() {
  const id = parseRouteId(useParams().resource);
  return (
    <ResourceDetail
      id={id}
      variant="h4"
      ownLoad
      back={{ to: paths.memberResources, label: 'Members’ library' }}
      notFound="This form has been taken down or moved. The current forms are in the members’ library."
    />
  );
}
