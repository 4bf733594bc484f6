import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { User } from '@tc/contract/users';
import { useState } from 'react';
import { runSave, type FieldErrors } from '../../lib/field-errors';
import { useAppDispatch } from '../../lib/store-hooks';
import { AccountSection } from './account-section';
import { changeOwnPassword } from './account-thunks';

const FIELDS = ['current_password', 'password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

export const PASSWORD_HINT =
  'Use at least 8 characters. Avoid common passwords and anything with your name, username or email address in it.';

interface Props {
  user: User;
  /** After the change every session of the account has ended: sign in again with the new password. */
  onChanged: (password: string) => Promise<void>;
}

/** Change your own password: the current one first (wrong guesses count like failed sign-ins). */
export function ChangePasswordSection({ user, onChanged }: Props) {
  const dispatch = useAppDispatch();
  const empty = { current_password: '', password: '', confirm: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const found: FieldErrors<Field> = {};
    if (!values.current_password) found.current_password = 'Enter your current password.';
    if (values.password.length < 8) found.password = 'Use at least 8 characters.';
    if (values.confirm !== values.password) found.confirm = 'The two passwords are not the same.';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    const data = { current_password: values.current_password, password: values.password };
    const outcome = await runSave(() => dispatch(changeOwnPassword({ id: user.id, data })).unwrap(), FIELDS);
    if (outcome.ok) {
      await onChanged(values.password);
      setValues(empty);
    } else {
      setErrors(outcome.errors);
      setFailure(outcome.formError);
    }
    setBusy(false);
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'password' ? PASSWORD_HINT : undefined)}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: 128 } }}
    />
  );

  return (
    <AccountSection title="Change your password" intro="Changing it signs you out on every other device." onSubmit={() => void save()}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
      {field('current_password', 'Current password', 'current-password')}
      {field('password', 'New password', 'new-password')}
      {field('confirm', 'Type the new password again', 'new-password')}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Changing…' : 'Change my password'}
      </Button>
    </AccountSection>
  );
}
