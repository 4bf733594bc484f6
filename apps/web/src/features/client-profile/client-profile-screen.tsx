import type { User } from '@tc/contract/users';
import { ROLES } from '@tc/contract/roles';
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { fullName } from '../../lib/person-name';
import { parseRouteId } from '../../lib/route-id';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { useReadResult } from '../../lib/api-thunk';
import { fetchProfileClient, fetchProfileCoaches } from './client-profile-thunks';
import { ProfileClosed } from './profile-closed';
import { ProfileCoaches } from './profile-coaches';
import { ProfileDetails } from './profile-details';
import { ProfileHeader } from './profile-header';
import { ProfileHours } from './profile-hours';
import { ProfileMessagesLink } from './profile-messages-link';
import { ProfileIntake } from './profile-intake';
import { ProfileRecords } from './profile-records';

/** A tool's save invalidates what it changed, and the parts of the profile that show it load again. */
interface ToolArgs {
  clientId: number;
  clientName: string;
}

/** What the other features lend the profile, given by app/ (features do not import each other); the role decides which show. */
export interface ProfileTools {
  newPlan?: (args: ToolArgs) => ReactNode;
  logTime?: (args: ToolArgs & { disabled: boolean }) => ReactNode;
  recordMilestone?: (args: ToolArgs) => ReactNode;
  editClient?: (args: ToolArgs & { client: User }) => ReactNode;
  manageCoaches?: (args: ToolArgs & { client: User }) => ReactNode;
  /** The client's documents, for staff and for the client on their own profile. */
  documents?: (args: ToolArgs & { own: boolean }) => ReactNode;
  /** Closing the client's file, or "File closed on …" and reopening it (administrators). */
  closeFile?: (args: ToolArgs & { client: User }) => ReactNode;
}

const selectUser = (state: { auth: { user: User | null } }) => state.auth.user;

function ClientProfile({ clientId, tools }: { clientId: number; tools: ProfileTools }) {
  const dispatch = useAppDispatch();
  const viewer = useSelector(selectUser);
  const key = String(clientId);
  const coaches = useReadResult(key, fetchProfileCoaches.provides(clientId), () => dispatch(fetchProfileCoaches(clientId)));
  const client = useReadResult(key, fetchProfileClient.provides(clientId), () => dispatch(fetchProfileClient(clientId)));
  const name = client.data ? fullName(client.data) : null;
  usePageMeta(name ? `${name} · Client profile` : 'Client profile');
  const [plansTotal, setPlansTotal] = useState<number | null>(null);

  // The coaches' answer is the door: it says whether this viewer may see this client at all.
  if (coaches.status === 'failed' && coaches.failure) {
    const { status } = coaches.failure;
    if (status === 403) {
      const own = viewer?.category_id === ROLES.CLIENT;
      return <ProfileClosed reason={own ? 'not-yours' : 'not-your-client'} name={name} viewerId={viewer?.id} />;
    }
    if (status === 404) return <ProfileClosed reason="not-found" />;
    return <LoadFailure failure={coaches.failure} what="this client's profile" onRetry={coaches.retry} />;
  }
  if (client.status === 'failed' && client.failure)
    return <LoadFailure failure={client.failure} what="this client's profile" onRetry={client.retry} />;
  if (!client.data || coaches.status !== 'ready') return <CenteredSpinner label="Loading the client's profile" />;

  const record = client.data;
  const role = viewer?.category_id;
  const staff = role === ROLES.ADMIN || role === ROLES.COACH;
  const admin = role === ROLES.ADMIN;
  const own = viewer?.id === record.id;
  const args: ToolArgs = { clientId, clientName: fullName(record) };

  // A closed file is read, not written: only reopening it is offered.
  const open = record.archivedAt === null;
  const actions = (
    <>
      {staff && open && tools.newPlan?.(args)}
      {/* Time without a plan is logged too (an intake call), for a coach of the client: none yet, nobody's time to log. */}
      {staff && open && tools.logTime?.({ ...args, disabled: plansTotal === 0 && (coaches.data?.length ?? 0) === 0 })}
      {admin && open && tools.editClient?.({ ...args, client: record })}
      {staff && <ProfileMessagesLink clientId={clientId} />}
      {admin && tools.closeFile?.({ ...args, client: record })}
    </>
  );
  return (
    <Box>
      <ProfileHeader client={record} own={own} actions={actions} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <ProfileHours
          clientId={clientId}
          emptyText={staff ? 'No time logged yet, so there are no hours to add up.' : 'No coaching time has been logged for you yet.'}
        />
        <ProfileDetails client={record} />
        <ProfileIntake clientId={clientId} admin={admin} />
        <ProfileCoaches
          loaded={coaches}
          action={admin ? tools.manageCoaches?.({ ...args, client: record }) : undefined}
          emptyText={
            admin
              ? 'No coach yet. Choose “Manage coaches” to assign one.'
              : own
                ? 'You have no coach yet. The centre will assign one and let you know.'
                : 'No coach yet.'
          }
        />
        <ProfileRecords
          clientId={clientId}
          staff={staff}
          own={own}
          recordMilestone={staff ? tools.recordMilestone?.(args) : undefined}
          onPlansTotal={setPlansTotal}
        />
        {(staff || own) && tools.documents?.({ ...args, own })}
      </Box>
    </Box>
  );
}

/** /clients/:id: one client in one place, for administrators, the client's coaches and the client (the server decides). */
export default function ClientProfileScreen({ tools = {} }: { tools?: ProfileTools }) {
  const clientId = parseRouteId(useParams().id);
  if (clientId === null) return <ProfileClosed reason="not-found" />;
  return <ClientProfile key={clientId} clientId={clientId} tools={tools} />;
}
