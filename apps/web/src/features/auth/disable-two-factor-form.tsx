import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Session } from '@tc/contract/users';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { disableTwoFactor } from './two-factor-settings-thunks';

/** Turning two-factor sign-in off takes the password and a code (from the app, or a recovery code); other sessions end. */
export function DisableTwoFactorForm({ onDone, onCancel }: { onDone: (session: Session) => void; onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !code.trim()) {
      setError('Enter your password and a code from your authenticator app.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await dispatch(disableTwoFactor({ current_password: password, code: code.trim() })).unwrap();
      onDone(answer.session);
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'Two-factor sign-in could not be turned off.');
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Turn off two-factor sign-in">
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
      />
      <TextField
        label="Code from your authenticator app, or a recovery code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {busy ? 'Turning off…' : 'Turn off'}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
