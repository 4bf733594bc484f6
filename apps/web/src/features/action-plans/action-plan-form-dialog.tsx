import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { useChanged } from '../../lib/use-confirm-discard';
import { useFormSave } from '../../lib/use-form-save';
import { useAssignedCoaches } from '../../lib/use-assigned-coaches';
import { useAppDispatch } from '../../lib/store-hooks';
import { DESCRIPTION_MAX, SUMMARY_MAX, initialPlanValues, toPlanInput, validatePlan, type ActionPlanFormValues } from './action-plan-form';
import { createActionPlan, updateActionPlan } from './action-plans-thunks';
import type { ActionPlan } from '@tc/contract/coaching';

interface Props {
  clientId: number;
  /** The plan to edit; null writes a new one. */
  plan: ActionPlan | null;
  /** An administrator names the coach; a coach always writes as themself. */
  chooseCoach: boolean;
  onClose: () => void;
  onSaved: (plan: ActionPlan) => void;
}

const FIELDS = ['date', 'summary', 'description', 'coach_id'] as const;

/** Write or change a plan. A failed save keeps the dialog open with what was typed and the server's reasons under the fields. */
export function ActionPlanFormDialog({ clientId, plan, chooseCoach, onClose, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const coaches = useAssignedCoaches(clientId, chooseCoach);
  const [typed, setValues] = useState<ActionPlanFormValues>(() => initialPlanValues(plan));
  const dirty = useChanged(typed);
  // A new plan by an administrator starts with the client's (first) coach once known.
  const values = !plan && !typed.coachId && coaches.length > 0 ? { ...typed, coachId: String(coaches[0].id) } : typed;
  const { errors, formError, busy, submit: save, clearError } = useFormSave(FIELDS);

  const set =
    (field: keyof ActionPlanFormValues, errorField: (typeof FIELDS)[number] = field === 'coachId' ? 'coach_id' : field) =>
    (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      clearError(errorField);
    };

  const submit = async () => {
    const { client_id, ...changes } = toPlanInput(clientId, values, chooseCoach);
    const saved = await save(validatePlan(values), () =>
      plan
        ? dispatch(updateActionPlan({ id: plan.id, data: changes })).unwrap()
        : dispatch(createActionPlan({ client_id, ...changes })).unwrap(),
    );
    if (saved) onSaved(saved);
  };

  return (
    <FormDialog
      open
      title={plan ? 'Edit action plan' : 'New action plan'}
      submitLabel={plan ? 'Save changes' : 'Create plan'}
      busy={busy}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
      dirty={dirty}
    >
      <TextField
        label="Date"
        type="date"
        required
        value={values.date}
        onChange={set('date')}
        error={Boolean(errors.date)}
        helperText={errors.date ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mt: 1 }}
      />
      <TextField
        label="Summary"
        required
        autoFocus
        value={values.summary}
        onChange={set('summary')}
        error={Boolean(errors.summary)}
        helperText={errors.summary ?? `${values.summary.length}/${SUMMARY_MAX}`}
        slotProps={{ htmlInput: { maxLength: SUMMARY_MAX } }}
      />
      <TextField
        label="Description"
        multiline
        minRows={4}
        value={values.description}
        onChange={set('description')}
        error={Boolean(errors.description)}
        helperText={errors.description ?? 'Optional: the steps agreed with the client.'}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
      />
      {chooseCoach && (
        <TextField
          select
          label="Coach"
          value={values.coachId}
          onChange={set('coachId')}
          error={Boolean(errors.coach_id)}
          helperText={errors.coach_id ?? 'One of the coaches assigned to this client'}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">No coach</MenuItem>
          {coaches.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
          {values.coachId && !coaches.some((c) => String(c.id) === values.coachId) && (
            <MenuItem value={values.coachId}>
              {plan?.coach ? `${plan.coach.firstname ?? ''} ${plan.coach.lastname ?? ''}`.trim() : `Coach #${values.coachId}`}
            </MenuItem>
          )}
        </TextField>
      )}
    </FormDialog>
  );
}
