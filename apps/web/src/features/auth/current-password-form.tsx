import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { twoFactorSetupBodySchema, type TwoFactorSetupBody } from '@tc/contract/two-factor';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';

/** The signed-in person's password, asked before anything changes how the account signs in. */
export function CurrentPasswordField<V extends FieldValues & { current_password: string }>({
  control,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any body the form submits
  control: Control<V, any, any>;
}) {
  return (
    <FormTextField
      control={control}
      name={'current_password' as Path<V>}
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

type Values = { current_password: string };
const resolver = contractResolver<Values, TwoFactorSetupBody>(twoFactorSetupBodySchema, (v) => ({ current_password: v.current_password }));

interface Props {
  /** Resolves when the password opened the set-up; rejects with the API's failure. */
  onContinue: (password: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The first step of turning two-factor sign-in on: the current password, so a session alone cannot do it. */
export function CurrentPasswordForm({ onContinue, onCancel }: Props) {
  const { control, formError, busy, submitWith } = useContractForm<Values, TwoFactorSetupBody>({
    defaultValues: { current_password: '' },
    resolver,
    invalidMessage: 'Enter your current password.',
    // The server's words above the form too (a wrong password), as well as under the field.
    failureMessage: ({ failure }) => failure.message ?? 'Two-factor set-up could not start.',
  });
  const submit = submitWith(
    (body) => onContinue(body.current_password ?? ''),
    () => undefined,
  );

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate aria-label="Confirm it is you">
      <Typography>
        Enter your current password to set up two-factor sign-in. Your other sessions will be signed out once it is on.
      </Typography>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <CurrentPasswordField control={control} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Checking…' : 'Continue'}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
