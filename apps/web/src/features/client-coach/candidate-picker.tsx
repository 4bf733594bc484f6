import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Someone who can be assigned: a coach for a client, a client for a coach. */
export interface Candidate {
  id: number;
  label: string;
  /** A second line: business name, region. */
  detail?: string | null;
}

interface Props {
  label: string;
  value: Candidate | null;
  onChange: (value: Candidate | null) => void;
  /** Server-side search (the API's `q`); called with '' first. */
  search: (q: string) => Promise<Candidate[]>;
  /** Already assigned: not offered again. */
  excludeIds: readonly number[];
  error?: string | null;
  autoFocus?: boolean;
}

/** Type to search, arrow keys to choose: the server filters, so large centres stay quick. */
export function CandidatePicker({ label, value, onChange, search, excludeIds, error, autoFocus }: Props) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, 300);
  // The chosen person's own name is not a search: it offers everyone again.
  const ask = value && query === value.label ? '' : query;
  const [found, setFound] = useState<{ ask: string; options: Candidate[] } | null>(null);
  const options = found?.options ?? [];
  const loading = found?.ask !== ask;

  useEffect(() => {
    let live = true;
    search(ask)
      .then((next) => live && setFound({ ask, options: next }))
      .catch(() => live && setFound({ ask, options: [] }));
    return () => {
      live = false;
    };
  }, [ask, search]);

  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options.filter((o) => !excludeIds.includes(o.id))}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={query ? 'No one matches' : 'No one left to assign'}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.label}
            {option.detail && (
              <>
                <br />
                <small>{option.detail}</small>
              </>
            )}
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? 'Type a name to search'}
          autoFocus={autoFocus}
          // Inside a dialog the toasts are hidden from screen readers: say the refusal here.
          slotProps={{ ...params.slotProps, formHelperText: error ? { role: 'alert' } : undefined }}
        />
      )}
      sx={{ flex: '1 1 16rem', minWidth: 0 }}
    />
  );
}
