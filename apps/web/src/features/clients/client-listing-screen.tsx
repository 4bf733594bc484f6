import Typography from '@mui/material/Typography';
import { ROLES } from '@tc/contract/roles';
import type { ClientListItem, User } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { usePageMeta } from '../../lib/use-page-meta';
import { OwnClientRecord } from './own-client-record';
import { StaffClientListing } from './staff-client-listing';

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

interface Props {
  /** Region names for the client form's select (GET /regions), supplied by app/. */
  regionNames: readonly string[];
  /** The "Coaches" button of a row, for administrators; app/ supplies it from the client-coach feature. */
  renderCoachesAction?: (client: ClientListItem) => ReactNode;
}

/** /clientlisting: a coach opens on their own clients, an administrator on every client; a client sees their own record (product specification section 6). */
export function ClientListingScreen({ regionNames, renderCoachesAction }: Props) {
  const user = useSelector(selectUser);
  const isClient = user?.category_id === ROLES.CLIENT;
  usePageMeta(isClient ? 'My business' : 'Clients');
  if (!user) return null;
  const staff = user.category_id === ROLES.ADMIN || user.category_id === ROLES.COACH;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {staff ? 'Clients' : 'My business'}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        {user.category_id === ROLES.COACH
          ? `Welcome, ${user.firstname}. Your own clients come first; All clients shows every business the centre supports. Open a client's action plans, time diary or report from their row.`
          : staff
            ? `Welcome, ${user.firstname}. Find a childcare business by name, business or city, or filter by region and coach, then open its action plans, time diary or report.`
            : `Welcome, ${user.firstname}. Your business, your coach and the way to your action plans, time diary and report.`}
      </Typography>
      {staff ? (
        <StaffClientListing
          user={user}
          regionNames={regionNames}
          renderCoachesAction={user.category_id === ROLES.ADMIN ? renderCoachesAction : undefined}
        />
      ) : (
        <OwnClientRecord user={user} />
      )}
    </>
  );
}
