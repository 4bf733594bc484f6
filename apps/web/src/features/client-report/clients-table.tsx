import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TablePagination from '@mui/material/TablePagination';
import type { ClientReportRow } from '@tc/contract/reports';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { ReportTable, type ReportColumn, type SortDirection } from '../../components/reports/report-table';
import { formatCalendarDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { countText } from '../../lib/report-format';
import { isClientSortKey, sortClients, type ClientSort } from './clients-sort';
import { durationText } from '../../lib/duration';

interface Props {
  rows: readonly ClientReportRow[];
  sort: ClientSort;
  onSort: (key: string, direction?: SortDirection) => void;
  /** Carried into each client's report link (the same period). */
  periodSearch: string;
}

const PAGE_SIZES = [25, 50, 100];

/** The name link's id: each row's "Profile" link is described by it ("Profile", "Emily Chen"). */
const nameId = (clientId: number) => `all-clients-name-${clientId}`;

/** Each active client's sums, sortable, a page at a time (a centre may have thousands), each name opening the client's report, with a link to their profile. */
export function ClientsTable({ rows, sort, onSort, periodSearch }: Props) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const sorted = useMemo(() => sortClients(rows, sort), [rows, sort]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = sorted.slice(shownPage * pageSize, (shownPage + 1) * pageSize);

  const columns: ReportColumn<ClientReportRow>[] = [
    {
      key: 'name',
      header: 'Client',
      sortable: true,
      minWidth: 190,
      cell: (r) => (
        <>
          <Link component={RouterLink} to={`${paths.clientReport(r.client_id)}${periodSearch}`} id={nameId(r.client_id)}>
            {fullName(r)}
          </Link>
          {r.business_name && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem', fontWeight: 400 }}>
              {r.business_name}
            </Box>
          )}
          {/* Every client's profile is open to the administrators, who alone see this report. */}
          <Link
            component={RouterLink}
            to={paths.clientProfile(r.client_id)}
            aria-describedby={nameId(r.client_id)}
            sx={{ display: 'inline-block', fontSize: '0.875rem', fontWeight: 400 }}
          >
            Profile
          </Link>
        </>
      ),
    },
    { key: 'region', header: 'Region', sortable: true, cell: (r) => r.region ?? '—' },
    { key: 'coaches', header: 'Coaches', sortable: true, cell: (r) => (r.coaches.length ? r.coaches.map(fullName).join(', ') : '—') },
    { key: 'plans', header: 'Plans', sortable: true, numeric: true, cell: (r) => countText(r.plans) },
    { key: 'entries', header: 'Entries', sortable: true, numeric: true, cell: (r) => countText(r.entries) },
    { key: 'hours', header: 'Hours', sortable: true, numeric: true, cell: (r) => durationText(r.minutes) },
    {
      key: 'last_entry',
      header: 'Last entry',
      sortable: true,
      nowrap: true,
      cell: (r) => (r.last_entry_date ? <time dateTime={r.last_entry_date}>{formatCalendarDate(r.last_entry_date)}</time> : '—'),
    },
    { key: 'milestones', header: 'Milestones', sortable: true, numeric: true, cell: (r) => countText(r.milestones) },
  ];

  return (
    <Box>
      <ReportTable
        caption="Clients with activity in this period"
        columns={columns}
        rows={shown}
        rowKey={(r) => r.client_id}
        wideFrom="lg"
        testId="client-report-row"
        sort={{
          by: sort.by,
          direction: sort.direction,
          onSort: (key, direction) => {
            if (!isClientSortKey(key)) return;
            setPage(0);
            onSort(key, direction);
          },
        }}
      />
      {sorted.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          className="no-print"
          count={sorted.length}
          page={shownPage}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Clients a page"
        />
      )}
    </Box>
  );
}
