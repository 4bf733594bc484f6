import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { loginTwoFactorBodySchema, type LoginTwoFactorBody } from '@tc/contract/two-factor';
import { loginBodySchema, type LoginBody } from '@tc/contract/users';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { whenPasswordNeeded } from '../../api/session-renewal';
import { FormTextField } from '../../components/form-text-field';
import { TwoFactorCodeField } from '../../components/two-factor-code-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
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
  const answer = useRef<((renewed: boolean) => void) | null>(null);
  const known = useRef(username);

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
    answer.current?.(renewed);
    answer.current = null;
  }

  // Made afresh each time it opens: nothing typed the last time is still there.
  return open && username ? <SignInAgainDialog username={username} onDone={finish} /> : null;
}

type Values = { password: string; code: string };
type Context = { username: string; challenge: string | null };
type Body = LoginBody | LoginTwoFactorBody;
/** The password of the person signed in (the contract's sign-in body), then, for a two-factor account, the app's code. */
const passwordResolver = contractResolver<Values, Body, Context>(loginBodySchema, (v, { username }) => ({
  username,
  password: v.password,
}));
const codeResolver = contractResolver<Values, Body, Context>(loginTwoFactorBodySchema.options[0], (v, { challenge }) => ({
  challenge: challenge ?? '',
  code: v.code.trim(),
}));

const SETUP_NEEDED = 'Your centre now asks you to set up two-factor sign-in. Please sign in again from the sign-in page.';

function SignInAgainDialog({ username, onDone }: { username: string; onDone: (renewed: boolean) => void }) {
  const dispatch = useAppDispatch();
  /** Set once the password was right for a two-factor account: the code comes next. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();
  const { control, formError, busy, submitWith } = useContractForm<Values, Body, Context>({
    defaultValues: { password: '', code: '' },
    resolver: challenge === null ? passwordResolver : codeResolver,
    context: { username, challenge },
    invalidMessage: challenge === null ? 'Enter your password' : 'Enter the 6-digit code from your authenticator app',
    failureMessage: ({ failure }) => failure.message ?? 'Sign-in failed. Please try again.',
    // Signing in again saves nothing of the page behind: what was typed there is still waiting for its save.
    forgetUnsaved: false,
  });
  const submit = submitWith(
    (body) => ('challenge' in body ? dispatch(loginWithCode(body)).unwrap() : dispatch(signInAgain(body as LoginBody)).unwrap()),
    (answer) => {
      setNotice(null);
      if ('token' in answer) onDone(true);
      else if ('two_factor_required' in answer) setChallenge(answer.challenge);
      else setNotice(SETUP_NEEDED);
    },
  );
  const error = formError ?? notice;

  return (
    <Dialog
      open
      // Escape is Cancel; a click beside the dialog does nothing (it would drop the save by accident).
      onClose={(_, reason) => reason === 'escapeKeyDown' && !busy && onDone(false)}
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
            value={username}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ mt: 1 }}
          />
          {challenge === null ? (
            <FormTextField
              control={control}
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus
            />
          ) : (
            <Controller
              control={control}
              name="code"
              render={({ field, fieldState }) => (
                <TwoFactorCodeField value={field.value} onChange={field.onChange} error={fieldState.error?.message} autoFocus />
              )}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onDone(false)} disabled={busy}>
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
