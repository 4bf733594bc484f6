import Alert from '@mui/material/Alert';
import { NO_PLAN_LABEL, type ActionJournal, type ActionPlan } from '@tc/contract/coaching';
import { MILESTONE_LABELS, type Milestone } from '@tc/contract/reports';
import type { ReactNode } from 'react';
import { ReportTable, type ReportColumn } from '../../components/reports/report-table';
import { formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { activityText, countText } from '../../lib/report-format';
import { durationText } from '../../lib/duration';

const date = (value: string) => <time dateTime={value}>{formatCalendarDate(value)}</time>;

const MILESTONE_COLUMNS: ReportColumn<Milestone>[] = [
  { key: 'kind', header: 'Milestone', minWidth: 140, cell: (m) => MILESTONE_LABELS[m.kind] },
  { key: 'date', header: 'Date', nowrap: true, cell: (m) => date(m.date) },
  { key: 'value', header: 'Value', numeric: true, cell: (m) => (m.value === null ? '—' : countText(m.value)) },
  { key: 'notes', header: 'Notes', cell: (m) => m.notes ?? '' },
];

export function MilestoneList({ milestones, actions }: { milestones: Milestone[]; actions?: (m: Milestone) => ReactNode }) {
  if (milestones.length === 0) return <Alert severity="info">No milestones recorded in this period.</Alert>;
  return (
    <ReportTable
      caption="Milestones in this period"
      columns={MILESTONE_COLUMNS}
      rows={milestones}
      rowKey={(m) => m.id}
      actions={actions}
      testId="milestone-row"
    />
  );
}

const PLAN_COLUMNS: ReportColumn<ActionPlan>[] = [
  { key: 'summary', header: 'Plan', cell: (p) => p.summary },
  { key: 'date', header: 'Date', nowrap: true, cell: (p) => date(p.date) },
  { key: 'coach', header: 'Coach', cell: (p) => (p.coach ? fullName(p.coach) : '—') },
];

export function PlanList({ plans }: { plans: ActionPlan[] }) {
  if (plans.length === 0) return <Alert severity="info">No action plans dated in this period.</Alert>;
  return <ReportTable caption="Action plans in this period" columns={PLAN_COLUMNS} rows={plans} rowKey={(p) => p.id} />;
}

const ENTRY_COLUMNS: ReportColumn<ActionJournal>[] = [
  { key: 'date', header: 'Date', nowrap: true, cell: (e) => date(e.date) },
  { key: 'activity', header: 'Activity', cell: (e) => activityText(e.activity) },
  { key: 'time', header: 'Time', numeric: true, nowrap: true, cell: (e) => durationText(e.minutes) },
  { key: 'plan', header: 'Plan', cell: (e) => e.plan?.summary ?? NO_PLAN_LABEL },
  { key: 'coach', header: 'Coach', cell: (e) => fullName(e.coach) },
  { key: 'notes', header: 'Notes', cell: (e) => e.notes ?? '' },
];

export function EntryList({ entries }: { entries: ActionJournal[] }) {
  if (entries.length === 0) return <Alert severity="info">No time diary entries in this period.</Alert>;
  return (
    <ReportTable caption="Time diary entries in this period" columns={ENTRY_COLUMNS} rows={entries} rowKey={(e) => e.id} wideFrom="lg" />
  );
}
