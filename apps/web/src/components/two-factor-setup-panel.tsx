import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { TwoFactorCodeField } from './two-factor-code-field';

interface Props {
  /** The new secret and its QR code (an SVG data URL), shown this once. */
  setup: { secret: string; qr_code: string };
  /** Resolves when the code turned two-factor on; rejects with the message to show. */
  onEnable: (code: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Step 1 of turning two-factor sign-in on: scan the QR code (or type the key), then enter a first code. */
export function TwoFactorSetupPanel({ setup, onEnable, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onEnable(code.replace(/\s+/g, ''));
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'That code did not work. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Set up two-factor sign-in">
      <Typography>
        Scan this QR code with an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).
      </Typography>
      <img src={setup.qr_code} alt="QR code to add this account to an authenticator app" width={200} height={200} />
      <Typography>
        Can’t scan it? Type this key into the app instead:{' '}
        <Box component="code" data-secret={setup.secret} sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all' }}>
          {grouped(setup.secret)}
        </Box>
      </Typography>
      <Alert severity="info">This key is shown only now. Once two-factor sign-in is on, nobody can see it again.</Alert>
      <TwoFactorCodeField value={code} onChange={setCode} error={error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Checking…' : 'Turn on two-factor sign-in'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
