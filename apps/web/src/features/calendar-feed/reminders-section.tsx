import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReminderPreference } from '@tc/contract/sessions';
import { useId, useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchReminders, saveReminders } from './calendar-feed-thunks';

/** Whether the person is emailed before each scheduled session; the switch saves at once. */
export function RemindersSection() {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const loaded = useReadResult<ReminderPreference>('reminders', [], () => dispatch(fetchReminders()));
  const [saved, setSaved] = useState<ReminderPreference | null>(null);
  const [saving, setSaving] = useState(false);
  const current = saved ?? loaded.data;

  async function toggle(on: boolean) {
    setSaving(true);
    try {
      setSaved(await dispatch(saveReminders(on)).unwrap());
    } catch {
      // The toast said why; the switch keeps the stored value.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        Session reminders
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        An email the day before each scheduled session (the centre sets how long before), with its time and place.
      </Typography>
      {loaded.status === 'failed' && loaded.failure && !saved ? (
        <LoadFailure failure={loaded.failure} what="your reminder setting" onRetry={loaded.retry} />
      ) : current ? (
        <FormControlLabel
          control={<Switch checked={current.sessionReminders} onChange={(e) => void toggle(e.target.checked)} disabled={saving} />}
          label="Email me a reminder before each session"
        />
      ) : (
        <SectionSpinner label="Loading your reminder setting" />
      )}
    </Paper>
  );
}
