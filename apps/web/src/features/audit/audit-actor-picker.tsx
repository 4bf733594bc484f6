import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { searchActors } from './audit-thunks';

export interface ActorOption {
  id: number;
  label: string;
  username?: string;
}

interface Props {
  value: ActorOption | null;
  onChange: (value: ActorOption | null) => void;
}

/** "Who": type a name, choose the person; the server searches (GET /users?q=), so a large centre stays quick. */
export function AuditActorPicker({ value, onChange }: Props) {
  const dispatch = useAppDispatch();
  const [input, setInput] = useState(value?.label ?? '');
  const query = useDebouncedValue(input, 300);
  const ask = value && query === value.label ? '' : query.trim();
  const [found, setFound] = useState<{ ask: string; options: ActorOption[] } | null>(null);
  // Nobody is looked up until the list is opened: the trail itself needs no list of users.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    dispatch(searchActors(ask))
      .unwrap()
      .then((users) => users.map((u) => ({ id: u.id, label: fullName(u) || u.username, username: u.username })))
      .catch(() => [])
      .then((options) => live && setFound({ ask, options }));
    return () => {
      live = false;
    };
  }, [ask, dispatch, open]);

  return (
    <Autocomplete
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={found?.options ?? []}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found?.ask !== ask}
      noOptionsText="No one matches"
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.label}
            {option.username && (
              <>
                <br />
                <small>{option.username}</small>
              </>
            )}
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} size="small" label="Who" placeholder="Anyone" />}
      sx={{ flex: '1 1 14rem', minWidth: 0, maxWidth: { sm: '20rem' } }}
    />
  );
}
