import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginTwoFactorBodySchema, type LoginTwoFactorBody } from '@tc/contract/two-factor';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { TwoFactorCodeField } from '../../components/two-factor-code-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { loginWithCode } from './two-factor-thunks';

type Values = { code: string; recovery_code: string };
type Context = { challenge: string };
// The contract's two ways to finish a sign-in: a code of the app, or a recovery code.
const [byCode, byRecovery] = loginTwoFactorBodySchema.options;
const codeResolver = contractResolver<Values, LoginTwoFactorBody, Context>(byCode, (v, { challenge }) => ({
  challenge,
  code: v.code.trim(),
}));
const recoveryResolver = contractResolver<Values, LoginTwoFactorBody, Context>(byRecovery, (v, { challenge }) => ({
  challenge,
  recovery_code: v.recovery_code.trim(),
}));

interface Props {
  challenge: string;
  onSignedIn: () => void;
  onBack: () => void;
}

/** The second step of a two-factor sign-in: a code from the app, or one of the recovery codes. */
export function LoginCodeStep({ challenge, onSignedIn, onBack }: Props) {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    // A new form for each way: switching clears what was typed and said.
    <CodeForm key={String(useRecovery)} challenge={challenge} useRecovery={useRecovery} onSignedIn={onSignedIn}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button onClick={() => setUseRecovery((r) => !r)}>
          {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
        </Button>
        <Button onClick={onBack}>Start again</Button>
      </Stack>
    </CodeForm>
  );
}

interface FormProps {
  challenge: string;
  useRecovery: boolean;
  onSignedIn: () => void;
  /** The buttons below the form's own (another way, start again). */
  children: ReactNode;
}

function CodeForm({ challenge, useRecovery, onSignedIn, children }: FormProps) {
  const dispatch = useAppDispatch();
  const { control, formError, busy, submitWith } = useContractForm<Values, LoginTwoFactorBody, Context>({
    defaultValues: { code: '', recovery_code: '' },
    resolver: useRecovery ? recoveryResolver : codeResolver,
    context: { challenge },
    invalidMessage: useRecovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your authenticator app',
    failureMessage: ({ failure }) => failure.message ?? 'That code did not work. Please try again.',
  });
  const submit = submitWith((body) => dispatch(loginWithCode(body)).unwrap(), onSignedIn);

  return (
    <Stack component="form" onSubmit={(event) => void submit(event)} spacing={2} noValidate aria-label="Two-factor sign-in">
      <Typography>
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and enter the code it shows for this account.'}
      </Typography>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {useRecovery ? (
        <FormTextField control={control} name="recovery_code" label="Recovery code" autoComplete="off" required fullWidth autoFocus />
      ) : (
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <TwoFactorCodeField value={field.value} onChange={field.onChange} error={fieldState.error?.message} autoFocus />
          )}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </Button>
      {children}
    </Stack>
  );
}
