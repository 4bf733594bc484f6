import MenuItem from '@mui/material/MenuItem';
import { NOTES_MAX } from '@tc/contract/coaching';
import { MILESTONE_KINDS, MILESTONE_LABELS, type CreateMilestoneBody, type Milestone } from '@tc/contract/reports';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { todayInAlberta } from '../../lib/calendar-date';
import { useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { initialMilestoneValues, milestoneResolver, VALUE_HINTS } from './milestone-form';
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
  const [resolver] = useState(() => milestoneResolver(clientId, !milestone));
  const { control, formError, busy, dirty, submitWith } = useContractForm({ defaultValues: initialMilestoneValues(milestone), resolver });
  const kind = useWatch({ control, name: 'kind' });

  const submit = submitWith(
    (body) =>
      milestone
        ? dispatch(updateMilestone({ id: milestone.id, body, milestone })).unwrap()
        : dispatch(createMilestone(body as CreateMilestoneBody)).unwrap(),
    onSaved,
  );

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
      <FormTextField control={control} name="kind" select label="Milestone" required helperText="What the business achieved" sx={{ mt: 1 }}>
        {MILESTONE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {MILESTONE_LABELS[kind]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="date"
        label="Date"
        type="date"
        required
        helperText="When it happened (not after today)"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInAlberta() } }}
      />
      <FormTextField
        control={control}
        name="value"
        label="Value"
        helperText={VALUE_HINTS[kind]}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={3}
        helperText="Optional: what a funder would want to know"
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
      />
    </FormDialog>
  );
}
