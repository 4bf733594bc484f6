import Button from '@mui/material/Button';
import { APPLICATION_TRANSITIONS, type Application } from '@tc/contract/applications';
import type { SuggestedCoach } from '@tc/contract/handoffs';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EnrolDialog } from './application-enrol-dialog';
import { applicantName } from './application-list';

export interface StatusAction {
  status: 'contacted' | 'enrolled' | 'declined';
  label: string;
  title: (name: string) => string;
  text: (name: string) => string;
  danger?: boolean;
}

const ACTIONS: StatusAction[] = [
  {
    status: 'contacted',
    label: 'Mark contacted',
    title: (name) => `Mark ${name} as contacted?`,
    text: (name) => `Do this once you have spoken or written to ${name}. You can then enrol them or decline the application.`,
  },
  {
    status: 'enrolled',
    label: 'Enrol',
    title: (name) => `Enrol ${name}?`,
    text: (name) =>
      `This creates a client account for ${name} with the contact, region and business details of the application. ` +
      'They cannot sign in until a password is set for the account.',
  },
  {
    status: 'declined',
    label: 'Decline',
    title: (name) => `Decline the application of ${name}?`,
    text: () => 'A declined application cannot be reopened. Write in the note why, for whoever reads it later.',
    danger: true,
  },
];

/** The status changes this application allows (docs/architecture.md#applications-and-accounts), each asked once more before it is made. */
export function StatusActions({
  application,
  onAct,
}: {
  application: Application;
  /** `coach`: the coach chosen when enrolling (null: none yet). */
  onAct: (action: StatusAction, coach?: SuggestedCoach | null) => Promise<void>;
}) {
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const allowed = ACTIONS.filter((action) => APPLICATION_TRANSITIONS[application.status].includes(action.status));
  const name = applicantName(application);
  return (
    <>
      {allowed.map((action) => (
        <Button
          key={action.status}
          variant={action.danger ? 'outlined' : 'contained'}
          color={action.danger ? 'error' : 'primary'}
          onClick={() => setAsking(action)}
        >
          {action.label}
        </Button>
      ))}
      {asking?.status === 'enrolled' && (
        <EnrolDialog
          application={application}
          onClose={() => setAsking(null)}
          onEnrol={async (coach) => {
            await onAct(asking, coach);
            setAsking(null);
          }}
        />
      )}
      {asking && asking.status !== 'enrolled' && (
        <ConfirmDialog
          open
          title={asking.title(name)}
          confirmLabel={asking.label}
          confirmColor={asking.danger ? 'error' : 'primary'}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await onAct(asking);
            setAsking(null);
          }}
        >
          {asking.text(name)}
        </ConfirmDialog>
      )}
    </>
  );
}
