import type { DiscardQuestion } from '../lib/use-confirm-discard';
import { ConfirmDialog } from './confirm-dialog';

/** "Discard your changes?": Keep editing (which has the focus) or Discard. */
export function DiscardChangesDialog({ open, onKeep, onDiscard, text }: DiscardQuestion & { text?: string }) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard your changes?"
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
      onClose={onKeep}
    >
      {text ?? 'What you typed here has not been saved. If you leave now, it will be lost.'}
    </ConfirmDialog>
  );
}
