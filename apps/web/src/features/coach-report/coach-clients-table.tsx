import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { ReportTable, type ReportColumn } from '../../components/reports/report-table';
import { formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { countText, hoursText } from '../../lib/report-format';
import type { CoachClientRow } from './coach-clients';

/** The coach's clients with their hours in the period, each name opening the client's report for the same period. */
export function CoachClientsTable({ rows, periodSearch }: { rows: CoachClientRow[]; periodSearch: string }) {
  const columns: ReportColumn<CoachClientRow>[] = [
    {
      key: 'name',
      header: 'Client',
      minWidth: 190,
      cell: (r) => (
        <>
          <Link component={RouterLink} to={`${paths.clientReport(r.id)}${periodSearch}`}>
            {fullName(r)}
          </Link>
          {r.business_name && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem', fontWeight: 400 }}>
              {r.business_name}
            </Box>
          )}
          {!r.assigned && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem', fontWeight: 400 }}>
              No longer assigned
            </Box>
          )}
        </>
      ),
    },
    { key: 'plans', header: 'Plans', numeric: true, cell: (r) => countText(r.plans) },
    { key: 'entries', header: 'Entries', numeric: true, cell: (r) => countText(r.entries) },
    { key: 'hours', header: 'Hours', numeric: true, cell: (r) => hoursText(r.minutes) },
    {
      key: 'last',
      header: 'Last entry',
      nowrap: true,
      cell: (r) => (r.last_entry_date ? <time dateTime={r.last_entry_date}>{formatCalendarDate(r.last_entry_date)}</time> : '—'),
    },
  ];
  return (
    <ReportTable
      caption="The coach's clients and their hours in this period"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      testId="coach-client-row"
    />
  );
}
