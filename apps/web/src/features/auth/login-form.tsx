import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useAppDispatch } from '../../lib/store-hooks';
import { useHydrated } from '../../lib/use-hydrated';
import { login } from './auth-thunks';

export function LoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState({ username: false, password: false });
  // Sent rendered from the server, the form takes input and submits once it works: nothing typed
  // before is lost, and it never submits itself natively (the password in the address).
  const hydrated = useHydrated();
  const locked = { htmlInput: { readOnly: !hydrated } };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const empty = { username: !username.trim(), password: !password };
    setMissing(empty);
    if (empty.username || empty.password) return;
    setBusy(true);
    setError(null);
    try {
      await dispatch(login({ username: username.trim(), password })).unwrap();
      navigate(paths.clientListing);
    } catch (failure) {
      setError((failure as { message?: string }).message ?? null);
      setBusy(false);
    }
  }

  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2} noValidate aria-label="Sign in">
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={missing.username}
        helperText={missing.username ? 'Enter your username' : undefined}
        required
        fullWidth
        autoFocus
        slotProps={locked}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={missing.password}
        helperText={missing.password ? 'Enter your password' : undefined}
        required
        fullWidth
        slotProps={locked}
      />
      <Button type={hydrated ? 'submit' : 'button'} variant="contained" size="large" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </Stack>
  );
}
