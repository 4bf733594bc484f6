import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { updateUserBodySchema, type UpdateUserBody, type User } from '@tc/contract/users';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { AccountSection } from './account-section';
import { saveOwnDetails } from './account-thunks';

type Values = { firstname: string; lastname: string; email: string; phone: string; current_password: string };
type Field = keyof Values;

const LABELS: Record<Field, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  current_password: 'Current password',
};

const emailChanged = (email: string, user: User) => email.trim().toLowerCase() !== user.email.toLowerCase();

/** The update's body: the current password goes only with a new email address. */
const detailsResolver = (user: User) =>
  contractResolver<Values, UpdateUserBody>(updateUserBodySchema, (v) => ({
    firstname: v.firstname.trim(),
    lastname: v.lastname.trim(),
    email: v.email.trim(),
    phone: v.phone.trim() || null,
    ...(emailChanged(v.email, user) ? { current_password: v.current_password } : {}),
  }));

/** The signed-in person's own name, email and phone; a new email address needs the current password. */
export function ContactDetailsSection({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const dispatch = useAppDispatch();
  const [resolver] = useState(() => detailsResolver(user));
  const { form, control, formError, busy, submitWith } = useContractForm<Values, UpdateUserBody>({
    defaultValues: { firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone ?? '', current_password: '' },
    resolver,
  });
  const email = useWatch({ control, name: 'email' });
  const submit = submitWith(
    (data) => dispatch(saveOwnDetails({ id: user.id, data })).unwrap(),
    (saved) => {
      form.setValue('current_password', '');
      onSaved(saved);
    },
  );

  const field = (name: Field, extra: { type?: string; autoComplete: string }) => (
    <FormTextField
      control={control}
      name={name}
      label={LABELS[name]}
      helperText={name === 'current_password' ? 'Needed to change your email address' : undefined}
      required={name !== 'phone'}
      fullWidth
      {...extra}
    />
  );

  return (
    <AccountSection title="Your contact details" intro="How the centre and your coach reach you." onSubmit={(event) => void submit(event)}>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('firstname', { autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('lastname', { autoComplete: 'family-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email', { type: 'email', autoComplete: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone', { type: 'tel', autoComplete: 'tel' })}</Grid>
        {emailChanged(email, user) && (
          <Grid size={{ xs: 12, sm: 6 }}>{field('current_password', { type: 'password', autoComplete: 'current-password' })}</Grid>
        )}
      </Grid>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Saving…' : 'Save my details'}
      </Button>
    </AccountSection>
  );
}
