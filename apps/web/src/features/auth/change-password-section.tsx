import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PASSWORD_MAX, updateUserBodySchema, type UpdateUserBody, type User } from '@tc/contract/users';
import { FormTextField } from '../../components/form-text-field';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { AccountSection } from './account-section';
import { changeOwnPassword } from './account-thunks';

type Values = { current_password: string; password: string; confirm: string };
type Field = keyof Values;
const empty: Values = { current_password: '', password: '', confirm: '' };

export const PASSWORD_HINT =
  'Use at least 8 characters. Avoid common passwords and anything with your name, username or email address in it.';

/**
 * The body is the update's (the new password's rules are the contract's); the form also asks that the current
 * password is there (the server asks it of people changing their own, not of an administrator) and typed twice alike.
 */
const resolver = contractResolver<Values, UpdateUserBody>(
  updateUserBodySchema,
  (v) => ({ current_password: v.current_password, password: v.password }),
  (v) => ({
    current_password: v.current_password ? undefined : 'Enter your current password.',
    confirm: v.confirm === v.password ? undefined : 'The two passwords are not the same.',
  }),
);

interface Props {
  user: User;
  /** After the change every session of the account has ended: sign in again with the new password. */
  onChanged: (password: string) => Promise<void>;
}

/** Change your own password: the current one first (wrong guesses count like failed sign-ins). */
export function ChangePasswordSection({ user, onChanged }: Props) {
  const dispatch = useAppDispatch();
  const { form, control, formError, busy, submitWith } = useContractForm<Values, UpdateUserBody>({
    defaultValues: empty,
    resolver,
    // A wrong field says so under itself only.
    invalidMessage: null,
  });
  const submit = submitWith(
    (data) => dispatch(changeOwnPassword({ id: user.id, data })).unwrap(),
    async () => {
      await onChanged(form.getValues('password'));
      form.reset(empty);
    },
  );

  const field = (name: Field, label: string, autoComplete: string) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      helperText={name === 'password' ? PASSWORD_HINT : undefined}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
    />
  );

  return (
    <AccountSection
      title="Change your password"
      intro="Changing it signs you out on every other device."
      onSubmit={(event) => void submit(event)}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
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
