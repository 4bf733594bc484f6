import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { ReadResult } from '../lib/api-thunk';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { CenteredSpinner } from './centered-spinner';
import { LoadFailure } from './load-failure';
import { SearchField } from './search-field';

/**
 * What an administrator's queue (applications, outgoing mail) is filtered by: a status or all, a search (sent
 * 300 ms after the last key), a page. A new status or search starts again at page 1. `key` and `query` are what
 * the screen reads with (useReadResult).
 */
export function useStatusQueue<S extends string>(initial: S | 'all', pageSize: number) {
  const [status, setStatus] = useState<S | 'all'>(initial);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  return {
    status,
    search,
    q,
    page,
    pageSize,
    setPage,
    chooseStatus: (next: S | 'all') => {
      setStatus(next);
      setPage(1);
    },
    typeSearch: (next: string) => {
      setSearch(next);
      setPage(1);
    },
    key: `${status}|${q}|${page}`,
    query: { ...(status === 'all' ? {} : { status }), ...(q ? { q } : {}), page, pageSize },
  };
}

export type StatusQueueFilters<S extends string> = ReturnType<typeof useStatusQueue<S>>;

interface Props<S extends string, T> {
  filters: StatusQueueFilters<S>;
  /** The status menu's choices, in the order shown ('all' among them). */
  statuses: readonly { value: S | 'all'; label: string }[];
  search: { label: string; hint: string };
  loaded: ReadResult<{ rows: T[]; total: number }>;
  /** For the failure alert ("the applications") and the spinner ("Loading applications"). */
  what: string;
  loadingLabel: string;
  /** What an empty page says: for a search that finds nothing, and for each status with no search. */
  noMatch: string;
  empty: Record<S | 'all', string>;
  /** "1 application", "12 applications". */
  count: (total: number) => string;
  pagesLabel: string;
  /** The page's rows, as the queue shows them. */
  children: (rows: T[]) => ReactNode;
}

/** The filters, then the queue: a spinner, the failure with a retry, what an empty page says, or the count, the rows and the pages. */
export function StatusQueue<S extends string, T>({
  filters,
  statuses,
  search,
  loaded,
  what,
  loadingLabel,
  noMatch,
  empty,
  count,
  pagesLabel,
  children,
}: Props<S, T>) {
  const data = loaded.status === 'ready' ? loaded.data : undefined;
  const pages = data ? Math.ceil(data.total / filters.pageSize) : 0;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Status"
          value={filters.status}
          onChange={(e) => filters.chooseStatus(e.target.value as S | 'all')}
          sx={{ minWidth: 180 }}
        >
          {statuses.map(({ value, label }) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <SearchField label={search.label} value={filters.search} onChange={filters.typeSearch} helperText={search.hint} />
      </Box>
      {loaded.status === 'failed' && loaded.failure ? (
        <LoadFailure failure={loaded.failure} what={what} onRetry={loaded.retry} />
      ) : !data ? (
        <CenteredSpinner label={loadingLabel} />
      ) : data.rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{filters.q ? noMatch : empty[filters.status]}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} aria-live="polite">
            {count(data.total)}
          </Typography>
          {children(data.rows)}
          {pages > 1 && (
            <Pagination sx={{ mt: 3 }} count={pages} page={filters.page} onChange={(_, p) => filters.setPage(p)} aria-label={pagesLabel} />
          )}
        </>
      )}
    </>
  );
}
