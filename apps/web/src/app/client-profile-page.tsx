import { ResendInvitationButton } from '@/features/account/resend-invitation-button';
import ClientProfileScreen, { type ProfileTools } from '@/features/client-profile/client-profile-screen';
import { RecordMilestoneButton } from '@/features/milestones/record-milestone-button';
import { EditClientTool, LogTimeTool, ManageCoachesTool, NewPlanTool } from './client-profile-tools';

/**
 * /clients/:id, composed here because features do not import each other: the
 * profile (client-profile) with the dialogs of the features it links to. The
 * profile shows each to the roles that may use it; the server still decides.
 */
const tools: ProfileTools = {
  newPlan: ({ clientId, onSaved }) => <NewPlanTool clientId={clientId} onSaved={onSaved} />,
  logTime: ({ clientId, onSaved, disabled }) => <LogTimeTool clientId={clientId} onSaved={onSaved} disabled={disabled} />,
  recordMilestone: ({ clientId, clientName, onSaved }) => (
    <RecordMilestoneButton clientId={clientId} clientName={clientName} onSaved={onSaved} />
  ),
  // Administrators: the client's record, and a new invitation to choose a password (account).
  editClient: ({ clientId, client, onSaved }) => (
    <>
      <EditClientTool clientId={clientId} client={client} onSaved={onSaved} />
      <ResendInvitationButton userId={clientId} />
    </>
  ),
  manageCoaches: ({ clientId, client, onSaved }) => <ManageCoachesTool clientId={clientId} client={client} onSaved={onSaved} />,
};

export default function ClientProfilePage() {
  return <ClientProfileScreen tools={tools} />;
}
