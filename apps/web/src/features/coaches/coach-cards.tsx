import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CoachListItem } from '@tc/contract/users';
import type { ReactNode } from 'react';
import { fullName } from '../../lib/person-name';
import { CoachContact } from './coach-contact';

interface Props {
  coaches: CoachListItem[];
  renderActions?: (coach: CoachListItem) => ReactNode;
}

const clientsText = (n: number) => `${n} ${n === 1 ? 'client' : 'clients'}`;

/** The coaches on a phone or tablet, one card each. */
export function CoachCards({ coaches, renderActions }: Props) {
  return (
    <Box
      component="ul"
      aria-label="Coaches"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {coaches.map((coach) => (
        <Paper component="li" variant="outlined" key={coach.id} data-testid="coach-card" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {fullName(coach)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[coach.region ?? 'No region', coach.city].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ my: 0.5 }}>
            {clientsText(coach.client_count)}
          </Typography>
          <CoachContact coach={coach} />
          {renderActions && <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{renderActions(coach)}</Box>}
        </Paper>
      ))}
    </Box>
  );
}
