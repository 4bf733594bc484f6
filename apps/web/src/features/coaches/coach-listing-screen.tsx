import Typography from '@mui/material/Typography';
import { ROLES } from '@tc/contract/roles';
import type { CoachListItem, User } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { usePageMeta } from '../../lib/use-page-meta';
import { AdminCoachListing } from './admin-coach-listing';
import { OwnCoachRecord } from './own-coach-record';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

interface Props {
  regionNames: readonly string[];
  /** The "Clients" button of a row (assignments), supplied by app/ for administrators. */
  renderClientsAction?: (coach: CoachListItem) => ReactNode;
}

/** /coachlisting (not for category 4; the route guard refuses them): all coaches for an administrator, one's own record for a coach. */
export function CoachListingScreen({ regionNames, renderClientsAction }: Props) {
  usePageMeta('Coaches');
  const user = useSelector(selectUser);
  if (!user) return null;
  const isAdmin = user.category_id === ROLES.ADMIN;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Coaches
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        {isAdmin
          ? 'Every coach of the centre with their region, number of clients and contact details.'
          : 'Your coach record as the centre holds it. Ask an administrator to correct anything that is out of date.'}
      </Typography>
      {isAdmin ? <AdminCoachListing regionNames={regionNames} renderClientsAction={renderClientsAction} /> : <OwnCoachRecord user={user} />}
    </>
  );
}
