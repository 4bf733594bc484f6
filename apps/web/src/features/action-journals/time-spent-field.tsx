import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId, type ChangeEvent } from 'react';
import { joinMinutes } from './journal-entry-form';
import { durationText } from '../../lib/duration';

interface Props {
  hours: string;
  minutes: string;
  error?: string;
  onHours: (event: ChangeEvent<HTMLInputElement>) => void;
  onMinutes: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** "Time spent" as hours and minutes, one message under both (the API's `minutes` issue lands here). */
export function TimeSpentField({ hours, minutes, error, onHours, onMinutes }: Props) {
  const helpId = `${useId()}-time-help`;
  const total = joinMinutes(hours, minutes);
  const help = error ?? (total !== null && total > 0 ? `Total: ${durationText(total)}` : 'Up to 24 hours in one entry');
  const box = (max: number, step: number) => ({
    htmlInput: { min: 0, max, step, inputMode: 'numeric' as const, 'aria-describedby': helpId },
  });
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        Time spent
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextField
          label="Hours"
          type="number"
          value={hours}
          onChange={onHours}
          error={Boolean(error)}
          slotProps={box(24, 1)}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Minutes"
          type="number"
          value={minutes}
          onChange={onMinutes}
          error={Boolean(error)}
          slotProps={box(59, 5)}
          sx={{ flex: 1 }}
        />
      </Box>
      <FormHelperText id={helpId}>{help}</FormHelperText>
    </FormControl>
  );
}
