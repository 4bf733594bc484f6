import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACTIVITIES, ACTIVITY_LABELS, NOTES_MAX, type ActionJournal, type ActionPlan, type Activity } from '@tc/contract/coaching';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { formatCalendarDate, todayIso } from '../../lib/calendar-date';
import { useChanged } from '../../lib/use-confirm-discard';
import { useFormSave } from '../../lib/use-form-save';
import { useAppDispatch } from '../../lib/store-hooks';
import { useAssignedCoaches } from '../../lib/use-assigned-coaches';
import { createJournalEntry, updateJournalEntry } from './action-journals-thunks';
import { TimeSpentField } from './time-spent-field';
import { ENTRY_FIELDS, initialEntryValues, toEntryInput, validateEntry, type EntryField, type EntryFormValues } from './journal-entry-form';

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
    entry && !clientPlans.some((p) => p.id === entry.actionplan_id)
      ? [...clientPlans, { id: entry.actionplan_id, date: null, summary: entry.plan.summary }]
      : clientPlans;
  const today = todayIso();
  const [values, setValues] = useState<EntryFormValues>(() => initialEntryValues(entry, defaultPlanId ?? plans[0]?.id ?? null, today));
  const dirty = useChanged(values);
  const { errors, formError, busy, submit: save, clearError } = useFormSave(ENTRY_FIELDS);

  const set = (field: keyof EntryFormValues, errorField: EntryField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(errorField);
  };

  const submit = async () => {
    const input = toEntryInput(values, chooseCoach);
    const saved = await save(validateEntry(values, today), () =>
      entry ? dispatch(updateJournalEntry({ id: entry.id, data: input })).unwrap() : dispatch(createJournalEntry(input)).unwrap(),
    );
    if (saved) onSaved();
  };

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
      <TextField
        select
        label="Action plan"
        required
        value={values.actionplan_id}
        onChange={set('actionplan_id', 'actionplan_id')}
        disabled={planLocked}
        error={Boolean(errors.actionplan_id)}
        helperText={
          errors.actionplan_id ??
          (planLocked ? 'Only the coach who logged this time or an administrator can move it to another plan.' : ' ')
        }
        sx={{ mt: 1 }}
      >
        {plans.map((plan) => (
          <MenuItem key={plan.id} value={String(plan.id)} sx={{ whiteSpace: 'normal' }}>
            {planLabel(plan)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Date"
        type="date"
        required
        value={values.date}
        onChange={set('date', 'date')}
        error={Boolean(errors.date)}
        helperText={errors.date ?? 'Not in the future'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TimeSpentField
        hours={values.hours}
        minutes={values.minutes}
        error={errors.minutes}
        onHours={set('hours', 'minutes')}
        onMinutes={set('minutes', 'minutes')}
      />
      <TextField
        select
        label="Activity"
        required
        value={values.activity}
        onChange={set('activity', 'activity')}
        error={Boolean(errors.activity)}
        helperText={errors.activity ?? ' '}
      >
        {ACTIVITIES.map((activity: Activity) => (
          <MenuItem key={activity} value={activity}>
            {ACTIVITY_LABELS[activity]}
          </MenuItem>
        ))}
      </TextField>
      {chooseCoach && (
        <TextField
          select
          label="Coach"
          value={values.coachId}
          onChange={set('coachId', 'coach_id')}
          error={Boolean(errors.coach_id)}
          helperText={errors.coach_id ?? 'Whose time this is'}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">The plan&apos;s coach</MenuItem>
          {coaches.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
          {values.coachId && !coaches.some((c) => String(c.id) === values.coachId) && (
            <MenuItem value={values.coachId}>
              {entry ? `${entry.coach.firstname} ${entry.coach.lastname}` : `Coach #${values.coachId}`}
            </MenuItem>
          )}
        </TextField>
      )}
      <TextField
        label="Notes"
        multiline
        minRows={3}
        value={values.notes}
        onChange={set('notes', 'notes')}
        error={Boolean(errors.notes)}
        helperText={errors.notes ?? 'Optional: what was done, what comes next.'}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
      />
    </FormDialog>
  );
}
