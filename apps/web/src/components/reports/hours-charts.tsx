import Box from '@mui/material/Box';
import type { ActivityTotals, MonthTotals } from '@tc/contract/reports';
import { activityText, monthLabel } from '../../lib/report-format';
import { ReportBarChart } from './report-bar-chart';

interface Props {
  byMonth: readonly MonthTotals[];
  byActivity: readonly ActivityTotals[];
}

/** The two charts every report has: hours by month, and hours by activity (activities with no time left out). */
export function HoursCharts({ byMonth, byActivity }: Props) {
  const months = byMonth.map((m) => ({ key: m.month, label: monthLabel(m.month), longLabel: monthLabel(m.month, 'long'), ...m }));
  const activities = byActivity
    .filter((a) => a.minutes > 0 || a.entries > 0)
    .map((a) => ({ key: a.activity, label: activityText(a.activity), ...a }));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '3fr 2fr' }, gap: 2, mb: 3 }}>
      <ReportBarChart title="Hours by month" category="Month" rows={months} />
      <ReportBarChart title="Hours by activity" category="Activity" rows={activities} horizontal />
    </Box>
  );
}
