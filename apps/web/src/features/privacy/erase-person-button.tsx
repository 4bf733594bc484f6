import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ApiFailureInfo } from '../../api/api-call';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { erasePerson } from './privacy-thunks';

interface Person {
  id: number;
  firstname: string;
  lastname: string;
  erasedAt?: string | null;
}

interface Props {
  person: Person;
  role: 'client' | 'coach';
  /** After the erasure is stored: a list shows the new name. */
  onErased?: () => void;
  /** The button's text: "Erase…" in a list's row, "Erase this person…" on a profile. */
  label?: string;
}

const DEFAULT_LABEL = 'Erase this person…';

const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * An administrator erases a person on request (docs/decisions/035-erasure.md), asked twice: first what goes and
 * what stays, then the person's name typed. The server checks the name again and refuses what is not its to erase.
 */
export function ErasePersonButton({ person, role, onErased, label = DEFAULT_LABEL }: Props) {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<'closed' | 'explain' | 'confirm'>('closed');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = fullName(person);
  const titleId = useId();
  const textId = useId();
  if (person.erasedAt) return null;

  const close = () => {
    if (busy) return;
    setStep('closed');
    setTyped('');
    setFailure(null);
  };

  async function erase() {
    setBusy(true);
    setFailure(null);
    try {
      await dispatch(erasePerson({ id: person.id, confirm: typed })).unwrap();
      setBusy(false);
      setStep('closed');
      setTyped('');
      onErased?.();
    } catch (error) {
      setBusy(false);
      setFailure((error as ApiFailureInfo).message);
    }
  }

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setStep('explain')}
        aria-haspopup="dialog"
        // In a list, each row's button says whom it erases.
        aria-label={label === DEFAULT_LABEL ? undefined : `Erase ${name}…`}
      >
        {label}
      </Button>
      <Dialog open={step === 'explain'} onClose={close} aria-labelledby={titleId} aria-describedby={textId} role="alertdialog">
        <DialogTitle id={titleId}>Erase {name}?</DialogTitle>
        <DialogContent id={textId}>
          <Typography gutterBottom>Do this only when {name} has asked the centre to erase their personal information.</Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
            What goes, for good
          </Typography>
          <Typography component="ul" sx={{ mt: 0 }}>
            <li>Their name, username, email, phone, address and business name</li>
            <li>
              {role === 'client'
                ? 'The text of their plans, steps, diary, sessions and milestones, their conversation and their files'
                : 'The messages they wrote and their files'}
            </li>
            <li>Their sign-in, two-factor set-up and calendar feed; their applications' text</li>
            <li>Every copy of these in the audit trail and in mail</li>
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            What stays
          </Typography>
          <Typography component="ul" sx={{ mt: 0 }}>
            <li>
              Hours, dates and counts for the funders' reports, under the name “Erased {role} #{person.id}”
            </li>
            <li>Their region, and an audit entry saying who erased them and when</li>
          </Typography>
          <Alert severity="warning">This cannot be undone.</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => setStep('confirm')}>
            Continue…
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={step === 'confirm'} onClose={close} aria-labelledby={`${titleId}-2`} role="alertdialog">
        <DialogTitle id={`${titleId}-2`}>Type {name} to erase them</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>To be sure it is the right person, type their full name as it is written here.</Typography>
          <TextField
            label="Full name"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            fullWidth
            autoFocus
            autoComplete="off"
            margin="dense"
            disabled={busy}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color="error" variant="contained" disabled={busy || !same(typed, name)} onClick={() => void erase()}>
            {busy ? 'Erasing…' : 'Erase for good'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
