import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import type { ActionPlanFormValues } from './action-plan-form';

/** A plan's optional due date (docs/architecture.md#plan-status-and-steps): an open plan past it shows as overdue. */
export function PlanDueDateField({ control }: { control: Control<ActionPlanFormValues, unknown, unknown> }) {
  return (
    <FormTextField
      control={control}
      name="due_date"
      label="Due date"
      type="date"
      helperText="Optional: when the plan should be finished"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
