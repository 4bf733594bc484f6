import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useConfirmDiscard } from '../lib/use-confirm-discard';
import { DiscardChangesDialog } from './discard-changes-dialog';

interface Props {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** Why the last save failed; the fields keep what was typed. */
  error?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** Something typed is not saved yet: closing asks first ("Discard your changes?"). */
  dirty?: boolean;
  /** Wider for side-by-side editing (a Markdown editor with its preview). */
  maxWidth?: 'sm' | 'md' | 'lg';
}

/**
 * A dialog holding one form: full screen on a phone, Enter submits, Escape cancels (unless saving).
 * With unsaved changes, every way out (Escape, a click beside it, Cancel) asks first.
 */
export function FormDialog({ open, title, submitLabel, busy, error, onSubmit, onClose, children, dirty = false, maxWidth = 'sm' }: Props) {
  const id = useId();
  const { requestClose, question } = useConfirmDiscard(open && dirty, onClose);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : requestClose}
        fullScreen={phone}
        fullWidth
        maxWidth={maxWidth}
        aria-labelledby={`${id}-title`}
      >
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
          <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
          <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {children}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={requestClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Saving…' : submitLabel}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <DiscardChangesDialog {...question} />
    </>
  );
}
