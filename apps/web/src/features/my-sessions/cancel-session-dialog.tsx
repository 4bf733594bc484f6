import { REASON_MAX, sessionStatusBodySchema, type CoachingSession, type SessionStatusBody } from '@tc/contract/sessions';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { sessionWhen } from '../../lib/session-time';
import { useAppDispatch } from '../../lib/store-hooks';
import { cancelSession } from './my-sessions-thunks';

type Values = { reason: string };

/** The contract's own rule: a cancellation says why. */
const cancelResolver = () =>
  contractResolver<Values, SessionStatusBody>(sessionStatusBodySchema, (v) => ({
    status: 'cancelled',
    reason: v.reason.trim() || undefined,
  }));

/** Cancels one of the person's sessions, asking why (the coach reads it). */
export function CancelSessionDialog({ session, onClose }: { session: CoachingSession; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [resolver] = useState(cancelResolver);
  const { control, formError, busy, dirty, submitWith } = useContractForm<Values, SessionStatusBody>({
    defaultValues: { reason: '' },
    resolver,
  });
  const submit = submitWith((body) => dispatch(cancelSession({ id: session.id, reason: body.reason ?? '' })).unwrap(), onClose);
  return (
    <FormDialog
      open
      title="Cancel this session?"
      submitLabel="Cancel the session"
      busy={busy}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
      dirty={dirty}
    >
      <span>
        {sessionWhen(session)}, with {session.coach.firstname} {session.coach.lastname}. Your coach is told, with your reason.
      </span>
      <FormTextField
        control={control}
        name="reason"
        label="Why are you cancelling?"
        required
        autoFocus
        helperText="For example: a child is sick and the day home is closed"
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}
