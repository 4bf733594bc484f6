import { ResendInvitationButton } from '@/features/auth/resend-invitation-button';
import { ClientDocuments } from '@/features/client-documents/client-documents';
import ClientProfileScreen, { type ProfileTools } from '@/features/client-profile/client-profile-screen';
import { CloseFileTool } from '@/features/clients/close-file-tool';
import { RecordMilestoneButton } from '@/features/milestones/record-milestone-button';
import { ErasePersonButton } from '@/features/privacy/erase-person-button';
import { DownloadPersonDataButton } from '@/features/personal-export/download-person-data-button';
import { EditClientTool, LogTimeTool, ManageCoachesTool, NewPlanTool } from './client-profile-tools';

/**
 * /clients/:id, composed here because features do not import each other: the
 * profile (client-profile) with the dialogs of the features it links to. The
 * profile shows each to the roles that may use it; the server still decides.
 */
const tools: ProfileTools = {
  newPlan: ({ clientId }) => <NewPlanTool clientId={clientId} />,
  logTime: ({ clientId, disabled }) => <LogTimeTool clientId={clientId} disabled={disabled} />,
  recordMilestone: ({ clientId, clientName }) => <RecordMilestoneButton clientId={clientId} clientName={clientName} />,
  // Administrators: the client's record, a new invitation to choose a password (account) while none is set, and the
  // client's data for a privacy request (personal-export). None of them once the person is erased: nothing is left
  // to edit, invite or download.
  editClient: ({ clientId, client }) =>
    client.erasedAt ? null : (
      <>
        <EditClientTool clientId={clientId} client={client} />
        <ResendInvitationButton user={client} />
        <DownloadPersonDataButton person={client} />
      </>
    ),
  manageCoaches: ({ clientId, client }) => <ManageCoachesTool clientId={clientId} client={client} />,
  documents: ({ clientId, clientName, own }) => <ClientDocuments clientId={clientId} clientName={clientName} own={own} />,
  // Administrators: closing the file, or reopening it (clients); erasing the person on request (privacy).
  closeFile: ({ client }) => (
    <>
      <CloseFileTool client={client} />
      <ErasePersonButton person={client} role="client" />
    </>
  ),
};

export default function ClientProfilePage() {
  return <ClientProfileScreen tools={tools} />;
}
