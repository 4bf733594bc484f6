import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the search looks in, e.g. "Name, business or city". */
  helperText?: string;
}

/** The search box of a list toolbar: a magnifier, and it takes the room the row has left. */
export function SearchField({ label, value, onChange, helperText }: Props) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      sx={{ flex: '1 1 16rem' }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
