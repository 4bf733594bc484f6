import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { joinMinutes, type EntryFormValues } from './journal-entry-form';
import { durationText } from '../../lib/duration';

interface Props {
  control: Control<EntryFormValues, unknown, unknown>;
}

/** "Time spent" as hours and minutes, one message under both (the contract's and the API's `minutes` issue lands here). */
export function TimeSpentField({ control }: Props) {
  const helpId = `${useId()}-time-help`;
  // Either box decides the one message: a change to the hours checks the minutes again.
  const { field: hours } = useController({ control, name: 'hours', rules: { deps: ['minutes'] } });
  const { field: minutes, fieldState } = useController({ control, name: 'minutes' });
  const error = fieldState.error?.message;
  const total = joinMinutes(hours.value, minutes.value);
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
        {[
          { field: hours, label: 'Hours', max: 24, step: 1 },
          { field: minutes, label: 'Minutes', max: 59, step: 5 },
        ].map(({ field: { ref, ...field }, label, max, step }) => (
          <TextField
            key={label}
            {...field}
            inputRef={ref}
            label={label}
            type="number"
            error={Boolean(error)}
            slotProps={box(max, step)}
            sx={{ flex: 1 }}
          />
        ))}
      </Box>
      <FormHelperText id={helpId}>{help}</FormHelperText>
    </FormControl>
  );
}
