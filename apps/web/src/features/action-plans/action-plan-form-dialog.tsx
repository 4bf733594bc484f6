import MenuItem from '@mui/material/MenuItem';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { PrivateNoteField, sharedLabel } from '../../components/private-note';
import { useContractForm } from '../../lib/contract-form';
import { useAssignedCoaches } from '../../lib/use-assigned-coaches';
import { useAppDispatch } from '../../lib/store-hooks';
import { DESCRIPTION_MAX, SUMMARY_MAX, initialPlanValues, planResolver, type CreateActionPlanBody } from './action-plan-form';
import { createActionPlan, updateActionPlan } from './action-plans-thunks';
import { PlanDueDateField } from './plan-due-date-field';
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

/** Write or change a plan. A failed save keeps the dialog open with what was typed and the server's reasons under the fields. */
export function ActionPlanFormDialog({ clientId, plan, chooseCoach, onClose, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const coaches = useAssignedCoaches(clientId, chooseCoach);
  const [resolver] = useState(() => planResolver(clientId, !plan, chooseCoach));
  const { form, control, formError, busy, dirty, submitWith } = useContractForm({
    defaultValues: { ...initialPlanValues(plan), privateNote: plan?.privateNote ?? '' },
    resolver,
  });
  const [summary, coachId] = useWatch({ control, name: ['summary', 'coach_id'] });
  // A new plan by an administrator starts with the client's (first) coach once known: where it starts, not a change.
  const firstCoach = !plan && coaches.length > 0 ? String(coaches[0].id) : null;
  const { resetField } = form;
  useEffect(() => {
    if (firstCoach) resetField('coach_id', { defaultValue: firstCoach });
  }, [firstCoach, resetField]);

  const submit = submitWith(
    (body) =>
      plan
        ? dispatch(updateActionPlan({ id: plan.id, data: body, was: plan })).unwrap()
        : dispatch(createActionPlan(body as CreateActionPlanBody)).unwrap(),
    onSaved,
  );

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
      <FormTextField
        control={control}
        name="date"
        label="Date"
        type="date"
        required
        helperText=" "
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mt: 1 }}
      />
      <FormTextField
        control={control}
        name="summary"
        label="Summary"
        required
        autoFocus
        helperText={`${summary.length}/${SUMMARY_MAX}`}
        slotProps={{ htmlInput: { maxLength: SUMMARY_MAX } }}
      />
      <FormTextField
        control={control}
        name="description"
        label={sharedLabel('Description')}
        multiline
        minRows={4}
        helperText="Optional: the steps agreed with the client, who reads it."
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
      />
      <PrivateNoteField control={control} name="privateNote" />
      <PlanDueDateField control={control} />
      {chooseCoach && (
        <FormTextField
          control={control}
          name="coach_id"
          select
          label="Coach"
          helperText="One of the coaches assigned to this client"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">No coach</MenuItem>
          {coaches.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
          {coachId && !coaches.some((c) => String(c.id) === coachId) && (
            <MenuItem value={coachId}>
              {plan?.coach ? `${plan.coach.firstname ?? ''} ${plan.coach.lastname ?? ''}`.trim() : `Coach #${coachId}`}
            </MenuItem>
          )}
        </FormTextField>
      )}
    </FormDialog>
  );
}
