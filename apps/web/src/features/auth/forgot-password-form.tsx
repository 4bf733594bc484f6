import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { FormSubmitButton } from '@/components/form-submit-button';
import { useAppDispatch } from '../../lib/store-hooks';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { requestPasswordReset } from './password-links-thunks';

/** "Forgot password?": an email address in, a link by email out (valid one hour). */
export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(form, (name, value) => name === 'email' && setEmail(value));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(!email.trim());
    if (!email.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setSent((await dispatch(requestPasswordReset({ email: email.trim() })).unwrap()).message);
    } catch (failure) {
      setError((failure as { message?: string }).message ?? null);
    }
    setBusy(false);
  }

  return (
    <Stack component="form" ref={form} onSubmit={onSubmit} spacing={2} noValidate aria-label="Reset your password">
      <Typography variant="body1">Enter the email address of your account. We&apos;ll send you a link to choose a new password.</Typography>
      {sent && (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={missing}
        helperText={missing ? 'Enter your email address' : undefined}
        required
        fullWidth
        autoFocus
      />
      <FormSubmitButton variant="contained" size="large" disabled={busy}>
        {busy ? 'Sending…' : sent ? 'Send another link' : 'Send the link'}
      </FormSubmitButton>
      <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'flex-start' }}>
        Back to sign in
      </Link>
    </Stack>
  );
}
