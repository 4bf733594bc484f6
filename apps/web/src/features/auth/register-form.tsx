import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ALBERTA_REGIONS } from '@tc/contract/regions';
import type { RegisterBody } from '@tc/contract/users';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { FormSubmitButton } from '@/components/form-submit-button';
import type { ApiFailureInfo } from '../../api/api-call';
import { fieldErrorsFromFailure } from '../../lib/field-errors';
import { useAppDispatch } from '../../lib/store-hooks';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { register } from './auth-thunks';
import { emptyRegisterValues, registerFieldLabels, validateRegister, type RegisterValues } from './register-fields';

type Key = keyof RegisterBody;
const REGISTER_KEYS = Object.keys(emptyRegisterValues) as Key[];
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
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Key, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(form, (name, value) => {
    if (Object.hasOwn(inputProps, name)) setValues((current) => ({ ...current, [name]: value }));
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validateRegister(values);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await dispatch(register(checked.body)).unwrap();
      navigate(paths.dashboard);
    } catch (failure) {
      // The server's issues (a password too common, a taken username) go under their fields too.
      setFieldErrors(fieldErrorsFromFailure(failure as ApiFailureInfo, REGISTER_KEYS));
      setError((failure as { message?: string }).message ?? null);
      setBusy(false);
    }
  }

  const field = (key: Key) => (
    <TextField
      label={registerFieldLabels[key]}
      name={key}
      value={values[key]}
      onChange={(e) => {
        const { value } = e.target;
        setValues((current) => ({ ...current, [key]: value }));
      }}
      error={Boolean(fieldErrors[key])}
      helperText={fieldErrors[key] ?? (key === 'password' ? '8 to 128 characters' : undefined)}
      fullWidth
      {...inputProps[key]}
    />
  );

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label="Create an account">
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('firstname')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('lastname')}</Grid>
        <Grid size={12}>{field('business_name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone')}</Grid>
        <Grid size={12}>
          <TextField
            select
            label="Region"
            name="region"
            value={values.region}
            onChange={(e) => {
              const { value } = e.target;
              setValues((current) => ({ ...current, region: value }));
            }}
            fullWidth
          >
            <MenuItem value="">Not sure yet</MenuItem>
            {ALBERTA_REGIONS.map((region) => (
              <MenuItem key={region} value={region}>
                {region}
              </MenuItem>
            ))}
          </TextField>
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
