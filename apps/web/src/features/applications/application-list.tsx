import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APPLICATION_STATUS_LABELS, type Application, type ApplicationStatus, BUSINESS_TYPE_LABELS } from '@tc/contract/applications';
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
            </Typography>
            <Typography variant="body2">{[a.business_name, BUSINESS_TYPE_LABELS[a.business_type]].filter(Boolean).join(' · ')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`${a.city}, ${a.region} · applied ${formatMomentDate(a.createdAt)}`}
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
