import Box from '@mui/material/Box';
import type { RegionReportRow, RegionsReport } from '@tc/contract/reports';
import { NoTimeLogged } from '../../components/reports/no-time-logged';
import { ReportBarChart } from '../../components/reports/report-bar-chart';
import { ReportSection } from '../../components/reports/report-section';
import { ReportTable, type ReportColumn } from '../../components/reports/report-table';
import { ReportTotals } from '../../components/reports/report-totals';
import { countText } from '../../lib/report-format';
import { durationText } from '../../lib/duration';

const NO_REGION = 'No region';
const regionName = (r: RegionReportRow) => r.region ?? NO_REGION;

const COLUMNS: ReportColumn<RegionReportRow>[] = [
  { key: 'region', header: 'Region', cell: regionName },
  { key: 'clients', header: 'Clients', numeric: true, cell: (r) => countText(r.clients) },
  { key: 'coaches', header: 'Coaches', numeric: true, cell: (r) => countText(r.coaches) },
  { key: 'plans', header: 'Plans', numeric: true, cell: (r) => countText(r.plans) },
  { key: 'entries', header: 'Entries', numeric: true, cell: (r) => countText(r.entries) },
  { key: 'hours', header: 'Hours', numeric: true, cell: (r) => durationText(r.minutes) },
  { key: 'milestones', header: 'Milestones', numeric: true, cell: (r) => countText(r.milestones) },
];

/** The per-region report: the sums of each region's active clients, as a chart and a table. */
export function RegionsView({ report }: { report: RegionsReport }) {
  const sum = (key: 'clients' | 'plans' | 'entries' | 'minutes' | 'milestones') => report.regions.reduce((n, r) => n + r[key], 0);
  const minutes = sum('minutes');
  return (
    <>
      <ReportTotals
        items={[
          { label: 'Hours', value: durationText(minutes), detail: 'of coaching' },
          { label: 'Entries', value: countText(sum('entries')), detail: 'in time diaries' },
          { label: 'Plans', value: countText(sum('plans')), detail: 'action plans' },
          { label: 'Clients', value: countText(sum('clients')), detail: 'with activity' },
          { label: 'Milestones', value: countText(sum('milestones')), detail: 'recorded' },
        ]}
      />
      {sum('entries') === 0 ? (
        <NoTimeLogged />
      ) : (
        <Box sx={{ mb: 3 }}>
          <ReportBarChart
            title="Hours by region"
            category="Region"
            horizontal
            labelWidth={140}
            rows={report.regions.map((r) => ({ key: regionName(r), label: regionName(r), minutes: r.minutes, entries: r.entries }))}
          />
        </Box>
      )}
      {report.regions.length > 0 && (
        <ReportSection title="Regions">
          <ReportTable
            caption="Sums by region"
            columns={COLUMNS}
            rows={report.regions}
            rowKey={regionName}
            wideFrom="lg"
            testId="region-row"
          />
        </ReportSection>
      )}
    </>
  );
}
