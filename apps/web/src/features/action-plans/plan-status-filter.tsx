import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PLAN_STATUSES, PLAN_STATUS_LABELS, type PlanStatus } from '@tc/contract/coaching';

/** `?status=` of the plans screen: a known status, or null for every plan (the default, as product specification section 3 lists them). */
export function statusFromSearch(value: string | null): PlanStatus | null {
  return (PLAN_STATUSES as readonly string[]).includes(value ?? '') ? (value as PlanStatus) : null;
}

/** Which plans the list shows: all (the default) or those of one status. */
export function PlanStatusFilter({ value, onChange }: { value: PlanStatus | null; onChange: (status: PlanStatus | null) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Show"
      value={value ?? ''}
      onChange={(e) => onChange(statusFromSearch(e.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: '12rem' }}
    >
      <MenuItem value="">All plans</MenuItem>
      {PLAN_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {PLAN_STATUS_LABELS[s]} plans
        </MenuItem>
      ))}
    </TextField>
  );
}
