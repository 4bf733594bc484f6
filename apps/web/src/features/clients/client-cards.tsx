import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClientListItem } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { fullName } from '../../lib/person-name';
import { ClientLinks, ClientName, coachNames, lastActivityText, NOT_YOURS, placeOf } from './client-links';
import type { RowSelection } from './use-client-selection';

interface Props {
  clients: ClientListItem[];
  /** Whether the viewer may open this client's records; a card they may not has no links. */
  canOpen: (client: ClientListItem) => boolean;
  /** The staff listing: names link to profiles, and each card tells the last activity (a client's own card does neither). */
  staff?: boolean;
  renderActions?: (client: ClientListItem) => ReactNode;
  /** A checkbox per card (administrators' bulk actions; the page's own is in the bulk bar). */
  selection?: RowSelection;
}

/** The listing on a phone or tablet: one card per client, nothing wider than the screen. */
export function ClientCards({ clients, canOpen, staff = false, renderActions, selection }: Props) {
  return (
    <Box
      component="ul"
      aria-label="Clients"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {clients.map((client) => (
        <Paper component="li" variant="outlined" key={client.id} data-testid="client-card" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            <ClientName client={client} canOpen={staff && canOpen(client)} />
          </Typography>
          {client.business_name && <Typography>{fullName(client)}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {placeOf(client)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Coaches:
            </Box>{' '}
            {coachNames(client)}
          </Typography>
          {staff && (
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>
                Last activity:
              </Box>{' '}
              {lastActivityText(client)}
            </Typography>
          )}
          <Box sx={{ mt: 1.5 }}>
            {canOpen(client) ? (
              <ClientLinks client={client} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {NOT_YOURS}
              </Typography>
            )}
          </Box>
          {renderActions && <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{renderActions(client)}</Box>}
          {selection && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={selection.isSelected(client.id)} onChange={() => selection.toggle(client.id)} />}
              label={`Select ${fullName(client)}`}
            />
          )}
        </Paper>
      ))}
    </Box>
  );
}
