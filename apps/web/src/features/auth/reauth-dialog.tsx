import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { whenPasswordNeeded } from '../../api/session-renewal';
import { TwoFactorCodeField } from '../../components/two-factor-code-field';
import { useAppDispatch } from '../../lib/store-hooks';
import { selectAuth } from './auth-slice';
import { signInAgain } from './auth-thunks';
import { sessionDeclined } from './session-elsewhere';
import { loginWithCode } from './two-factor-thunks';

/**
 * Mounted once in the private area (docs/architecture.md#the-web-app): when a save meets an
 * ended session, this asks for the password of the person signed in, signs
 * them in again (with a code from their app when two-factor sign-in is on)
 * and lets the save go through (api/session-renewal). Cancel lets the save
 * fail; the form keeps what was typed, and the header says signed out.
 */
export function ReauthDialog() {
  const dispatch = useAppDispatch();
  const username = useSelector(selectAuth).user?.username ?? null;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  /** Set once the password was right for a two-factor account: the code comes next. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = useRef<((renewed: boolean) => void) | null>(null);
  const known = useRef(username);
  const id = useId();

  useEffect(() => {
    known.current = username;
  });

  useEffect(() => {
    const stop = whenPasswordNeeded(() => {
      // Nobody to sign in again as: the session ends as it always did.
      if (!known.current) return Promise.resolve(false);
      setOpen(true);
      return new Promise<boolean>((resolve) => {
        answer.current = resolve;
      });
    });
    return () => {
      stop();
      answer.current?.(false);
      answer.current = null;
    };
  }, []);

  function finish(renewed: boolean) {
    // Declined: the save fails, and the header no longer shows someone the server does not know.
    if (!renewed && answer.current) dispatch(sessionDeclined());
    setOpen(false);
    setPassword('');
    setChallenge(null);
    setCode('');
    setError(null);
    answer.current?.(renewed);
    answer.current = null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !username) return;
    if (challenge === null && !password) return setError('Enter your password');
    if (challenge !== null && !code.trim()) return setError('Enter the 6-digit code from your authenticator app');
    setBusy(true);
    setError(null);
    try {
      if (challenge !== null) {
        await dispatch(loginWithCode({ challenge, code: code.trim() })).unwrap();
        return finish(true);
      }
      const answer = await dispatch(signInAgain({ username, password })).unwrap();
      if ('token' in answer) finish(true);
      else if ('two_factor_required' in answer) setChallenge(answer.challenge);
      else setError('Your centre now asks you to set up two-factor sign-in. Please sign in again from the sign-in page.');
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'Sign-in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      // Escape is Cancel; a click beside the dialog does nothing (it would drop the save by accident).
      onClose={(_, reason) => reason === 'escapeKeyDown' && !busy && finish(false)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Sign in again">
        <DialogTitle id={`${id}-title`}>Your session has ended</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText id={`${id}-text`}>
            {challenge === null
              ? 'Enter your password to continue. What you were saving is kept, and is saved as soon as you have signed in.'
              : 'Your account uses two-factor sign-in: enter the code your authenticator app shows now, and what you were saving is saved.'}
          </DialogContentText>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username ?? ''}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ mt: 1 }}
          />
          {challenge === null ? (
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              autoFocus
            />
          ) : (
            <TwoFactorCodeField value={code} onChange={setCode} autoFocus />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => finish(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
