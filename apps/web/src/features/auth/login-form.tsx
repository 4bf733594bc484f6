import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { FormSubmitButton } from '@/components/form-submit-button';
import { returnPathOf } from '../../lib/return-to';
import { useAppDispatch } from '../../lib/store-hooks';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { login } from './auth-thunks';
import { LoginCodeStep } from './login-code-step';
import { LoginSetupStep } from './login-setup-step';

/** After the password: a code for a person with two-factor on, or the set-up the centre requires of staff. */
type NextStep = { kind: 'code' | 'setup'; challenge: string } | null;

/** Where signing in leads: back to the page the visitor was sent here from (one of this site's), else /clientlisting (spec section 2). */
function landingAfterSignIn(state: unknown): string {
  const back = returnPathOf(state);
  return back && back !== paths.login && !back.startsWith(`${paths.login}?`) ? back : paths.clientListing;
}

export function LoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState({ username: false, password: false });
  const [next, setNext] = useState<NextStep>(null);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(form, (name, value) => (name === 'password' ? setPassword : setUsername)(value));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const empty = { username: !username.trim(), password: !password };
    setMissing(empty);
    if (empty.username || empty.password) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await dispatch(login({ username: username.trim(), password })).unwrap();
      if ('two_factor_required' in answer || 'two_factor_setup_required' in answer) {
        setNext({ kind: 'two_factor_required' in answer ? 'code' : 'setup', challenge: answer.challenge });
        setPassword('');
        setBusy(false);
        return;
      }
      navigate(landingAfterSignIn(location.state));
    } catch (failure) {
      setError((failure as { message?: string }).message ?? null);
      setBusy(false);
    }
  }

  if (next) {
    const Step = next.kind === 'code' ? LoginCodeStep : LoginSetupStep;
    return <Step challenge={next.challenge} onSignedIn={() => navigate(landingAfterSignIn(location.state))} onBack={() => setNext(null)} />;
  }

  return (
    <Stack component="form" ref={form} onSubmit={onSubmit} spacing={2} noValidate aria-label="Sign in">
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
      />
      <FormSubmitButton variant="contained" size="large" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </FormSubmitButton>
    </Stack>
  );
}
