import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_SOURCE_LABELS,
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationStatus,
  BUSINESS_TYPE_LABELS,
} from '@tc/contract/applications';
import { formatMomentDate } from '../../lib/calendar-date';

/** Each status its own look, in colours that keep the label readable (WCAG contrast). */
const STATUS_LOOKS: Record<ApplicationStatus, { color: 'primary' | 'success' | 'default'; variant: 'filled' | 'outlined' }> = {
  new: { color: 'primary', variant: 'filled' },
  contacted: { color: 'primary', variant: 'outlined' },
  enrolled: { color: 'success', variant: 'filled' },
  declined: { color: 'default', variant: 'outlined' },
};

export function StatusChip({ status }: { status: ApplicationStatus }) {
  return <Chip size="small" label={APPLICATION_STATUS_LABELS[status]} {...STATUS_LOOKS[status]} />;
}

export const applicantName = (a: Pick<Application, 'firstname' | 'lastname'>) => `${a.firstname} ${a.lastname}`;

/** "Calgary, Calgary Region"; a registration may give a region only, or neither. */
export const placeOf = (a: Pick<Application, 'city' | 'region'>) => [a.city, a.region].filter(Boolean).join(', ');

/** The queue: one card per application, newest first, each opening its details. */
export function ApplicationList({ rows, onOpen }: { rows: Application[]; onOpen: (a: Application) => void }) {
  return (
    <Box component="ul" aria-label="Applications" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((a) => (
        <Paper
          component="li"
          key={a.id}
          variant="outlined"
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
        >
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              {applicantName(a)}
              <StatusChip status={a.status} />
              {a.source === 'registration' && <Chip size="small" variant="outlined" label={APPLICATION_SOURCE_LABELS.registration} />}
            </Typography>
            <Typography variant="body2">
              {[a.business_name, a.business_type && BUSINESS_TYPE_LABELS[a.business_type]].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[placeOf(a), `${a.source === 'registration' ? 'registered' : 'applied'} ${formatMomentDate(a.createdAt)}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Button variant="outlined" onClick={() => onOpen(a)} aria-label={`Open the application of ${applicantName(a)}`}>
            Open
          </Button>
        </Paper>
      ))}
    </Box>
  );
}
