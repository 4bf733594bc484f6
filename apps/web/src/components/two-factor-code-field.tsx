import TextField from '@mui/material/TextField';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
  autoFocus?: boolean;
}

/** The six-digit code of an authenticator app: the phone's keypad, and the code the phone offers to fill in. */
export function TwoFactorCodeField({ value, onChange, error, label = 'Code from your authenticator app', autoFocus }: Props) {
  return (
    <TextField
      label={label}
      name="code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="one-time-code"
      error={Boolean(error)}
      helperText={error ?? 'The 6-digit code the app shows now'}
      required
      fullWidth
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
    />
  );
}
