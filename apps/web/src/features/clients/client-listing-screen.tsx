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

/** /clientlisting: categories 2 and 3 see every client; a client sees their own record (spec section 6). */
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
        {staff
          ? `Welcome, ${user.firstname}. Find a childcare business by name, business or city, then open its action plans, time diary or report.`
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
