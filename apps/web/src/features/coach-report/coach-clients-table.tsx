import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { ReportTable, type ReportColumn } from '../../components/reports/report-table';
import { formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { countText } from '../../lib/report-format';
import type { CoachClientRow } from './coach-clients';
import { durationText } from '../../lib/duration';

/** The name link's id: each row's "Profile" link is described by it ("Profile", "Emily Chen"). */
const nameId = (clientId: number) => `coach-client-name-${clientId}`;

/**
 * The coach's clients with their hours in the period, each name opening the
 * client's report for the same period, with a link to the client's profile.
 * `openAny`: the viewer (an administrator) may open every client; a coach may
 * open only the clients they still coach, so the others are plain text.
 */
export function CoachClientsTable({ rows, periodSearch, openAny }: { rows: CoachClientRow[]; periodSearch: string; openAny: boolean }) {
  const columns: ReportColumn<CoachClientRow>[] = [
    {
      key: 'name',
      header: 'Client',
      minWidth: 190,
      cell: (r) => (
        <>
          {r.assigned || openAny ? (
            <Link component={RouterLink} to={`${paths.clientReport(r.id)}${periodSearch}`} id={nameId(r.id)}>
              {fullName(r)}
            </Link>
          ) : (
            <span id={nameId(r.id)}>{fullName(r)}</span>
          )}
          {r.business_name && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem', fontWeight: 400 }}>
              {r.business_name}
            </Box>
          )}
          {/* A client no longer assigned has no profile for the coach to open: no link that ends in a refusal. */}
          {(r.assigned || openAny) && (
            <Link
              component={RouterLink}
              to={paths.clientProfile(r.id)}
              aria-describedby={nameId(r.id)}
              sx={{ display: 'inline-block', fontSize: '0.875rem', fontWeight: 400 }}
            >
              Profile
            </Link>
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
    { key: 'hours', header: 'Hours', numeric: true, cell: (r) => durationText(r.minutes) },
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
