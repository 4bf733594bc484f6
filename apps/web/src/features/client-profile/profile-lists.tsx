import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NO_PLAN_LABEL, type ActionJournal, type ActionPlan } from '@tc/contract/coaching';
import { MILESTONE_LABELS, type Milestone } from '@tc/contract/reports';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { activityText, countText } from '../../lib/report-format';
import { durationText } from '../../lib/duration';

/** A short list of records: each a date, a line of what it was, and a detail. */
export function RecordRows({ rows, label }: { rows: { id: number; date: string; title: ReactNode; detail?: ReactNode }[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: '6.5rem minmax(0, 1fr)',
            gap: 1.5,
            py: 1,
            '& + &': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
            {formatCalendarDate(row.date)}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="record-title">
              {row.title}
            </Typography>
            {row.detail && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.detail}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The link under a short list to the screen that holds all of it. */
export function MoreLink({ to, text }: { to: string; text: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1.5 }}>
      {text}
    </Link>
  );
}

export const planRows = (plans: ActionPlan[]) =>
  plans.map((plan) => ({
    id: plan.id,
    date: plan.date,
    title: plan.summary,
    detail: plan.coach ? `Coach: ${fullName(plan.coach)}` : 'No coach named',
  }));

export const entryRows = (entries: ActionJournal[]) =>
  entries.map((entry) => ({
    id: entry.id,
    date: entry.date,
    title: `${activityText(entry.activity)}, ${durationText(entry.minutes)}`,
    detail: `${fullName(entry.coach)} · ${entry.plan?.summary ?? NO_PLAN_LABEL}`,
  }));

export const milestoneRows = (milestones: Milestone[]) =>
  milestones.map((m) => ({
    id: m.id,
    date: m.date,
    title: m.value === null ? MILESTONE_LABELS[m.kind] : `${MILESTONE_LABELS[m.kind]}: ${countText(m.value)}`,
    detail: m.notes,
  }));
