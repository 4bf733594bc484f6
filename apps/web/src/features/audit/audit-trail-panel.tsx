import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { ActorOption } from './audit-actor-picker';
import { AuditEntriesTable } from './audit-entries-table';
import { AuditEntryCards } from './audit-entry-cards';
import { AuditExportButton } from './audit-export-button';
import { AuditFilters } from './audit-filters';
import {
  type AuditQuery,
  EMPTY_FILTERS,
  PAGE_SIZES,
  hasFilters,
  paramsFromQuery,
  queryFromParams,
  rangeProblem,
  rangeText,
} from './audit-query';
import { selectAudit } from './audit-slice';
import { fetchAuditPage } from './audit-thunks';

/** The trail: filters and page in the address, one page from the server at a time, each entry's before and after on demand. */
export function AuditTrailPanel() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const { entries, total, list } = useSelector(selectAudit);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // A name chosen in the picker; from a shared link only the id is known until an entry of that person arrives.
  const [picked, setPicked] = useState<ActorOption | null>(null);

  // The address as the last change left it: React Router hands a change the address of the last render,
  // so two quick changes (From, then To) would otherwise lose the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (changes: Partial<AuditQuery>) => {
    const next = new URLSearchParams(paramsFromQuery({ ...queryFromParams(latest.current), page: 1, ...changes }));
    const tab = latest.current.get('tab');
    if (tab) next.set('tab', tab);
    latest.current = next;
    setParams(next, { replace: true });
  };

  // The search box as typed; the address (and so the request) takes it once typing pauses.
  const [text, setText] = useState(query.q);
  const settled = useDebouncedValue(text.trim(), 300);
  const searchSettled = useEffectEvent((q: string) => {
    if (q !== queryFromParams(latest.current).q) update({ q });
  });
  useEffect(() => {
    searchSettled(settled);
  }, [settled]);
  const clear = () => {
    setText('');
    update(EMPTY_FILTERS);
  };

  const key = JSON.stringify(query);
  const problem = rangeProblem(query);
  useEffect(() => {
    if (!problem) void dispatch(fetchAuditPage(JSON.parse(key) as AuditQuery));
  }, [dispatch, key, problem]);

  const known = entries.find((e) => e.actor?.id === query.actorId)?.actor;
  const actor: ActorOption | null =
    query.actorId === null
      ? null
      : picked?.id === query.actorId
        ? picked
        : { id: query.actorId, label: known ? fullName(known) || known.username : `User ${query.actorId}` };

  const loading = list.status === 'loading' || list.status === 'idle';
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  let body: ReactNode;
  if (problem) body = null;
  else if (list.status === 'failed' && list.failure)
    body = <LoadFailure failure={list.failure} what="the audit trail" onRetry={() => void dispatch(fetchAuditPage(query))} />;
  else if (loading && entries.length === 0) body = <CenteredSpinner label="Loading the audit trail" />;
  else if (entries.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p" gutterBottom>
          {hasFilters(query) ? 'No entries match these filters' : 'The audit trail is empty'}
        </Typography>
        {hasFilters(query) ? (
          <Button variant="outlined" onClick={clear}>
            Clear filters
          </Button>
        ) : (
          <Typography>Every change made through the app, and every sign-in, will be listed here.</Typography>
        )}
      </Paper>
    );
  else
    body = wide ? (
      <AuditEntriesTable entries={entries} open={open} onToggle={toggle} />
    ) : (
      <AuditEntryCards entries={entries} open={open} onToggle={toggle} />
    );

  return (
    <>
      <AuditFilters
        query={query}
        text={text}
        onText={setText}
        actor={actor}
        onChange={update}
        onActor={(next) => {
          setPicked(next);
          update({ actorId: next?.id ?? null });
        }}
        onClear={clear}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em', mr: 'auto' }}>
          {list.status === 'succeeded' && !problem ? rangeText(query, entries.length, total) : ''}
        </Typography>
        <AuditExportButton query={query} total={list.status === 'succeeded' && !problem ? total : null} />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{loading && entries.length > 0 && <LinearProgress aria-label="Loading the audit trail" />}</Box>
      <Box aria-busy={loading}>{body}</Box>
      {total > 0 && list.status !== 'failed' && !problem && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(query.page, lastPage) - 1}
          rowsPerPage={query.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage="Per page"
          onPageChange={(_, page) => update({ page: page + 1 })}
          onRowsPerPageChange={(e) => update({ pageSize: Number(e.target.value) })}
          sx={{ overflow: 'hidden', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </>
  );
}
