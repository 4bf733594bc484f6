import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Availability, PutAvailabilityBody } from '@tc/contract/sessions';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { runSave } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { saveWeeklyHours } from './availability-thunks';
import { hoursResolver, hoursValues, issuesByField, nextRow, WEEKDAYS, type HoursValues } from './weekly-hours-form';

interface Props {
  coachId: number;
  availability: Availability;
  /** "you", or the coach's name, in the sentences. */
  who: string;
}

/** The coach's weekly hours: a row per block (day, from, to, visit or call); saving replaces them all. */
export function WeeklyHoursSection({ coachId, availability, who }: Props) {
  const dispatch = useAppDispatch();
  const form = useForm<HoursValues, unknown, PutAvailabilityBody>({
    defaultValues: hoursValues(availability),
    resolver: hoursResolver,
  });
  const { control, formState } = form;
  const rows = useFieldArray({ control, name: 'weekly' });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (body) => {
      setFormError(null);
      const outcome = await runSave(() => dispatch(saveWeeklyHours({ coachId, body })).unwrap(), ['weekly']);
      if (outcome.ok) return form.reset(hoursValues(outcome.value));
      const placed = issuesByField(outcome.failure.issues ?? []);
      let first = true;
      for (const [name, message] of placed) {
        if (!/^weekly\.\d+\.\w+$/.test(name)) continue;
        form.setError(name as `weekly.${number}.endTime`, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      setFormError(first ? (outcome.formError ?? outcome.failure.message) : 'Please correct the marked fields.');
    },
    () => setFormError('Please correct the marked fields.'),
  );

  const weekErrors = formState.errors.weekly as { message?: string } | undefined;
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
      {(formError || weekErrors?.message) && (
        <Alert severity="error" role="alert">
          {weekErrors?.message ?? formError}
        </Alert>
      )}
      {rows.fields.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {`No weekly hours yet: clients cannot ask for a session with ${who} until there are some. Add the hours free for visits or for calls.`}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Weekly hours" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {rows.fields.map((field, index) => (
            <Box
              component="li"
              key={field.id}
              data-testid="hours-row"
              sx={{
                display: 'grid',
                gap: 1.5,
                // On a phone: the day with its remove button, then from and to, then visit or call.
                gridTemplateColumns: { xs: '1fr 1fr auto', sm: '1.4fr 1fr 1fr 1.2fr auto' },
                alignItems: 'start',
                pb: { xs: 2, sm: 0 },
                borderBottom: { xs: 1, sm: 0 },
                borderColor: 'divider',
              }}
            >
              <FormTextField
                control={control}
                name={`weekly.${index}.weekday`}
                select
                label="Day"
                sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
              >
                {WEEKDAYS.map((name, i) => (
                  <MenuItem key={name} value={String(i + 1)}>
                    {name}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name={`weekly.${index}.startTime`}
                label="From"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={control}
                name={`weekly.${index}.endTime`}
                label="To"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ gridColumn: { xs: '2 / -1', sm: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`weekly.${index}.mode`}
                select
                label="For"
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              >
                <MenuItem value="visit">Visits</MenuItem>
                <MenuItem value="call">Phone and video calls</MenuItem>
              </FormTextField>
              <IconButton
                onClick={() => rows.remove(index)}
                aria-label={`Remove row ${index + 1} of the weekly hours`}
                sx={{ justifySelf: 'start', mt: 1, gridColumn: { xs: 3, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => rows.append(nextRow(form.getValues('weekly')))}>
          Add hours
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save weekly hours'}
        </Button>
      </Box>
    </Box>
  );
}
