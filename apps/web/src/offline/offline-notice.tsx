import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router';
import { useStore } from 'react-redux';
import { paths } from '@/app/paths';
import { plural } from '@/features/dashboard/dashboard-format';
import { ALL_TAGS, invalidate } from '@/lib/api-thunk';
import { claimOfflineData } from './offline-copy';
import { offlineState, setOfflineState } from './offline-state';
import { useOfflineState } from './use-offline-state';
import { refreshNow, sendNow } from './offline-sync';
import { askBackgroundSync, countWaitingChanges } from './waiting-changes';

// The coach's offline state above every private screen (issue 29, docs/decisions/055-offline-work.md), and the
// work behind it: the device made this person's, waiting changes sent when the connection returns, the data for
// offline reading brought up to date now and then.

/** The data kept for offline reading is brought up to date by itself when it is older than this. */
export const REFRESH_AFTER_MS = 6 * 3_600_000;
/** ...once the app has been open this long, so that it never slows the screen a coach opened it for. */
const REFRESH_DELAY_MS = 30_000;

const minutes = (ms: number) => Math.max(0, Math.round(ms / 60_000));

/** "just now", "10 min ago", "3 h ago", "2 days ago". */
export function updatedAgo(at: number, now = Date.now()): string {
  const m = minutes(now - at);
  if (m < 1) return 'just now';
  if (m < 60) return `${m} min ago`;
  if (m < 48 * 60) return `${Math.floor(m / 60)} h ago`;
  return `${Math.floor(m / 1440)} days ago`;
}

/** Sends what waits, then every read on screen runs again with what the server now holds. */
export function useSendWaiting(): () => Promise<void> {
  const store = useStore();
  return () => sendNow(() => invalidate(store.getState, ALL_TAGS));
}

/** Runs once the private area opens, for a coach: claims the device's data, sends what waits, keeps the copy fresh. */
function useOfflineWork(): void {
  const send = useSendWaiting();
  const sendEvent = useEffectEvent(() => void send());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let open = true;
    void claimOfflineData().then(async () => {
      const waiting = await countWaitingChanges();
      if (!open) return;
      if (waiting.length > 0 && navigator.onLine) sendEvent();
      // The worker's copy of the session, as it is now (renewed since, say).
      if (waiting.length > 0) void askBackgroundSync();
      const { copyUpdatedAt } = offlineState();
      if (copyUpdatedAt === null || Date.now() - copyUpdatedAt > REFRESH_AFTER_MS)
        timer = setTimeout(() => navigator.onLine && void refreshNow(), REFRESH_DELAY_MS);
    });
    // With a window open the page sends, as soon as it can; the service worker only while none is (sw-sync.ts).
    const online = () => {
      setOfflineState({ online: true });
      sendEvent();
    };
    const offline = () => setOfflineState({ online: false });
    const visible = () => document.visibilityState === 'visible' && navigator.onLine && offlineState().waiting > 0 && sendEvent();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    return () => {
      open = false;
      clearTimeout(timer);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    };
  }, []);
}

/** "Available offline · updated 10 min ago" and Refresh; it reads the time again each minute. */
export function OfflineCopyLine() {
  const { copyUpdatedAt, refreshing, online } = useOfflineState();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }} data-testid="offline-copy">
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
        {refreshing
          ? 'Bringing your clients for offline use…'
          : copyUpdatedAt === null
            ? 'Not yet available offline'
            : `Available offline · updated ${updatedAgo(copyUpdatedAt, Math.max(now, copyUpdatedAt))}`}
      </Typography>
      <Button
        size="small"
        onClick={() =>
          void refreshNow().then((done) => {
            if (done) setNow(Date.now());
            else toast.error("Couldn't bring everything onto this device. Try again where the signal is better.");
          })
        }
        disabled={refreshing || !online}
        startIcon={refreshing ? <CircularProgress size={14} /> : undefined}
      >
        Refresh
      </Button>
    </Box>
  );
}

/** The banner: offline with what waits, changes waiting while online, changes that need the person. */
export function OfflineNotice() {
  useOfflineWork();
  const { online, waiting, attention, sending, copyUpdatedAt } = useOfflineState();
  const send = useSendWaiting();
  const list = (
    <Button component={RouterLink} to={paths.offlineChanges} size="small" color="inherit">
      See changes
    </Button>
  );
  const toSend = waiting - attention;
  return (
    <Box className="no-print" sx={{ mb: 2, display: 'grid', gap: 1 }}>
      {!online ? (
        <Alert severity="warning" action={waiting > 0 ? list : undefined}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {`Offline: changes will be sent when you're back online (${waiting} waiting)`}
          </Box>
          {copyUpdatedAt === null
            ? 'Only what you opened lately is on this device: use Refresh on "Changes on this device" when you have a signal.'
            : `Showing what this device kept, updated ${updatedAgo(copyUpdatedAt)}.`}
        </Alert>
      ) : toSend > 0 ? (
        <Alert
          severity="info"
          action={
            <Button size="small" color="inherit" onClick={() => void send()} disabled={sending}>
              {sending ? 'Sending…' : 'Send now'}
            </Button>
          }
        >
          {`${plural(toSend, 'change')} waiting to send`}
        </Alert>
      ) : null}
      {attention > 0 && (
        <Alert severity="error" action={list}>
          {`${plural(attention, 'change')} could not be sent and need your choice`}
        </Alert>
      )}
    </Box>
  );
}
