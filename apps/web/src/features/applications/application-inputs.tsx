import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FormTextField } from '@/components/form-text-field';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { ApplyField, ApplyValues } from './application-values';

type FormControlProps = { control: Control<ApplyValues, unknown, unknown> };
export type Option = { value: string; label: string };

interface TextProps extends FormControlProps {
  name: Exclude<ApplyField, 'needs' | 'consent'>;
  label: string;
  required?: boolean;
  helper?: string;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
  autoComplete?: string;
  multiline?: boolean;
  /**
   * A select of these choices: the browser's own, which works on the page as the server sent it, before
   * the app starts (and on a phone opens the phone's picker).
   */
  options?: readonly Option[];
}

/** A text field or a select of the form, its message (the schema's or the server's) under it. */
export function TextInput({ control, name, label, required, helper, type, inputMode, autoComplete, multiline, options }: TextProps) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={required}
      helperText={helper ?? ' '}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      select={Boolean(options)}
      fullWidth
      slotProps={{ htmlInput: { inputMode }, select: { native: true }, inputLabel: options ? { shrink: true } : undefined }}
    >
      {options && (
        <>
          <option value="">Choose…</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </>
      )}
    </FormTextField>
  );
}

interface ChoiceProps extends FormControlProps {
  label: string;
  options: readonly Option[];
  helper?: string;
}

/** One choice of a few, as radio buttons under a legend. */
export function RadioChoice({ control, label, options, name }: ChoiceProps & { name: 'licensed' }) {
  const helpId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, ref }, fieldState: { error } }) => (
        <FormControl component="fieldset" error={Boolean(error)} required aria-describedby={helpId}>
          <FormLabel component="legend">{label}</FormLabel>
          <RadioGroup name={name} value={value} onChange={(e) => onChange(e.target.value)}>
            {options.map((o, i) => (
              <FormControlLabel
                key={o.value}
                value={o.value}
                label={o.label}
                control={<Radio slotProps={{ input: { ref: i === 0 ? ref : undefined } }} />}
              />
            ))}
          </RadioGroup>
          <FormHelperText id={helpId}>{error?.message ?? ' '}</FormHelperText>
        </FormControl>
      )}
    />
  );
}

/** Any number of choices, as checkboxes under a legend. */
export function CheckboxChoices({ control, label, options, helper }: ChoiceProps) {
  return (
    <Controller
      name="needs"
      control={control}
      render={({ field: { value, onChange }, fieldState: { error } }) => (
        <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {options.map((o) => (
              <FormControlLabel
                key={o.value}
                label={o.label}
                control={
                  <Checkbox
                    name="needs"
                    value={o.value}
                    checked={value.includes(o.value as never)}
                    onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v: string) => v !== o.value))}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>{error?.message ?? helper ?? ' '}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
