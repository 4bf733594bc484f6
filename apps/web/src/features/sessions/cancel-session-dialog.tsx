import { REASON_MAX, sessionStatusBodySchema, type CoachingSession, type SessionStatusBody } from '@tc/contract/sessions';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { personName } from './session-labels';
import { formatSessionTime } from './session-time';
import { setSessionStatus } from './sessions-thunks';

interface Props {
  session: CoachingSession;
  onClose: () => void;
  onCancelled: (session: CoachingSession) => void;
}

const toBody = (values: { reason: string }): SessionStatusBody => ({ status: 'cancelled', reason: values.reason.trim() || undefined });

/** Cancelling says why (the client and the audit trail read it); the session stays on the calendar, struck through. */
export function CancelSessionDialog({ session, onClose, onCancelled }: Props) {
  const dispatch = useAppDispatch();
  const [resolver] = useState(() => contractResolver(sessionStatusBodySchema, toBody));
  const { control, formError, busy, dirty, submitWith } = useContractForm({ defaultValues: { reason: '' }, resolver });
  const submit = submitWith((body) => dispatch(setSessionStatus({ id: session.id, body })).unwrap(), onCancelled);
  return (
    <FormDialog
      open
      title={`Cancel the session with ${personName(session.client)}?`}
      submitLabel="Cancel the session"
      busy={busy}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
      dirty={dirty}
    >
      <p style={{ margin: 0 }}>{formatSessionTime(session.localStart, session.localEnd)}. The client is told, with your reason.</p>
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        required
        helperText="Why the session is cancelled"
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}
