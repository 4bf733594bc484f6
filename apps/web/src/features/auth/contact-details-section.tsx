import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { User } from '@tc/contract/users';
import { useState } from 'react';
import { runSave, type FieldErrors } from '../../lib/field-errors';
import { useAppDispatch } from '../../lib/store-hooks';
import { AccountSection } from './account-section';
import { saveOwnDetails } from './account-thunks';

const FIELDS = ['firstname', 'lastname', 'email', 'phone', 'current_password'] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  current_password: 'Current password',
};

/** The signed-in person's own name, email and phone; a new email address needs the current password. */
export function ContactDetailsSection({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const dispatch = useAppDispatch();
  const initial = { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone ?? '', current_password: '' };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  async function save() {
    setBusy(true);
    setFailure(null);
    const data = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      ...(emailChanged ? { current_password: values.current_password } : {}),
    };
    const outcome = await runSave(() => dispatch(saveOwnDetails({ id: user.id, data })).unwrap(), FIELDS);
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setFailure(outcome.formError);
      return;
    }
    setErrors({});
    setValues((v) => ({ ...v, current_password: '' }));
    onSaved(outcome.value);
  }

  const field = (name: Field, extra: { type?: string; autoComplete: string }) => (
    <TextField
      name={name}
      label={LABELS[name]}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'current_password' ? 'Needed to change your email address' : undefined)}
      required={name !== 'phone'}
      fullWidth
      {...extra}
    />
  );

  return (
    <AccountSection title="Your contact details" intro="How the centre and your coach reach you." onSubmit={() => void save()}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('firstname', { autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('lastname', { autoComplete: 'family-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email', { type: 'email', autoComplete: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone', { type: 'tel', autoComplete: 'tel' })}</Grid>
        {emailChanged && (
          <Grid size={{ xs: 12, sm: 6 }}>{field('current_password', { type: 'password', autoComplete: 'current-password' })}</Grid>
        )}
      </Grid>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Saving…' : 'Save my details'}
      </Button>
    </AccountSection>
  );
}
