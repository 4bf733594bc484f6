import { useState } from 'react';
import { useUnsavedChanges } from './unsaved-changes';

/** Whether `value` differs from what it was when the form opened (compared as JSON: plain form values). */
export function useChanged<T>(value: T): boolean {
  const [first] = useState(() => JSON.stringify(value));
  return JSON.stringify(value) !== first;
}

export interface DiscardQuestion {
  open: boolean;
  /** "Keep editing": the form stays as it is. */
  onKeep: () => void;
  /** "Discard": the form closes and what was typed is dropped. */
  onDiscard: () => void;
}

/**
 * Closing a form that holds unsaved changes asks first ("Discard your changes?");
 * a pristine one closes at once. Every way out of the dialog (Escape, a click
 * beside it, Cancel) goes through `requestClose`. While dirty, the form also
 * counts among the unsaved changes a navigation or a reload asks about.
 */
export function useConfirmDiscard(dirty: boolean, onClose: () => void): { requestClose: () => void; question: DiscardQuestion } {
  const [asking, setAsking] = useState(false);
  useUnsavedChanges(dirty);
  return {
    requestClose: () => (dirty ? setAsking(true) : onClose()),
    question: {
      open: asking && dirty,
      onKeep: () => setAsking(false),
      onDiscard: () => {
        setAsking(false);
        onClose();
      },
    },
  };
}
