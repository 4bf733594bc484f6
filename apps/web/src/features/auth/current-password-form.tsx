import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

interface Props {
  /** Resolves when the password opened the set-up; rejects with the message to show. */
  onContinue: (password: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The first step of turning two-factor sign-in on: the current password, so a session alone cannot do it. */
export function CurrentPasswordForm({ onContinue, onCancel }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter your current password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onContinue(password);
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'Two-factor set-up could not start.');
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Confirm it is you">
      <Typography>
        Enter your current password to set up two-factor sign-in. Your other sessions will be signed out once it is on.
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Current password"
        type="password"
        name="current_password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Checking…' : 'Continue'}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
