import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { hasFieldErrors, type FieldErrors } from '../lib/field-errors';
import { PERSON_LABELS, isRequired, validatePerson, type PersonField, type PersonFormMode, type PersonValues } from '../lib/person-form';
import { FormDialog } from './form-dialog';

/** Why a save failed: the server's message, and the part of it that belongs under fields. */
export interface SaveFailure {
  message: string;
  fields: FieldErrors<PersonField>;
}

const WIDE: readonly PersonField[] = ['business_name', 'address'];

const INPUT: Partial<Record<PersonField, { type?: string; autoComplete: string }>> = {
  email: { type: 'email', autoComplete: 'off' },
  phone: { type: 'tel', autoComplete: 'off' },
  // Someone else's account: never let the browser fill in the signed-in person's own credentials.
  username: { autoComplete: 'off' },
  password: { type: 'password', autoComplete: 'new-password' },
};

interface Props {
  title: string;
  intro?: string;
  mode: PersonFormMode;
  fields: readonly PersonField[];
  initial: PersonValues;
  regionNames: readonly string[];
  submitLabel: string;
  /** Saves; resolves with why it failed, or null when saved. */
  onSubmit: (values: PersonValues) => Promise<SaveFailure | null>;
  onClose: () => void;
}

/**
 * The new-client / new-coach modal, also used to edit. A failed save keeps what
 * was typed and puts each message under its field. Mount it only while open,
 * so each opening starts from `initial`.
 */
export function PersonFormDialog({ title, intro, mode, fields, initial, regionNames, submitLabel, onSubmit, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<PersonField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const fieldId = (f: PersonField) => `${id}-${f}`;

  function showErrors(found: FieldErrors<PersonField>) {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  async function submit() {
    const found = validatePerson(values, fields, mode);
    setFailure(null);
    if (hasFieldErrors(found)) return showErrors(found);
    setErrors({});
    setBusy(true);
    try {
      const failed = await onSubmit(values);
      if (failed) {
        setFailure(failed.message);
        showErrors(failed.fields);
      }
    } finally {
      setBusy(false);
    }
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
    >
      {intro && <Typography variant="body2">{intro}</Typography>}
      <Grid container spacing={2}>
        {fields.map(field)}
      </Grid>
    </FormDialog>
  );
}
