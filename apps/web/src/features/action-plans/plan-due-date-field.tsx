import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import type { ActionPlanFormValues } from './action-plan-form';

/** A plan's optional due date (docs/architecture.md#plan-status-and-steps): an open plan past it shows as overdue. */
export function PlanDueDateField({ control }: { control: Control<ActionPlanFormValues, unknown, unknown> }) {
  return (
    <FormTextField
      control={control}
      name="due_date"
      // Not "Due date": the plan's own "Date" field must stay the one field whose label says date.
      label="Finish by"
      type="date"
      helperText="Optional: the plan's due date; an open plan past it shows as overdue"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
