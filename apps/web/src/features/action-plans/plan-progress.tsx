import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ActionPlan, PLAN_STATUS_LABELS, type PlanStatus } from '@tc/contract/coaching';
import { formatCalendarDate, todayIso } from '../../lib/calendar-date';

const STATUS_COLOUR: Record<PlanStatus, 'default' | 'success' | 'primary'> = { open: 'primary', done: 'success', dropped: 'default' };

/** An open plan whose due date has passed (Alberta calendar dates compare as text). */
export const isOverdue = (due: string | null | undefined, status: PlanStatus, today = todayIso()) =>
  status === 'open' && typeof due === 'string' && due < today;

/** A plan's status as a chip. */
export function PlanStatusChip({ status }: { status: PlanStatus }) {
  return (
    <Chip
      size="small"
      label={PLAN_STATUS_LABELS[status]}
      color={STATUS_COLOUR[status]}
      variant={status === 'open' ? 'outlined' : 'filled'}
    />
  );
}

/** A due date, marked when it has passed on an open plan (in words, not colour alone). */
export function DueDate({ due, status }: { due: string | null | undefined; status: PlanStatus }) {
  if (!due) return null;
  const late = isOverdue(due, status);
  return (
    <Typography variant="body2" component="span" sx={{ color: late ? 'error.main' : 'text.secondary', fontWeight: late ? 600 : 400 }}>
      {late ? 'Overdue: due ' : 'Due '}
      <time dateTime={due}>{formatCalendarDate(due)}</time>
    </Typography>
  );
}

/** A plan's status, due date and "3 of 5 steps" with a bar, as the plan list shows them. */
export function PlanProgress({ plan }: { plan: ActionPlan }) {
  const status = plan.status ?? 'open';
  const { total, done } = plan.steps ?? { total: 0, done: 0 };
  const words = total === 0 ? 'No steps yet' : `${done} of ${total} ${total === 1 ? 'step' : 'steps'} done`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: '9rem' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <PlanStatusChip status={status} />
        <DueDate due={plan.due_date} status={status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {words}
      </Typography>
      {total > 0 && (
        // The words above say it; the bar is for the eye only (not a progressbar: screens wait for those to go).
        <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden', alignSelf: 'stretch' }}>
          <Box sx={{ height: '100%', width: `${(done / total) * 100}%`, bgcolor: status === 'done' ? 'success.main' : 'primary.main' }} />
        </Box>
      )}
    </Box>
  );
}
