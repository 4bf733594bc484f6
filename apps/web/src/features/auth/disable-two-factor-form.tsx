import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { twoFactorDisableBodySchema, type TwoFactorDisableBody } from '@tc/contract/two-factor';
import type { Session } from '@tc/contract/users';
import { FormTextField } from '../../components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { CurrentPasswordField } from './current-password-form';
import { disableTwoFactor } from './two-factor-settings-thunks';

type Values = { current_password: string; code: string };
const resolver = contractResolver<Values, TwoFactorDisableBody>(twoFactorDisableBodySchema, (v) => ({
  current_password: v.current_password,
  code: v.code.trim(),
}));

/** Turning two-factor sign-in off takes the password and a code (from the app, or a recovery code); other sessions end. */
export function DisableTwoFactorForm({ onDone, onCancel }: { onDone: (session: Session) => void; onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const { control, formError, busy, submitWith } = useContractForm<Values, TwoFactorDisableBody>({
    defaultValues: { current_password: '', code: '' },
    resolver,
    invalidMessage: 'Enter your password and a code from your authenticator app.',
    // The server's words above the form too (a wrong password or code), as well as under the field.
    failureMessage: ({ failure }) => failure.message ?? 'Two-factor sign-in could not be turned off.',
  });
  const submit = submitWith(
    (body) => dispatch(disableTwoFactor(body)).unwrap(),
    (answer) => onDone(answer.session),
  );

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate aria-label="Turn off two-factor sign-in">
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <CurrentPasswordField control={control} />
      <FormTextField
        control={control}
        name="code"
        label="Code from your authenticator app, or a recovery code"
        autoComplete="one-time-code"
        required
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {busy ? 'Turning off…' : 'Turn off'}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
