import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../../lib/calendar-date';
import { NO_PLAN_LABEL, type JournalSummary } from '@tc/contract/coaching';
import type { JournalFilters } from './action-journals-types';
import { durationText } from '../../lib/duration';

interface Props {
  summary: JournalSummary | null;
  failed: boolean;
  filters: JournalFilters;
}

function rangeText({ from, to }: JournalFilters): string {
  if (from && to) return `from ${formatCalendarDate(from)} to ${formatCalendarDate(to)}`;
  if (from) return `since ${formatCalendarDate(from)}`;
  if (to) return `up to ${formatCalendarDate(to)}`;
  return 'all dates';
}

const entriesText = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** The time logged for the chosen filters and range, and per plan. */
export function TimeDiaryTotals({ summary, failed, filters }: Props) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="diary-totals" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="diary-totals" sx={{ fontSize: '1.1rem' }}>
        Total time
      </Typography>
      {failed && !summary ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          The totals could not be loaded.
        </Alert>
      ) : !summary ? (
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} aria-label="Loading the totals" />
      ) : (
        <>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }} data-testid="diary-total">
            {durationText(summary.minutes)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {entriesText(summary.entries)}, {rangeText(filters)}
          </Typography>
          {summary.byPlan.length > 0 && (
            <Box component="ul" aria-label="Time per plan" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
              {summary.byPlan.map((plan) => (
                <Box
                  component="li"
                  key={plan.actionplan_id ?? 'none'}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderTop: 1, borderColor: 'divider' }}
                >
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {plan.summary ?? NO_PLAN_LABEL}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {durationText(plan.minutes)}
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {' '}
                      · {entriesText(plan.entries)}
                    </Box>
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
