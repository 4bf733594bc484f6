import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { putSessionSettingsBodySchema, type SessionSettings } from '@tc/contract/sessions';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { contractResolver, useContractForm } from '../../lib/contract-form';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchSessionSettings, saveSessionSettings } from './availability-thunks';

type Values = { clientBooking: boolean; reminderHours: string; slotMinutes: string };

/** Only digits make a number: anything else is one the contract refuses with its own words. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const settingsResolver = () =>
  contractResolver<Values, Partial<SessionSettings>>(putSessionSettingsBodySchema, (v) => ({
    clientBooking: v.clientBooking,
    reminderHours: whole(v.reminderHours),
    slotMinutes: whole(v.slotMinutes),
  }));

const valuesOf = (s: SessionSettings): Values => ({
  clientBooking: s.clientBooking,
  reminderHours: String(s.reminderHours),
  slotMinutes: String(s.slotMinutes),
});

function SettingsForm({ settings }: { settings: SessionSettings }) {
  const dispatch = useAppDispatch();
  const [resolver] = useState(settingsResolver);
  const { form, control, formError, busy, submitWith } = useContractForm<Values, Partial<SessionSettings>>({
    defaultValues: valuesOf(settings),
    resolver,
  });
  const submit = submitWith(
    (body) => dispatch(saveSessionSettings(body)).unwrap(),
    (saved) => form.reset(valuesOf(saved)),
  );
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Controller
        control={control}
        name="clientBooking"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { ref: field.ref } }} />
            }
            label="Clients may ask for a session in their coach's free hours"
          />
        )}
      />
      <FormTextField
        control={control}
        name="reminderHours"
        label="Reminder, hours before"
        helperText="How long before a scheduled session its reminder is emailed (24: the day before)"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <FormTextField
        control={control}
        name="slotMinutes"
        label="Bookable slot, minutes"
        helperText="How long a session a client asks for lasts (60: an hour)"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
        {busy ? 'Saving…' : 'Save session settings'}
      </Button>
    </Box>
  );
}

/** The centre's session settings (administrators): client booking, the reminder's lead time, a slot's length. */
export function SessionSettingsSection() {
  const dispatch = useAppDispatch();
  const loaded = useReadResult<SessionSettings>('session-settings', [], () => dispatch(fetchSessionSettings()));
  return (
    <Box component="section" aria-labelledby="session-settings-title" sx={{ maxWidth: '70ch', mt: 4 }}>
      <Typography variant="h5" component="h2" id="session-settings-title" gutterBottom>
        Coaching sessions
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Whether clients ask for sessions themselves, when reminders go out, and how long a session a client asks for lasts.
      </Typography>
      {loaded.status === 'failed' && loaded.failure ? (
        <LoadFailure failure={loaded.failure} what="the session settings" onRetry={loaded.retry} />
      ) : loaded.data ? (
        <SettingsForm settings={loaded.data} />
      ) : (
        <SectionSpinner label="Loading the session settings" />
      )}
    </Box>
  );
}
