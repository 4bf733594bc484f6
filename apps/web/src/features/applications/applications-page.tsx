import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@tc/contract/applications';
import { useState } from 'react';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { SearchField } from '../../components/search-field';
import { useAppDispatch } from '../../lib/store-hooks';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageMeta } from '../../lib/use-page-meta';
import { useReadResult } from '../../lib/api-thunk';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { ApplicationList } from './application-list';
import { fetchApplications } from './applications-thunks';

const PAGE_SIZE = 20;
type StatusFilter = ApplicationStatus | 'all';

const EMPTY: Record<StatusFilter, string> = {
  new: 'No new applications are waiting.',
  contacted: 'No application is waiting for a decision.',
  enrolled: 'No one has been enrolled from an application yet.',
  declined: 'No application has been declined.',
  all: 'No one has applied yet.',
};

/** /applications: the administrators' queue of applications for coaching (docs/architecture.md#applications-and-accounts). */
export default function ApplicationsPage() {
  const dispatch = useAppDispatch();
  usePageMeta('Applications');
  const [status, setStatus] = useState<StatusFilter>('new');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Application | null>(null);
  const query = { ...(status === 'all' ? {} : { status }), ...(q ? { q } : {}), page, pageSize: PAGE_SIZE };
  // A change to an application invalidates the queue, which comes again (docs/decisions/011-read-path.md).
  const loaded = useReadResult(`${status}|${q}|${page}`, fetchApplications.provides(query), () => dispatch(fetchApplications(query)));
  const data = loaded.status === 'ready' ? loaded.data : undefined;
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Applications
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        People who applied for coaching on the website. Mark an application contacted once you have spoken to the applicant, then enrol them
        (which creates their client account) or decline it.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as StatusFilter);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          {APPLICATION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]}
            </MenuItem>
          ))}
          <MenuItem value="all">All</MenuItem>
        </TextField>
        <SearchField
          label="Search applications"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          helperText="Name, email, phone, business, city or region"
        />
      </Box>
      {loaded.status === 'failed' && loaded.failure ? (
        <LoadFailure failure={loaded.failure} what="the applications" onRetry={loaded.retry} />
      ) : !data ? (
        <CenteredSpinner label="Loading applications" />
      ) : data.rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{q ? 'No application matches your search.' : EMPTY[status]}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} aria-live="polite">
            {data.total === 1 ? '1 application' : `${data.total} applications`}
          </Typography>
          <ApplicationList rows={data.rows} onOpen={setOpen} />
          {pages > 1 && (
            <Pagination sx={{ mt: 3 }} count={pages} page={page} onChange={(_, p) => setPage(p)} aria-label="Pages of applications" />
          )}
        </>
      )}
      <ApplicationDetailDialog application={open} onClose={() => setOpen(null)} onChanged={setOpen} />
    </>
  );
}
