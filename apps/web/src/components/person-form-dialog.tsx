import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { hasFieldErrors, runSave, type FieldErrors } from '../lib/field-errors';
import { useChanged } from '../lib/use-confirm-discard';
import {
  FIRST_SIGN_IN,
  PERSON_LABELS,
  isRequired,
  validatePerson,
  type PasswordBy,
  type PersonField,
  type PersonFormMode,
  type PersonValues,
} from '../lib/person-form';
import { FormDialog } from './form-dialog';

const WIDE: readonly PersonField[] = ['business_name', 'address'];

const INPUT: Partial<Record<PersonField, { type?: string; autoComplete: string }>> = {
  email: { type: 'email', autoComplete: 'off' },
  phone: { type: 'tel', autoComplete: 'off' },
  // Someone else's account: never let the browser fill in the signed-in person's own credentials.
  username: { autoComplete: 'off' },
  password: { type: 'password', autoComplete: 'new-password' },
};

interface Props<T> {
  title: string;
  intro?: string;
  mode: PersonFormMode;
  fields: readonly PersonField[];
  initial: PersonValues;
  regionNames: readonly string[];
  submitLabel: string;
  /** Saves (a thunk's `unwrap()`): resolves with the saved record, rejects with the API's failure. */
  onSubmit: (values: PersonValues) => Promise<T>;
  onSaved: (saved: T) => void;
  onClose: () => void;
}

/**
 * The new-client / new-coach modal, also used to edit. A failed save keeps what
 * was typed and puts each message under its field (a 401 has already ended the
 * session: nothing more to show). Mount it only while open, so each opening
 * starts from `initial`.
 */
export function PersonFormDialog<T>({
  title,
  intro,
  mode,
  fields,
  initial,
  regionNames,
  submitLabel,
  onSubmit,
  onSaved,
  onClose,
}: Props<T>) {
  const [values, setValues] = useState(initial);
  const dirty = useChanged(values);
  const [errors, setErrors] = useState<FieldErrors<PersonField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const fieldId = (f: PersonField) => `${id}-${f}`;
  // A new account: an invitation by email (the person chooses their password) or a password set now.
  const choosesPassword = mode === 'create' && fields.includes('password');
  const [passwordBy, setPasswordBy] = useState<PasswordBy>('invitation');
  // What the dialog says about signing in follows the choice below it.
  const lead = choosesPassword ? [FIRST_SIGN_IN[passwordBy], intro].filter(Boolean).join(' ') : intro;
  const shown = choosesPassword && passwordBy === 'invitation' ? fields.filter((f) => f !== 'password') : fields;

  function showErrors(found: FieldErrors<PersonField>) {
    setErrors(found);
    const first = shown.find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  async function submit() {
    const found = validatePerson(values, shown, mode);
    setFailure(null);
    if (hasFieldErrors(found)) return showErrors(found);
    setErrors({});
    setBusy(true);
    const sent = shown === fields ? values : { ...values, password: '' };
    const outcome = await runSave(() => onSubmit(sent), shown);
    setBusy(false);
    if (outcome.ok) return onSaved(outcome.value);
    setFailure(outcome.formError);
    showErrors(outcome.errors);
  }

  const regionOptions = values.region && !regionNames.includes(values.region) ? [values.region, ...regionNames] : regionNames;

  const field = (f: PersonField) => (
    <Grid key={f} size={{ xs: 12, sm: WIDE.includes(f) ? 12 : 6 }}>
      <TextField
        id={fieldId(f)}
        name={f}
        label={f === 'password' && mode === 'edit' ? 'New password' : PERSON_LABELS[f]}
        value={values[f]}
        onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
        required={isRequired(f, mode)}
        error={Boolean(errors[f])}
        helperText={
          errors[f] ??
          (f === 'password' ? (mode === 'edit' ? 'Leave blank to keep the current password' : '8 to 128 characters') : undefined)
        }
        select={f === 'region'}
        // The dialog pattern: focus starts on the first field.
        autoFocus={f === fields[0]}
        fullWidth
        {...INPUT[f]}
      >
        {f === 'region'
          ? [
              <MenuItem key="" value="">
                No region
              </MenuItem>,
              ...regionOptions.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              )),
            ]
          : undefined}
      </TextField>
    </Grid>
  );

  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      error={hasFieldErrors(errors) ? 'Please correct the fields marked below; nothing you typed has been lost.' : failure}
      onSubmit={() => void submit()}
      onClose={onClose}
      dirty={dirty}
    >
      {lead && (
        <Typography variant="body2" data-testid="person-form-lead">
          {lead}
        </Typography>
      )}
      <Grid container spacing={2}>
        {shown.filter((f) => f !== 'password').map(field)}
      </Grid>
      {choosesPassword && (
        <FormControl>
          <FormLabel id={`${id}-password-by`}>How they get a password</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-password-by`}
            name="password-by"
            value={passwordBy}
            onChange={(e) => setPasswordBy(e.target.value as PasswordBy)}
          >
            <FormControlLabel
              value="invitation"
              control={<Radio />}
              label="Send an invitation: they choose their own password (the link works for 7 days)"
            />
            <FormControlLabel value="now" control={<Radio />} label="Set a password now" />
          </RadioGroup>
        </FormControl>
      )}
      {shown.includes('password') && (
        <Grid container spacing={2}>
          {field('password')}
        </Grid>
      )}
    </FormDialog>
  );
}
