import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ROLES } from '@tc/contract/roles';
import type { ClientListItem, User } from '@tc/contract/users';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { CenteredSpinner } from '../../components/centered-spinner';
import { LoadFailure } from '../../components/load-failure';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { useCoachOptions } from '../../lib/use-coach-options';
import { BulkActionBar } from './bulk-action-bar';
import { ClientCards } from './client-cards';
import { ClientEmptyState } from './client-empty-state';
import { ClientExportButton } from './client-export-button';
import { ClientFilters } from './client-filters';
import { ClientFormDialog } from './client-form-dialog';
import { apiQueryOf, PAGE_SIZES, rangeText, toggleSort } from './client-list-query';
import { ClientTable } from './client-table';
import { ClientToolbar } from './client-toolbar';
import { ClosedFiles } from './closed-files';
import { clientCoachesSet, selectClients } from './clients-slice';
import { fetchClientPage } from './clients-thunks';
import { rowSelectionOf, useClientSelection } from './use-client-selection';
import { useListingQuery } from './use-listing-query';

interface Props {
  user: User;
  regionNames: readonly string[];
  /** The "Coaches" button of a row (administrators), supplied by app/. */
  renderCoachesAction?: (client: ClientListItem) => ReactNode;
}

/**
 * Categories 2 and 3: a coach opens on their own clients ("My clients") and may
 * switch to every client; an administrator sees every client. Searched, filtered,
 * sorted and paged on the server; a row the viewer may not open has no links.
 */
export function StaffClientListing({ user, regionNames, renderCoachesAction }: Props) {
  const dispatch = useAppDispatch();
  const isAdmin = user.category_id === ROLES.ADMIN;
  const viewer = isAdmin ? 'admin' : 'coach';
  const { query, update, text, setText } = useListingQuery(viewer);
  const { clients, total, list } = useSelector(selectClients);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [form, setForm] = useState<{ client: ClientListItem | null } | null>(null);
  const coaches = useCoachOptions(isAdmin);
  const canOpen = (client: ClientListItem) => isAdmin || client.coaches.some((c) => c.id === user.id);

  const { q, sort, page, pageSize, scope, coach, region, noCoach } = query;
  const read = () => dispatch(fetchClientPage(apiQueryOf({ q, sort, page, pageSize, scope, coach, region, noCoach })));
  useEffect(() => {
    void dispatch(fetchClientPage(apiQueryOf({ q, sort, page, pageSize, scope, coach, region, noCoach })));
  }, [dispatch, q, sort, page, pageSize, scope, coach, region, noCoach]);

  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const showPage = useEffectEvent((n: number) => update({ page: n }));
  useEffect(() => {
    // The list shrank under this page (another person archived clients): show the last page that has some.
    if (list.status === 'succeeded' && clients.length === 0 && page > lastPage) showPage(lastPage);
  }, [list.status, clients.length, page, lastPage]);

  const loading = list.status === 'loading' || list.status === 'idle';
  // Bulk actions are an administrator's (docs/architecture.md#access): a coach's list has no checkboxes.
  const selection = useClientSelection(query, total);
  const rows = isAdmin
    ? rowSelectionOf(
        selection,
        clients.map((c) => c.id),
      )
    : undefined;
  const actions = isAdmin
    ? (client: ClientListItem) => (
        <>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setForm({ client })}
            aria-label={`Edit ${fullName(client)}`}
            aria-haspopup="dialog"
          >
            Edit
          </Button>
          {renderCoachesAction?.(client)}
        </>
      )
    : undefined;

  function saved(client: User) {
    // The server makes a coach's new client that coach's own.
    if (!form?.client && user.category_id === ROLES.COACH) {
      dispatch(clientCoachesSet({ clientId: client.id, coaches: [{ id: user.id, firstname: user.firstname, lastname: user.lastname }] }));
    }
    setForm(null);
  }

  let body: ReactNode;
  if (list.status === 'failed' && list.failure)
    body = <LoadFailure failure={list.failure} what="the clients" onRetry={() => void read()} />;
  else if (loading && clients.length === 0) body = <CenteredSpinner label="Loading clients" />;
  else if (clients.length === 0)
    body = (
      <ClientEmptyState
        query={query}
        coachName={coaches.coaches.find((c) => c.id === query.coach)?.name}
        canCreate
        onClearSearch={() => setText('')}
        onClearFilters={() => update({ coach: null, region: '', noCoach: false, page: 1 })}
        onShowAll={isAdmin ? undefined : () => update({ scope: 'all', page: 1 })}
        onCreate={() => setForm({ client: null })}
      />
    );
  else
    body = wide ? (
      <ClientTable
        clients={clients}
        sort={query.sort}
        onSort={(field) => update({ sort: toggleSort(query.sort, field), page: 1 })}
        canOpen={canOpen}
        renderActions={actions}
        selection={rows}
      />
    ) : (
      <ClientCards clients={clients} canOpen={canOpen} staff renderActions={actions} selection={rows} />
    );

  return (
    <>
      <ClientToolbar
        search={text}
        onSearch={setText}
        sort={query.sort}
        onSort={(sort) => update({ sort, page: 1 })}
        onCreate={() => setForm({ client: null })}
      />
      <ClientFilters
        query={query}
        viewer={viewer}
        regionNames={regionNames}
        coaches={isAdmin ? { options: coaches.coaches, loading: coaches.loading } : undefined}
        onChange={update}
      >
        <ClientExportButton query={query} rows={list.status === 'succeeded' ? total : null} />
      </ClientFilters>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: '1.5em' }}>
        {list.status === 'succeeded' ? rangeText(query, clients.length, total) : ''}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{loading && clients.length > 0 && <LinearProgress aria-label="Loading clients" />}</Box>
      {rows && clients.length > 0 && (
        <BulkActionBar
          selection={selection}
          rows={rows}
          pageCount={clients.length}
          total={total}
          pageCheckbox={!wide}
          sort={query.sort}
          coaches={coaches.coaches}
          onDone={() => void read()}
        />
      )}
      <Box aria-busy={loading}>{body}</Box>
      {total > 0 && list.status !== 'failed' && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(query.page, lastPage) - 1}
          rowsPerPage={query.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage="Per page"
          onPageChange={(_, page) => update({ page: page + 1 })}
          onRowsPerPageChange={(e) => update({ pageSize: Number(e.target.value), page: 1 })}
          sx={{ overflow: 'hidden', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
      {isAdmin && <ClosedFiles onReopened={() => void read()} />}
      {form && (
        <ClientFormDialog
          client={form.client}
          regionNames={regionNames}
          intro={
            form.client
              ? undefined
              : isAdmin
                ? 'After creating the client, assign their coach with the Coaches button on their row.'
                : 'The new client is assigned to you.'
          }
          onSaved={saved}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );
}
