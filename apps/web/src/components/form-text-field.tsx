import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Props<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any body the form submits
  control: Control<V, any, any>;
  name: Path<V>;
  /** Fields whose message this one's value also decides (hours and minutes share one). */
  deps?: Path<V>[];
};

/**
 * A text field or select of a react-hook-form form: its message (the contract's or the server's) in place of its help.
 * `error`: marked wrong all the same (a form whose one line is said under its one field).
 */
export function FormTextField<V extends FieldValues>({ control, name, deps, helperText, error: marked, ...props }: Props<V>) {
  return (
    <Controller
      name={name}
      control={control}
      rules={deps ? { deps } : undefined}
      render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
        <TextField
          {...props}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={ref}
          error={Boolean(error) || Boolean(marked)}
          helperText={error?.message ?? helperText}
        />
      )}
    />
  );
}
