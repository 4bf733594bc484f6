import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationKind, type NotificationSettings } from '@tc/contract/notifications';
import { useId, useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchNotificationSettings, saveNotificationSettings } from './notifications-thunks';

/** What each switch does, under its label. */
const WHAT: Record<NotificationKind, string> = {
  messages: 'An email when a message has waited unread for over an hour (one for each conversation until you read it).',
  reminders: 'Email me a reminder before each session, with its time and place (the centre sets how long before).',
  handoffs: 'An email when you get a new coach, or a coach gets a new client.',
};

/**
 * "Emails we send you" on the account page (docs/architecture.md#notifications): one switch for each kind a person
 * may turn off, each saved at once. Session reminders are one of them (the calendar's own switch was folded in here).
 * Mail needed to use the account (invitations, password resets, sign-in links) is always sent.
 */
export function NotificationSettingsSection() {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const loaded = useReadResult<NotificationSettings>('notifications', [], () => dispatch(fetchNotificationSettings()));
  const [saved, setSaved] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const current = saved ?? loaded.data;

  async function toggle(kind: NotificationKind, on: boolean) {
    if (!current) return;
    setSaving(kind);
    try {
      setSaved(await dispatch(saveNotificationSettings({ settings: { ...current, [kind]: on }, changed: kind })).unwrap());
    } catch {
      // The toast said why; the switch keeps the stored value.
    } finally {
      setSaving(null);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        Emails we send you
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Choose which of these emails you get. Each email of these kinds also has a link at its foot to turn that kind off. Emails you need
        to use your account (invitations, password resets) are always sent.
      </Typography>
      {loaded.status === 'failed' && loaded.failure && !saved ? (
        <LoadFailure failure={loaded.failure} what="which emails you get" onRetry={loaded.retry} />
      ) : current ? (
        <FormGroup sx={{ gap: 1.5 }}>
          {NOTIFICATION_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              sx={{ alignItems: 'flex-start', mx: 0 }}
              control={
                <Switch
                  checked={current[kind]}
                  onChange={(e) => void toggle(kind, e.target.checked)}
                  disabled={saving !== null}
                  sx={{ flexShrink: 0 }}
                />
              }
              label={
                <Box sx={{ pt: 1 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {NOTIFICATION_LABELS[kind]}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {WHAT[kind]}
                  </Typography>
                </Box>
              }
            />
          ))}
        </FormGroup>
      ) : (
        <SectionSpinner label="Loading which emails you get" />
      )}
    </Paper>
  );
}
