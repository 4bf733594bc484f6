import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  createActionJournalBodySchema,
  NOTES_MAX,
  type ActionPlan,
  type CreateActionJournalBody,
} from '@tc/contract/coaching';
import type { CoachingSession } from '@tc/contract/sessions';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useReadResult, TAGS } from '../../lib/api-thunk';
import { formatCalendarDate } from '../../lib/calendar-date';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { sessionEntryValues, type SessionEntryValues } from './session-journal';
import { personName } from './session-labels';
import { formatSessionTime } from './session-time';
import { fetchPlans, logSessionTime } from './sessions-thunks';

interface Props {
  session: CoachingSession;
  onClose: () => void;
  onSaved: () => void;
}

const toBody =
  (sessionId: number) =>
  (v: SessionEntryValues): CreateActionJournalBody => ({
    actionplan_id: v.actionplan_id ? Number(v.actionplan_id) : Number.NaN,
    date: v.date,
    minutes: v.minutes.trim() === '' ? Number.NaN : Number(v.minutes),
    activity: v.activity,
    notes: v.notes.trim() || null,
    session_id: sessionId,
  });

/**
 * A completed session's time in the diary, already filled in (its date, minutes, the activity of its kind, its plan):
 * one click saves it. A session without a plan asks for one, since every diary entry belongs to a plan.
 */
export function SessionTimeDialog({ session, onClose, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const needsPlan = session.actionplan_id === null;
  const plans = useReadResult<ActionPlan[]>(needsPlan ? `plans-${session.client_id}` : 'no-plans', [TAGS.plans], () =>
    needsPlan
      ? dispatch(fetchPlans({ clientId: session.client_id }))
      : Promise.resolve({ payload: [], meta: { requestStatus: 'fulfilled' } }),
  );
  const [resolver] = useState(() => contractResolver(createActionJournalBodySchema, toBody(session.id)));
  const { control, formError, busy, submitWith } = useContractForm({ defaultValues: sessionEntryValues(session), resolver });
  const submit = submitWith((body) => dispatch(logSessionTime(body)).unwrap(), onSaved);
  const options = plans.data ?? [];

  return (
    <FormDialog
      open
      title="Log the session's time"
      submitLabel="Log the time"
      busy={busy}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography>
        {personName(session.client)} · {formatSessionTime(session.localStart, session.localEnd)}
      </Typography>
      {needsPlan ? (
        <FormTextField
          control={control}
          name="actionplan_id"
          select
          label="Action plan"
          required
          helperText="The session had no plan: choose the one this time counts for"
        >
          {options.length === 0 && (
            <MenuItem value="" disabled>
              {plans.status === 'loading' ? 'Loading the plans…' : 'This client has no plan yet'}
            </MenuItem>
          )}
          {options.map((p) => (
            <MenuItem key={p.id} value={String(p.id)} sx={{ whiteSpace: 'normal' }}>
              {formatCalendarDate(p.date)} · {p.summary}
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        <Typography>Action plan: {session.plan?.summary}</Typography>
      )}
      <FormTextField control={control} name="date" label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField
        control={control}
        name="minutes"
        label="Minutes"
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, max: 1440 } }}
      />
      <FormTextField control={control} name="activity" select label="Activity" required>
        {ACTIVITIES.map((a) => (
          <MenuItem key={a} value={a}>
            {ACTIVITY_LABELS[a]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={2}
        helperText="Optional"
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
      />
    </FormDialog>
  );
}
