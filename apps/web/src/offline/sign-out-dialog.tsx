import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { plural } from '@/features/dashboard/dashboard-format';
import { forgetOfflineData } from './offline-copy';
import { offlineState } from './offline-state';
import { useOfflineState } from './use-offline-state';
import { useSendWaiting } from './offline-notice';

/**
 * Signing out with changes still on the device (issue 29, docs/decisions/055-offline-work.md): signing out deletes
 * them with the rest of this person's offline data, so the app asks first, and offers to send them when online.
 */
export function SignOutDialog({ open, onClose, onSignOut }: { open: boolean; onClose: () => void; onSignOut: () => void }) {
  const send = useSendWaiting();
  const { waiting, online } = useOfflineState();
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(false);
  const titleId = useId();
  const leave = async () => {
    setBusy(true);
    await forgetOfflineData();
    onSignOut();
  };
  const sendFirst = async () => {
    setBusy(true);
    setUnsent(false);
    await send();
    if (offlineState().waiting === 0) return leave();
    setBusy(false);
    setUnsent(true);
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} role="alertdialog">
      <DialogTitle id={titleId}>{`${plural(waiting, 'change')} not sent yet`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {unsent
            ? `${plural(waiting, 'change')} could not be sent. Open "Changes on this device" to see why, or delete them and sign out.`
            : online
              ? 'Signing out deletes them from this device. Send them first?'
              : "You're offline: signing out now deletes them from this device. Stay signed in to send them when you're back online."}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Stay signed in
        </Button>
        <Button onClick={() => void leave()} disabled={busy} color="error">
          Delete them and sign out
        </Button>
        {online && !unsent && (
          <Button onClick={() => void sendFirst()} disabled={busy} variant="contained">
            {busy ? 'Sending…' : 'Send them, then sign out'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
