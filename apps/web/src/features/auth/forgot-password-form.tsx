import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@tc/contract/account-links-endpoints';
import { useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { FormSubmitButton } from '@/components/form-submit-button';
import { FormTextField } from '@/components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { requestPasswordReset } from './password-links-thunks';

type Values = { email: string };
const contract = contractResolver<Values, ForgotPasswordBody>(forgotPasswordBodySchema, (v) => ({ email: v.email.trim() }));
/** Nothing typed asks for the address; anything typed is the contract's to judge. */
const resolver: Resolver<Values, unknown, ForgotPasswordBody> = (values, context, options) =>
  values.email.trim()
    ? contract(values, context, options)
    : { values: {}, errors: { email: { type: 'required', message: 'Enter your email address' } } };

/** "Forgot password?": an email address in, a link by email out (valid one hour). */
export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState<string | null>(null);
  const {
    form,
    control,
    formError: error,
    busy,
    submitWith,
  } = useContractForm<Values, ForgotPasswordBody>({
    defaultValues: { email: '' },
    resolver,
    // The server's words above the form; a field found wrong says so under itself only.
    failureMessage: ({ failure }) => failure.message ?? null,
    invalidMessage: null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, (name, value) => name === 'email' && form.setValue('email', value, { shouldDirty: true }));
  const onSubmit = submitWith(
    (body) => dispatch(requestPasswordReset(body)).unwrap(),
    (answer) => setSent(answer.message),
  );

  return (
    <Stack
      component="form"
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      spacing={2}
      noValidate
      aria-label="Reset your password"
    >
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
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required fullWidth autoFocus />
      <FormSubmitButton variant="contained" size="large" disabled={busy}>
        {busy ? 'Sending…' : sent ? 'Send another link' : 'Send the link'}
      </FormSubmitButton>
      <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'flex-start' }}>
        Back to sign in
      </Link>
    </Stack>
  );
}
