import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOTES_MAX } from '@tc/contract/coaching';
import { MILESTONE_KINDS, MILESTONE_LABELS, type Milestone } from '@tc/contract/reports';
import { useState, type ChangeEvent } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { todayInAlberta } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { useChanged } from '../../lib/use-confirm-discard';
import { useFormSave } from '../../lib/use-form-save';
import {
  initialMilestoneValues,
  MILESTONE_FIELDS,
  toMilestoneBody,
  validateMilestone,
  VALUE_HINTS,
  type MilestoneField,
  type MilestoneFormValues,
} from './milestone-form';
import { createMilestone, updateMilestone } from './milestones-thunks';

interface Props {
  clientId: number;
  /** The milestone to change; null records a new one. */
  milestone: Milestone | null;
  /** Whose milestone, in the title ("for Emily Chen"). */
  clientName?: string | null;
  onClose: () => void;
  onSaved: (milestone: Milestone) => void;
}

/** Record or change a milestone: what was achieved, when, a count where it has one, notes. */
export function MilestoneFormDialog({ clientId, milestone, clientName, onClose, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<MilestoneFormValues>(() => initialMilestoneValues(milestone));
  const dirty = useChanged(values);
  const { errors, formError, busy, submit: save, clearError } = useFormSave(MILESTONE_FIELDS);

  const set = (field: MilestoneField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  };

  const submit = async () => {
    const { client_id, ...changes } = toMilestoneBody(clientId, values);
    const saved = await save(validateMilestone(values), () =>
      milestone
        ? dispatch(updateMilestone({ id: milestone.id, body: changes })).unwrap()
        : dispatch(createMilestone({ client_id, ...changes })).unwrap(),
    );
    if (saved) onSaved(saved);
  };

  const title = milestone ? 'Edit milestone' : 'Record milestone';
  return (
    <FormDialog
      open
      title={clientName ? `${title}: ${clientName}` : title}
      submitLabel={milestone ? 'Save changes' : 'Record milestone'}
      busy={busy}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
      dirty={dirty}
    >
      <TextField
        select
        label="Milestone"
        required
        value={values.kind}
        onChange={set('kind')}
        error={Boolean(errors.kind)}
        helperText={errors.kind ?? 'What the business achieved'}
        sx={{ mt: 1 }}
      >
        {MILESTONE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {MILESTONE_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Date"
        type="date"
        required
        value={values.date}
        onChange={set('date')}
        error={Boolean(errors.date)}
        helperText={errors.date ?? 'When it happened (not after today)'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInAlberta() } }}
      />
      <TextField
        label="Value"
        value={values.value}
        onChange={set('value')}
        error={Boolean(errors.value)}
        helperText={errors.value ?? VALUE_HINTS[values.kind]}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <TextField
        label="Notes"
        multiline
        minRows={3}
        value={values.notes}
        onChange={set('notes')}
        error={Boolean(errors.notes)}
        helperText={errors.notes ?? 'Optional: what a funder would want to know'}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
      />
    </FormDialog>
  );
}
