import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { twoFactorEnableBodySchema, type TwoFactorEnableBody } from '@tc/contract/two-factor';
import { Controller } from 'react-hook-form';
import { contractResolver, useContractForm } from '../lib/contract-form';
import { TwoFactorCodeField } from './two-factor-code-field';

interface Props {
  /** The new secret and its QR code (an SVG data URL), shown this once. */
  setup: { secret: string; qr_code: string };
  /** Resolves when the code turned two-factor on; rejects with the API's failure. */
  onEnable: (code: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

type Values = { code: string };
// The code goes without its spaces, as the server reads it.
const resolver = contractResolver<Values, TwoFactorEnableBody>(twoFactorEnableBodySchema, (v) => ({ code: v.code.replace(/\s+/g, '') }));

/** Step 1 of turning two-factor sign-in on: scan the QR code (or type the key), then enter a first code. */
export function TwoFactorSetupPanel({ setup, onEnable, onCancel }: Props) {
  const { control, formError, busy, submitWith } = useContractForm<Values, TwoFactorEnableBody>({
    defaultValues: { code: '' },
    resolver,
    // The form's one field says it all: a code that is not six digits, or the server's answer.
    invalidMessage: null,
    failureMessage: ({ failure }) => failure.message ?? 'That code did not work. Please try again.',
  });
  const submit = submitWith(
    (body) => onEnable(body.code),
    () => undefined,
  );

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate aria-label="Set up two-factor sign-in">
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
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <TwoFactorCodeField value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? formError} />
        )}
      />
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
