import MenuItem from '@mui/material/MenuItem';
import { ACTIVITIES, ACTIVITY_LABELS, NO_PLAN, NOTES_MAX, type ActionJournal, type ActionPlan, type Activity } from '@tc/contract/coaching';
import { PrivateNoteField, sharedLabel } from '../../components/private-note';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { formatCalendarDate, todayInAlberta } from '../../lib/calendar-date';
import { useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { useAssignedCoaches } from '../../lib/use-assigned-coaches';
import { createJournalEntry, updateJournalEntry } from './action-journals-thunks';
import { TimeSpentField } from './time-spent-field';
import { entryResolver, initialEntryValues } from './journal-entry-form';

interface Props {
  clientId: number;
  /** The entry to change; null logs a new one. */
  entry: ActionJournal | null;
  /** An administrator names the coach; a coach always logs their own time. */
  chooseCoach: boolean;
  /** Another coach's entry, edited by a co-coach: its plan stays (`mayMoveEntry`). */
  planLocked?: boolean;
  plans: ActionPlan[];
  defaultPlanId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A plan to choose; an entry's own plan beyond the first hundred is known by its summary only. */
type PlanChoice = Pick<ActionPlan, 'id' | 'summary'> & { date: string | null };

const planLabel = (plan: PlanChoice) => `${plan.date ? formatCalendarDate(plan.date) : 'N/A'} · ${plan.summary || 'N/A'}`;

/** Log or change time against one of the client's plans. A failed save keeps what was typed, the reasons under the fields. */
export function JournalEntryDialog({
  clientId,
  entry,
  chooseCoach,
  planLocked = false,
  plans: clientPlans,
  defaultPlanId,
  onClose,
  onSaved,
}: Props) {
  const dispatch = useAppDispatch();
  const coaches = useAssignedCoaches(clientId, chooseCoach);
  // An entry's plan is always offered, even past the first hundred plans.
  const plans: PlanChoice[] =
    entry?.plan && !clientPlans.some((p) => p.id === entry.actionplan_id)
      ? [...clientPlans, { id: entry.plan.id, date: null, summary: entry.plan.summary }]
      : clientPlans;
  const today = todayInAlberta();
  const [resolver] = useState(() => entryResolver(!entry, chooseCoach, clientId));
  const initial = initialEntryValues(entry, defaultPlanId ?? plans[0]?.id ?? null, today);
  const { control, formError, busy, dirty, submitWith } = useContractForm({
    // A client without plans starts on "No plan"; the private note is staff's, who alone open this dialog.
    defaultValues: { ...initial, actionplan_id: initial.actionplan_id || NO_PLAN, privateNote: entry?.privateNote ?? '' },
    resolver,
  });
  const coachId = useWatch({ control, name: 'coach_id' });

  const submit = submitWith(
    (body) =>
      entry ? dispatch(updateJournalEntry({ id: entry.id, data: body, entry })).unwrap() : dispatch(createJournalEntry(body)).unwrap(),
    onSaved,
  );

  return (
    <FormDialog
      open
      title={entry ? 'Edit time entry' : 'Log time'}
      submitLabel={entry ? 'Save changes' : 'Add entry'}
      busy={busy}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
      dirty={dirty}
    >
      <FormTextField
        control={control}
        name="actionplan_id"
        select
        label="Action plan"
        required
        disabled={planLocked}
        helperText={planLocked ? 'Only the coach who logged this time or an administrator can move it to another plan.' : ' '}
        sx={{ mt: 1 }}
      >
        <MenuItem value={NO_PLAN}>No plan (intake, paperwork…)</MenuItem>
        {plans.map((plan) => (
          <MenuItem key={plan.id} value={String(plan.id)} sx={{ whiteSpace: 'normal' }}>
            {planLabel(plan)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="date"
        label="Date"
        type="date"
        required
        helperText="Not in the future"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TimeSpentField control={control} />
      <FormTextField control={control} name="activity" select label="Activity" required helperText=" ">
        {ACTIVITIES.map((activity: Activity) => (
          <MenuItem key={activity} value={activity}>
            {ACTIVITY_LABELS[activity]}
          </MenuItem>
        ))}
      </FormTextField>
      {chooseCoach && (
        <FormTextField
          control={control}
          name="coach_id"
          select
          label="Coach"
          helperText="Whose time this is"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">The plan&apos;s coach</MenuItem>
          {coaches.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
          {coachId && !coaches.some((c) => String(c.id) === coachId) && (
            <MenuItem value={coachId}>{entry ? `${entry.coach.firstname} ${entry.coach.lastname}` : `Coach #${coachId}`}</MenuItem>
          )}
        </FormTextField>
      )}
      <FormTextField
        control={control}
        name="notes"
        label={sharedLabel('Notes')}
        multiline
        minRows={3}
        helperText="Optional: what was done, what comes next. The client reads it."
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
      />
      <PrivateNoteField control={control} name="privateNote" />
    </FormDialog>
  );
}
