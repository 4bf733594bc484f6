import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CalendarFeed } from '@tc/contract/sessions';
import { useId, useState, type FocusEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { formatMomentDate } from '../../lib/calendar-date';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchCalendarFeed, makeCalendarFeed, revokeCalendarFeed } from './calendar-feed-thunks';

/** One address with its Copy button; the box is read-only, so a long press or Ctrl+C copies it too. */
function CopyableAddress({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value}
        fullWidth
        helperText={copied === false ? 'Copying did not work here: select the address and copy it.' : undefined}
        slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
        sx={{ flex: '1 1 320px', minWidth: 0 }}
      />
      <Button variant="outlined" onClick={() => void copy()} aria-label={`Copy: ${label}`} sx={{ mt: 1 }}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Box>
  );
}

type Asking = 'new' | 'off' | null;

/**
 * The person's private calendar feed: made on request, its address shown once (the server keeps only its
 * hash), made anew (the old one stops working) or turned off.
 */
export function CalendarFeedSection() {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const loaded = useReadResult<CalendarFeed>('calendar-feed', [], () => dispatch(fetchCalendarFeed()));
  // The answer of the last make or turn-off, which replaces what was read.
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const current = feed ?? loaded.data;

  async function make() {
    setBusy(true);
    try {
      setFeed(await dispatch(makeCalendarFeed()).unwrap());
      setAsking(null);
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  }
  async function turnOff() {
    try {
      setFeed(await dispatch(revokeCalendarFeed()).unwrap());
      setAsking(null);
    } catch {
      // The toast said why.
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }} data-testid="calendar-feed">
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        Calendar feed
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        A private address that Google Calendar, Outlook or Apple Calendar subscribes to, so your coaching sessions show in the calendar you
        already use and stay up to date. Anyone with the address can see your sessions: keep it to yourself.
      </Typography>
      {loaded.status === 'failed' && loaded.failure && !feed ? (
        <LoadFailure failure={loaded.failure} what="your calendar feed" onRetry={loaded.retry} />
      ) : !current ? (
        <SectionSpinner label="Loading your calendar feed" />
      ) : (
        <Stack spacing={2}>
          {current.url && current.webcal ? (
            <>
              <Alert severity="success">Copy your address now: it is shown only this once. If you lose it, make a new one.</Alert>
              <CopyableAddress label="Calendar address" value={current.url} />
              <CopyableAddress label="Address to open in Apple Calendar or Outlook (webcal)" value={current.webcal} />
              <Box component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 0.5 } }}>
                <li>
                  <strong>Google Calendar</strong> (on a computer): beside “Other calendars” choose +, then “From URL”, paste the calendar
                  address and choose “Add calendar”.
                </li>
                <li>
                  <strong>Outlook</strong>: “Add calendar”, then “Subscribe from web”, paste the calendar address and choose “Import”.
                </li>
                <li>
                  <strong>Apple Calendar</strong>: “File”, then “New Calendar Subscription…”, paste the webcal address; on an iPhone or iPad
                  open the webcal address.
                </li>
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Calendar programs look for changes every few hours, so a new or moved session may take a while to show there.
              </Typography>
            </>
          ) : current.exists ? (
            <Typography>
              {`Your calendar feed is on${current.createdAt ? ` since ${formatMomentDate(current.createdAt)}` : ''}. Its address was shown when it was made; to add it to another calendar, make a new address.`}
            </Typography>
          ) : (
            <Typography>Your calendar feed is off.</Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {current.exists ? (
              <>
                <Button variant="outlined" onClick={() => setAsking('new')} disabled={busy}>
                  Make a new address
                </Button>
                <Button variant="outlined" color="error" onClick={() => setAsking('off')} disabled={busy}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={() => void make()} disabled={busy}>
                {busy ? 'Making…' : 'Make my calendar address'}
              </Button>
            )}
          </Box>
        </Stack>
      )}
      <ConfirmDialog
        open={asking === 'new'}
        title="Make a new calendar address?"
        confirmLabel="Make a new address"
        onClose={() => setAsking(null)}
        onConfirm={make}
      >
        The address you have now stops working: every calendar subscribed to it stops showing your sessions until you add the new one.
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'off'}
        title="Turn your calendar feed off?"
        confirmLabel="Turn off"
        onClose={() => setAsking(null)}
        onConfirm={turnOff}
      >
        Your address stops working, and calendars subscribed to it stop showing your sessions. You can make a new address at any time.
      </ConfirmDialog>
    </Paper>
  );
}
