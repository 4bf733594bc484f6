import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { FormSubmitButton } from '@/components/form-submit-button';
import type { ApiFailureInfo } from '../../api/api-call';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { login } from './auth-thunks';
import { PASSWORD_RULES, setPasswordWithLink } from './password-links-thunks';

type Field = 'password' | 'confirm';

/**
 * /set-password?token=… (an invitation) or …&purpose=reset (a password reset), opened
 * from an email: choose a password, then be signed in with it.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = params.get('purpose') === 'reset';
  const title = reset ? 'Choose a new password' : 'Welcome — choose your password';
  usePageMeta(title, 'Choose the password of your coaching account.', { noindex: true });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(form, (name, value) => setValues((v) => ({ ...v, [name === 'new-password' ? 'password' : 'confirm']: value })));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (values.password.length < 8) found.password = 'Use at least 8 characters.';
    if (values.confirm !== values.password) found.confirm = 'The two passwords are not the same.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    let username: string;
    try {
      ({ username } = await dispatch(setPasswordWithLink({ token, password: values.password })).unwrap());
    } catch (error) {
      const info = error as ApiFailureInfo;
      const onPassword = info.issues?.find((i) => i.path[0] === 'password');
      if (onPassword) setErrors({ password: onPassword.message });
      else setFailure(info.message);
      setBusy(false);
      return;
    }
    // Signing in may ask for more than the password (a two-factor code): the sign-in page does the rest.
    const answer = await dispatch(login({ username, password: values.password }))
      .unwrap()
      .catch(() => null);
    if (answer && 'token' in answer) navigate(paths.clientListing, { replace: true });
    else navigate(paths.login, { replace: true, state: { notice: `Your password is set. Sign in as ${username} with it.` } });
  }

  const field = (name: Field, label: string, autoFocus = false) => (
    <TextField
      label={label}
      name={name === 'password' ? 'new-password' : 'confirm-password'}
      type="password"
      autoComplete="new-password"
      value={values[name]}
      onChange={(e) => {
        const { value } = e.target;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'password' ? PASSWORD_RULES : undefined)}
      required
      fullWidth
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { maxLength: 128 } }}
    />
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {token ? (
          <Stack component="form" ref={form} onSubmit={onSubmit} spacing={2} noValidate aria-label={title}>
            <Typography variant="body1">
              {reset
                ? 'Choose a new password for your account. Once it is set, you are signed out everywhere else.'
                : 'Your account is ready. Choose the password you will sign in with.'}
            </Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}{' '}
                <Link component={RouterLink} to={paths.forgotPassword}>
                  Ask for a new link
                </Link>
              </Alert>
            )}
            {field('password', 'New password', true)}
            {field('confirm', 'Type the new password again')}
            <FormSubmitButton variant="contained" size="large" disabled={busy}>
              {busy ? 'Saving…' : 'Set my password'}
            </FormSubmitButton>
          </Stack>
        ) : (
          <Alert severity="error">
            This link is incomplete: open it again from the email, or{' '}
            <Link component={RouterLink} to={paths.forgotPassword}>
              ask for a new link
            </Link>
            .
          </Alert>
        )}
      </Paper>
    </Container>
  );
}
