import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that changes nothing; "Cancel" unless said otherwise. */
  cancelLabel?: string;
  /** Resolves when done; the dialog stays open (and the buttons disabled) until then. */
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  /** A confirmation that undoes nothing (a restore) is not shown as a danger. */
  confirmColor?: 'error' | 'primary';
}

/** Asks before something that cannot be undone in one click (archive, remove). Cancel has the focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  confirmColor = 'error',
}: Props) {
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} role="alertdialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} color={confirmColor} variant="contained">
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
