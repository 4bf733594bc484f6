import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { TwoFactorCodeField } from '../../components/two-factor-code-field';
import { useAppDispatch } from '../../lib/store-hooks';
import { loginWithCode } from './two-factor-thunks';

interface Props {
  challenge: string;
  onSignedIn: () => void;
  onBack: () => void;
}

/** The second step of a two-factor sign-in: a code from the app, or one of the recovery codes. */
export function LoginCodeStep({ challenge, onSignedIn, onBack }: Props) {
  const dispatch = useAppDispatch();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(useRecovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your authenticator app');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await dispatch(loginWithCode(useRecovery ? { challenge, recovery_code: typed } : { challenge, code: typed })).unwrap();
      onSignedIn();
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'That code did not work. Please try again.');
      setBusy(false);
    }
  }

  function switchMode() {
    setUseRecovery((r) => !r);
    setValue('');
    setError(null);
  }

  return (
    <Stack component="form" onSubmit={submit} spacing={2} noValidate aria-label="Two-factor sign-in">
      <Typography>
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and enter the code it shows for this account.'}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {useRecovery ? (
        <TextField
          label="Recovery code"
          name="recovery_code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          required
          fullWidth
          autoFocus
        />
      ) : (
        <TwoFactorCodeField value={value} onChange={setValue} autoFocus />
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button onClick={switchMode}>{useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}</Button>
        <Button onClick={onBack}>Start again</Button>
      </Stack>
    </Stack>
  );
}
