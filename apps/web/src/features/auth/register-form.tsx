import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { ALBERTA_REGIONS } from '@tc/contract/regions';
import type { RegisterBody } from '@tc/contract/users';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { FormSubmitButton } from '@/components/form-submit-button';
import { FormTextField } from '@/components/form-text-field';
import { useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { register } from './auth-thunks';
import { emptyRegisterValues, registerFieldLabels, registerResolver, type RegisterValues } from './register-fields';

type Key = keyof RegisterBody;
const inputProps: Partial<Record<Key, { type?: string; autoComplete: string; required?: boolean }>> = {
  firstname: { autoComplete: 'given-name', required: true },
  lastname: { autoComplete: 'family-name', required: true },
  business_name: { autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'email', required: true },
  phone: { type: 'tel', autoComplete: 'tel' },
  username: { autoComplete: 'username', required: true },
  password: { type: 'password', autoComplete: 'new-password', required: true },
};

export function RegisterForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { form, control, formError, busy, submitWith } = useContractForm<RegisterValues, RegisterBody>({
    defaultValues: emptyRegisterValues,
    resolver: registerResolver,
    // The server's issues (a password too common, a taken username) go under their fields, and its words above them.
    failureMessage: ({ failure }) => failure.message ?? null,
    // A field the browser finds wrong says so under itself only.
    invalidMessage: null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, (name, value) => {
    if (Object.hasOwn(inputProps, name)) form.setValue(name as Key, value, { shouldDirty: true });
  });

  const submit = submitWith(
    (body) => dispatch(register(body)).unwrap(),
    () => navigate(paths.dashboard),
  );

  const field = (key: Key) => (
    <FormTextField
      control={control}
      name={key}
      label={registerFieldLabels[key]}
      helperText={key === 'password' ? '8 to 128 characters' : undefined}
      fullWidth
      {...inputProps[key]}
    />
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Create an account">
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('firstname')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('lastname')}</Grid>
        <Grid size={12}>{field('business_name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone')}</Grid>
        <Grid size={12}>
          <FormTextField control={control} name="region" select label="Region" fullWidth>
            <MenuItem value="">Not sure yet</MenuItem>
            {ALBERTA_REGIONS.map((region) => (
              <MenuItem key={region} value={region}>
                {region}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('username')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('password')}</Grid>
        <Grid size={12}>
          <FormSubmitButton variant="contained" size="large" fullWidth disabled={busy}>
            {busy ? 'Creating your account…' : 'Create account'}
          </FormSubmitButton>
        </Grid>
      </Grid>
    </form>
  );
}
