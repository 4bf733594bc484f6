import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Application } from '@tc/contract/applications';
import type { SuggestedCoach } from '@tc/contract/handoffs';
import { useId, useState } from 'react';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import { applicantName } from './application-list';
import { fetchSuggestedCoaches } from './applications-thunks';

const NO_COACH = 'none';
const clients = (n: number) => (n === 1 ? '1 client' : `${n} clients`);
const coachName = (c: SuggestedCoach) => `${c.firstname} ${c.lastname}`;

interface Props {
  application: Application;
  onClose: () => void;
  /** Enrols, with the coach chosen (or none); resolves when done. */
  onEnrol: (coach: SuggestedCoach | null) => Promise<void>;
}

/**
 * Enrolling an application (docs/decisions/028-hand-offs.md): the coaches of the applicant's region are
 * offered, the one with the fewest current clients first and chosen already; the administrator may pick
 * another or none. The coach and the new client are each emailed about the other.
 */
export function EnrolDialog({ application: a, onClose, onEnrol }: Props) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const labelId = useId();
  const textId = useId();
  const name = applicantName(a);
  const coaches = useReadResult(String(a.id), [], () => dispatch(fetchSuggestedCoaches(a.id)));
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = coaches.data ?? [];
  // The first suggestion is chosen until the administrator picks.
  const value = picked ?? (list[0] ? String(list[0].id) : NO_COACH);
  const regional = list.some((c) => a.region !== null && c.region === a.region);

  async function enrol() {
    setBusy(true);
    try {
      await onEnrol(list.find((c) => String(c.id) === value) ?? null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{`Enrol ${name}?`}</DialogTitle>
      <DialogContent>
        <Typography id={textId} sx={{ mb: 2 }}>
          {a.source === 'registration'
            ? `${name} registered their own account: enrolling them makes them a client of the centre.`
            : `This creates a client account for ${name} with the contact, region and business details of the application. ` +
              'They cannot sign in until a password is set for the account.'}
        </Typography>
        {coaches.status === 'failed' ? (
          <Alert severity="warning">We could not load the coaches. You can enrol now and assign a coach from the client’s profile.</Alert>
        ) : coaches.status !== 'ready' ? (
          <SectionSpinner label="Loading the coaches" />
        ) : (
          <FormControl>
            <FormLabel id={labelId}>
              {regional ? `Coach (coaches of ${a.region}, fewest clients first)` : 'Coach (fewest clients first)'}
            </FormLabel>
            <RadioGroup aria-labelledby={labelId} value={value} onChange={(e) => setPicked(e.target.value)}>
              {list.map((c) => (
                <FormControlLabel
                  key={c.id}
                  value={String(c.id)}
                  control={<Radio />}
                  label={`${coachName(c)} · ${[c.region, clients(c.client_count)].filter(Boolean).join(' · ')}`}
                />
              ))}
              <FormControlLabel value={NO_COACH} control={<Radio />} label="No coach yet (assign one later)" />
            </RadioGroup>
            <Typography variant="body2" color="text.secondary">
              The coach and {name} are each emailed about the other.
            </Typography>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={() => void enrol()} disabled={busy || coaches.status === 'loading'} variant="contained">
          {busy ? 'Working…' : 'Enrol'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
