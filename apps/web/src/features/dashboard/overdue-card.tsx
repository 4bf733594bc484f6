import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { CoachDashboard } from '@tc/contract/dashboard';
import { paths } from '@/app/paths';
import { formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { DashboardCard } from './dashboard-card';
import { plural } from './dashboard-format';
import { RecordLinks } from './record-links';

const itemSx = { display: 'block', px: 0, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } };

/**
 * The coach's overdue steps and plans (docs/architecture.md#plan-status-and-steps): steps still to do past their
 * due date and open plans past theirs, the longest overdue first. Finished plans never show; nothing overdue, no card.
 */
export function OverdueCard({ d }: { d: CoachDashboard }) {
  const overdue = d.overdue;
  if (!overdue || overdue.total === 0) return null;
  return (
    <DashboardCard title="Overdue" count={overdue.total} tone="attention" testId="overdue">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Steps and plans of open plans past their due date. Tick what is done, or move the date with the client.
      </Typography>
      <List disablePadding aria-label="Overdue steps and plans">
        {overdue.rows.map((o) => (
          <ListItem key={`${o.kind}-${o.id}`} sx={itemSx}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{o.title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {o.kind === 'step' ? `Step of “${o.plan.summary}”` : 'Plan'} for {fullName(o.client)} · was due{' '}
              <time dateTime={o.due_date}>{formatCalendarDate(o.due_date)}</time>
            </Typography>
            <RecordLinks
              links={[
                { label: 'Action plans', name: `Action plans for ${fullName(o.client)} (${o.title})`, to: paths.actionPlans(o.client.id) },
              ]}
            />
          </ListItem>
        ))}
      </List>
      {overdue.total > overdue.rows.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          and {plural(overdue.total - overdue.rows.length, 'more')}
        </Typography>
      )}
    </DashboardCard>
  );
}
