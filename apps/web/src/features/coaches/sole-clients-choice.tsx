import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SoleClient } from '@tc/contract/coach-archive';
import type { CoachListItem } from '@tc/contract/users';
import { useId } from 'react';
import { fullName } from '../../lib/person-name';

/** What happens to the clients only the archived coach coached: another coach takes them, or nobody does. */
export interface Handover {
  mode: 'reassign' | 'none';
  /** The coach who takes them (mode 'reassign'). */
  to: number | null;
}

interface Props {
  coachName: string;
  sole: { clients: SoleClient[]; total: number };
  /** The coaches who may take them: active, and not the one archived. */
  heirs: readonly CoachListItem[];
  value: Handover;
  onChange: (next: Handover) => void;
}

function howMany(total: number): string {
  return total === 1 ? 'This client has no other coach' : `These ${total} clients have no other coach`;
}

/** The clients archiving would leave without a coach, and the choice of what happens to them. */
export function SoleClientsChoice({ coachName, sole, heirs, value, onChange }: Props) {
  const listId = useId();
  const more = sole.total - sole.clients.length;
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography id={listId} sx={{ fontWeight: 600 }}>
          {howMany(sole.total)}:
        </Typography>
        <Box component="ul" aria-labelledby={listId} sx={{ m: 0, pl: 2.5 }}>
          {sole.clients.map((c) => (
            <li key={c.id}>
              {fullName(c)}
              {c.business_name && ` (${c.business_name})`}
            </li>
          ))}
        </Box>
        {more > 0 && <Typography variant="body2">and {more} more.</Typography>}
      </Alert>
      {heirs.length === 0 ? (
        <Typography>
          There is no other active coach to hand them to: if you archive {coachName}, they will have no coach until one is assigned.
        </Typography>
      ) : (
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <FormLabel component="legend">What happens to {sole.total === 1 ? 'this client' : 'them'}?</FormLabel>
          <RadioGroup value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value as Handover['mode'] })}>
            <FormControlLabel value="reassign" control={<Radio />} label="Hand them to another coach" />
            {value.mode === 'reassign' && (
              <TextField
                select
                label="New coach"
                value={value.to ?? ''}
                onChange={(e) => onChange({ mode: 'reassign', to: Number(e.target.value) })}
                size="small"
                sx={{ ml: 4, mb: 1, maxWidth: 'calc(100% - 32px)' }}
                required
              >
                {heirs.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {fullName(c)}
                    {c.region ? ` (${c.region})` : ''}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <FormControlLabel value="none" control={<Radio />} label="Archive anyway: they will have no coach until one is assigned" />
          </RadioGroup>
        </FormControl>
      )}
    </>
  );
}
