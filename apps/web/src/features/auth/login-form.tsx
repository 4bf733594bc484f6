import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { FormSubmitButton } from '@/components/form-submit-button';
import { returnPathOf } from '../../lib/return-to';
import { useAppDispatch } from '../../lib/store-hooks';
import type { ApiFailureInfo } from '../../api/api-call';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { login, requestUnlockLink } from './auth-thunks';
import { LoginCodeStep } from './login-code-step';
import { LoginSetupStep } from './login-setup-step';

/** After the password: a code for a person with two-factor on, or the set-up the centre requires of staff. */
type NextStep = { kind: 'code' | 'setup'; challenge: string } | null;

/** Where signing in leads: back to the page the visitor was sent here from (one of this site's), else /clientlisting (product specification section 2). */
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
  // An unlock link mailed to the account opens this page with its token: the password then signs in from here.
  const [params] = useSearchParams();
  const unlockToken = params.get('unlock') ?? undefined;
  // Sign-in refused (429): the owner may add a code of their authenticator app, or ask for an unlock link.
  const [paused, setPaused] = useState(false);
  const [code, setCode] = useState('');
  const [unlockNotice, setUnlockNotice] = useState<string | null>(null);

  async function askUnlockLink() {
    if (!username.trim()) {
      setMissing({ username: true, password: false });
      return;
    }
    try {
      setUnlockNotice((await dispatch(requestUnlockLink({ username: username.trim() })).unwrap()).message);
    } catch (failure) {
      setUnlockNotice((failure as ApiFailureInfo).message);
    }
  }
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(form, (name, value) => {
    if (name === 'password') setPassword(value);
    else if (name === 'username') setUsername(value);
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const empty = { username: !username.trim(), password: !password };
    setMissing(empty);
    if (empty.username || empty.password) return;
    setBusy(true);
    setError(null);
    const proof = { ...(unlockToken ? { unlock_token: unlockToken } : {}), ...(paused && code.trim() ? { code: code.trim() } : {}) };
    try {
      const answer = await dispatch(login({ username: username.trim(), password, ...proof })).unwrap();
      if ('two_factor_required' in answer || 'two_factor_setup_required' in answer) {
        setNext({ kind: 'two_factor_required' in answer ? 'code' : 'setup', challenge: answer.challenge });
        setPassword('');
        setBusy(false);
        return;
      }
      navigate(landingAfterSignIn(location.state));
    } catch (failure) {
      const { message, status } = failure as Partial<ApiFailureInfo>;
      setError(message ?? null);
      if (status === 429) setPaused(true);
      setBusy(false);
    }
  }

  if (next) {
    const Step = next.kind === 'code' ? LoginCodeStep : LoginSetupStep;
    return <Step challenge={next.challenge} onSignedIn={() => navigate(landingAfterSignIn(location.state))} onBack={() => setNext(null)} />;
  }

  return (
    <Stack component="form" ref={form} onSubmit={onSubmit} spacing={2} noValidate aria-label="Sign in">
      {unlockToken && (
        <Alert severity="info" role="note">
          Sign in with your username and password: this link lets you in from this network, once.
        </Alert>
      )}
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
      {paused && (
        <TextField
          label="Code from your authenticator app (if you use two-factor sign-in)"
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
      )}
      <FormSubmitButton variant="contained" size="large" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </FormSubmitButton>
      {paused && !unlockToken && (
        <Button variant="outlined" onClick={() => void askUnlockLink()}>
          Email me an unlock link
        </Button>
      )}
      {unlockNotice && (
        <Alert severity="info" role="status">
          {unlockNotice}
        </Alert>
      )}
    </Stack>
  );
}
