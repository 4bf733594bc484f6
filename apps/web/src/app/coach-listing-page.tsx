import type { CoachListItem } from '@tc/contract/users';
import { useCallback, useMemo } from 'react';
import { AssignmentsButton } from '@/features/client-coach/assignments-button';
import type { Candidate } from '@/features/client-coach/candidate-picker';
import { searchClients } from '@/features/clients/clients-thunks';
import { CoachListingScreen } from '@/features/coaches/coach-listing-screen';
import { ImportLink } from '@/features/imports/import-link';
import { selectAuth } from '@/features/auth/auth-slice';
import { ROLES } from '@tc/contract/roles';
import { useSelector } from 'react-redux';
import { coachClientCountSet } from '@/features/coaches/coaches-slice';
import { useRegions } from '@/features/regions/use-regions';
import { ResetTwoFactorButton } from '@/features/auth/reset-two-factor-button';
import { fetchCoaches } from '@/features/coaches/coaches-thunks';
import { ErasePersonButton } from '@/features/privacy/erase-person-button';
import { fullName } from '@/lib/person-name';
import { useAppDispatch } from '@/lib/store-hooks';

/** /coachlisting, composed from the coaches, regions, client-coach, clients and privacy features (which do not import each other). */
export default function CoachListingPage() {
  const dispatch = useAppDispatch();
  const { user } = useSelector(selectAuth);
  const { regions } = useRegions();
  const regionNames = useMemo(() => regions.map((r) => r.name), [regions]);

  const searchClientCandidates = useCallback(
    async (q: string): Promise<Candidate[]> =>
      (await dispatch(searchClients(q)).unwrap()).map((c) => ({ id: c.id, label: fullName(c), detail: c.business_name })),
    [dispatch],
  );

  const renderClientsAction = useCallback(
    (coach: CoachListItem) => (
      <>
        <AssignmentsButton
          side="coach"
          person={coach}
          search={searchClientCandidates}
          onChanged={(assignments) => dispatch(coachClientCountSet({ coachId: coach.id, count: assignments.length }))}
        />
        <ResetTwoFactorButton person={coach} />
        <ErasePersonButton person={coach} role="coach" label="Erase…" onErased={() => void dispatch(fetchCoaches())} />
      </>
    ),
    [dispatch, searchClientCandidates],
  );

  return (
    <>
      {user?.category_id === ROLES.ADMIN && <ImportLink kind="coaches" />}
      <CoachListingScreen regionNames={regionNames} renderClientsAction={renderClientsAction} />
    </>
  );
}
