import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ClientListItem } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { fullName } from '../../lib/person-name';
import { ClientLinks, ClientName, coachNames, lastActivityText, NOT_YOURS, placeOf } from './client-links';
import { sortDirectionOf } from './client-list-query';
import type { RowSelection } from './use-client-selection';

interface Props {
  clients: ClientListItem[];
  sort: string;
  onSort: (field: string) => void;
  /** Whether the viewer may open this client's records (an administrator, or one of the client's coaches). */
  canOpen: (client: ClientListItem) => boolean;
  /** Edit and assignments, for those who may. */
  renderActions?: (client: ClientListItem) => ReactNode;
  /** A checkbox per row and one for the page (administrators' bulk actions). */
  selection?: RowSelection;
}

const COLUMNS = [
  { field: 'business_name', label: 'Business and owner' },
  { field: 'city', label: 'City and region' },
  { field: 'coaches', label: 'Coaches' },
  { field: 'last_activity', label: 'Last activity' },
] as const;
const SORTABLE = new Set<string>(['business_name', 'city', 'last_activity']);

/**
 * The listing on a wide screen: one row per client, sortable by business, city and
 * last activity here (every order in Sort by). A row the viewer may not open has no links.
 */
export function ClientTable({ clients, sort, onSort, canOpen, renderActions, selection }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Clients">
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selection.page === 'all'}
                  indeterminate={selection.page === 'some'}
                  onChange={selection.togglePage}
                  slotProps={{ input: { 'aria-label': 'Select every client on this page' } }}
                />
              </TableCell>
            )}
            {COLUMNS.map((col) => {
              const direction = sortDirectionOf(sort, col.field);
              if (!SORTABLE.has(col.field))
                return (
                  <TableCell key={col.field} component="th" scope="col">
                    {col.label}
                  </TableCell>
                );
              return (
                <TableCell key={col.field} component="th" scope="col" sortDirection={direction} sx={{ whiteSpace: 'nowrap' }}>
                  <TableSortLabel active={direction !== false} direction={direction || 'asc'} onClick={() => onSort(col.field)}>
                    {col.label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
            <TableCell component="th" scope="col">
              Open
            </TableCell>
            {renderActions && (
              <TableCell component="th" scope="col">
                Manage
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => (
            <TableRow key={client.id} data-testid="client-row" selected={selection?.isSelected(client.id)}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.isSelected(client.id)}
                    onChange={() => selection.toggle(client.id)}
                    slotProps={{ input: { 'aria-label': `Select ${fullName(client)}` } }}
                  />
                </TableCell>
              )}
              <TableCell component="th" scope="row">
                <Typography sx={{ fontWeight: 600 }}>
                  <ClientName client={client} canOpen={canOpen(client)} />
                </Typography>
                {client.business_name && (
                  <Typography variant="body2" color="text.secondary">
                    {fullName(client)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ color: client.city || client.region ? undefined : 'text.secondary' }}>{placeOf(client)}</TableCell>
              <TableCell>
                <Typography variant="body2" color={client.coaches.length ? 'text.primary' : 'text.secondary'}>
                  {coachNames(client)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: client.last_activity ? undefined : 'text.secondary' }}>
                {lastActivityText(client)}
              </TableCell>
              <TableCell>
                {canOpen(client) ? (
                  <ClientLinks client={client} compact />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {NOT_YOURS}
                  </Typography>
                )}
              </TableCell>
              {renderActions && (
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'nowrap' }}>
                    {renderActions(client)}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
