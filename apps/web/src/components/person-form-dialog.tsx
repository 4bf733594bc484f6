import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useContractForm } from '../lib/contract-form';
import {
  FIRST_SIGN_IN,
  PERSON_LABELS,
  isRequired,
  personResolver,
  shownFields,
  type PasswordBy,
  type PersonField,
  type PersonFormMode,
  type PersonValues,
} from '../lib/person-form';
import { FormDialog } from './form-dialog';
import { FormTextField } from './form-text-field';

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
  const id = useId();
  // A new account: an invitation by email (the person chooses their password) or a password set now.
  const choosesPassword = mode === 'create' && fields.includes('password');
  const [passwordBy, setPasswordBy] = useState<PasswordBy>('invitation');
  const [resolver] = useState(() => personResolver(fields, mode));
  const { control, errors, formError, busy, dirty, submitWith } = useContractForm({
    defaultValues: initial,
    resolver,
    context: passwordBy,
  });
  const region = useWatch({ control, name: 'region' });
  // What the dialog says about signing in follows the choice below it.
  const lead = choosesPassword ? [FIRST_SIGN_IN[passwordBy], intro].filter(Boolean).join(' ') : intro;
  const shown = shownFields(fields, mode, passwordBy);

  const submit = submitWith(onSubmit, onSaved);

  const regionOptions = region && !regionNames.includes(region) ? [region, ...regionNames] : regionNames;

  const field = (f: PersonField) => (
    <Grid key={f} size={{ xs: 12, sm: WIDE.includes(f) ? 12 : 6 }}>
      <FormTextField
        control={control}
        name={f}
        label={f === 'password' && mode === 'edit' ? 'New password' : PERSON_LABELS[f]}
        required={isRequired(f, mode)}
        helperText={f === 'password' ? (mode === 'edit' ? 'Leave blank to keep the current password' : '8 to 128 characters') : undefined}
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
      </FormTextField>
    </Grid>
  );

  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      error={Object.keys(errors).length > 0 ? 'Please correct the fields marked below; nothing you typed has been lost.' : formError}
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
