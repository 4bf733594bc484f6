import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { CoachOption } from '../../lib/use-coach-options';
import { clientsText } from './bulk-outcome';

interface Props {
  count: number;
  coaches: CoachOption[];
  /** Resolves when assigned; rejects (toasted) to keep the dialog open. */
  onAssign: (coach: CoachOption) => Promise<void>;
  onClose: () => void;
}

/** "Assign coach…" of the bulk actions: one coach for every client selected (those who have them already are skipped). */
export function BulkAssignDialog({ count, coaches, onAssign, onClose }: Props) {
  const [coachId, setCoachId] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const coach = coaches.find((c) => String(c.id) === coachId);

  async function assign() {
    if (!coach) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onAssign(coach);
    } catch {
      // Toasted by the thunk: the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Assign a coach to {clientsText(count)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The coach and each client are told by email. Clients who already have this coach are left as they are; their other coaches stay.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Coach"
          value={coachId}
          onChange={(e) => {
            setCoachId(e.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? 'Choose the coach to assign' : ' '}
          autoFocus
        >
          {coaches.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void assign()} disabled={busy}>
          {busy ? 'Assigning…' : 'Assign coach'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
