import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LOCAL_DATE_TIME, type FreeCoach } from '@tc/contract/sessions';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { personName } from './session-labels';
import { formatSessionTime, addMinutes } from './session-time';
import { fetchFreeCoaches } from './sessions-thunks';

interface Props {
  /** Where the search starts: the next whole hour. */
  start: string;
  region: string | null;
  onClose: () => void;
  onSchedule: (coach: FreeCoach, start: string, minutes: number) => void;
}

type Found =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; coaches: FreeCoach[]; start: string; minutes: number };

/** Administrators: the coaches whose hours hold a time and who have no session then, each one click from scheduling. */
export function WhoIsFreeDialog({ start: initialStart, region, onClose, onSchedule }: Props) {
  const dispatch = useAppDispatch();
  const id = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [start, setStart] = useState(initialStart);
  const [minutes, setMinutes] = useState('60');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const minutesValue = Number(minutes);
  const valid = LOCAL_DATE_TIME.test(start) && Number.isInteger(minutesValue) && minutesValue >= 5 && minutesValue <= 1440;

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setFound({ status: 'loading' });
    const answer = await dispatch(fetchFreeCoaches({ start, minutes: minutesValue, ...(region ? { region } : {}) }));
    if (fetchFreeCoaches.fulfilled.match(answer)) setFound({ status: 'ready', coaches: answer.payload, start, minutes: minutesValue });
    else if (!answer.meta.condition && !(answer.meta as { superseded?: boolean }).superseded)
      setFound({ status: 'failed', message: answer.error.message ?? "Couldn't find who is free." });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Who is free</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void find(e)}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'start' }}
        >
          <TextField
            label="When"
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            required
            error={start !== '' && !LOCAL_DATE_TIME.test(start)}
            helperText="Alberta time"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Minutes"
            type="number"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            required
            error={!Number.isInteger(minutesValue) || minutesValue < 5 || minutesValue > 1440}
            slotProps={{ htmlInput: { min: 5, max: 1440, step: 5 } }}
          />
          <Button type="submit" variant="contained" disabled={!valid || found.status === 'loading'} sx={{ mt: 1 }}>
            {found.status === 'loading' ? 'Looking…' : 'Find'}
          </Button>
        </Box>
        {region && <Typography variant="body2">In {region} only (the calendar's region filter).</Typography>}
        {found.status === 'failed' && (
          <Alert severity="error" role="alert">
            {found.message}
          </Alert>
        )}
        {found.status === 'ready' && (
          <Box role="status">
            <Typography sx={{ fontWeight: 600 }}>
              {found.coaches.length === 0
                ? `No coach is free ${formatSessionTime(found.start, addMinutes(found.start, found.minutes))}.`
                : `Free ${formatSessionTime(found.start, addMinutes(found.start, found.minutes))}:`}
            </Typography>
            <List aria-label="Free coaches" disablePadding>
              {found.coaches.map((c) => (
                <ListItem
                  key={c.id}
                  disableGutters
                  sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{personName(c)}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {[c.region ?? 'No region', c.mode === 'visit' ? 'Visit hours' : 'Call hours'].join(' · ')}
                    </Typography>
                  </Box>
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={`Schedule with ${personName(c)}`}
                    onClick={() => onSchedule(c, found.start, found.minutes)}
                  >
                    Schedule
                  </Button>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
