import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClientListItem } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { fullName } from '../../lib/person-name';
import { ClientLinks, coachNames, placeOf } from './client-links';

interface Props {
  clients: ClientListItem[];
  renderActions?: (client: ClientListItem) => ReactNode;
}

/** The listing on a phone or tablet: one card per client, nothing wider than the screen. */
export function ClientCards({ clients, renderActions }: Props) {
  return (
    <Box
      component="ul"
      aria-label="Clients"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {clients.map((client) => (
        <Paper component="li" variant="outlined" key={client.id} data-testid="client-card" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {client.business_name ?? fullName(client)}
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
          <Box sx={{ mt: 1.5 }}>
            <ClientLinks client={client} />
          </Box>
          {renderActions && <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{renderActions(client)}</Box>}
        </Paper>
      ))}
    </Box>
  );
}
