import type { ClientCoach } from '@tc/contract/coaching';
import { ROLES } from '@tc/contract/roles';
import type { ClientListItem } from '@tc/contract/users';
import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectAuth } from '@/features/auth/auth-slice';
import { AssignmentsButton } from '@/features/client-coach/assignments-button';
import type { Candidate } from '@/features/client-coach/candidate-picker';
import { ClientListingScreen } from '@/features/clients/client-listing-screen';
import { ImportLink } from '@/features/imports/import-link';
import { AttentionStrip } from '@/features/dashboard/attention-strip';
import { clientCoachesSet } from '@/features/clients/clients-slice';
import { searchCoaches } from '@/features/coaches/coaches-thunks';
import { useRegions } from '@/features/regions/use-regions';
import { ResetTwoFactorButton } from '@/features/auth/reset-two-factor-button';
import { fullName } from '@/lib/person-name';
import { useAppDispatch } from '@/lib/store-hooks';

/**
 * /clientlisting, composed here because features do not import each other: the
 * dashboard's attention strip (dashboard) above the listing; the listing (clients) gets the region names (regions) and, for an administrator,
 * each row's Coaches dialog (client-coach) searching the coaches (coaches).
 */
export default function ClientListingPage() {
  const dispatch = useAppDispatch();
  const { user } = useSelector(selectAuth);
  const staff = user?.category_id === ROLES.ADMIN || user?.category_id === ROLES.COACH;
  const { regions } = useRegions(staff);
  const regionNames = useMemo(() => regions.map((r) => r.name), [regions]);

  const searchCoachCandidates = useCallback(
    async (q: string): Promise<Candidate[]> =>
      (await dispatch(searchCoaches(q)).unwrap()).map((c) => ({ id: c.id, label: fullName(c), detail: c.region })),
    [dispatch],
  );

  const renderCoachesAction = useCallback(
    (client: ClientListItem) => (
      <>
        <AssignmentsButton
          side="client"
          person={client}
          search={searchCoachCandidates}
          onChanged={(assignments: ClientCoach[]) =>
            dispatch(clientCoachesSet({ clientId: client.id, coaches: assignments.map((a) => a.coach) }))
          }
        />
        <ResetTwoFactorButton person={client} />
      </>
    ),
    [dispatch, searchCoachCandidates],
  );

  return (
    <>
      {/* Sign-in lands here: coaches and administrators see first what needs their attention (docs/architecture.md#the-web-app). */}
      <AttentionStrip />
      {user?.category_id === ROLES.ADMIN && <ImportLink kind="clients" />}
      <ClientListingScreen regionNames={regionNames} renderCoachesAction={renderCoachesAction} />
    </>
  );
}
