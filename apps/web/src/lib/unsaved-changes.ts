import { useEffect } from 'react';

/**
 * The forms that hold something typed and not yet saved, app-wide: what a
 * navigation, a reload or an ending session must not throw away without asking
 * (components/unsaved-changes-guard.tsx, the AuthGuard's expiry timer).
 */
const dirtyForms = new Set<symbol>();
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of [...listeners]) listener();
};

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Hears every change of hasUnsavedChanges(); returns the unsubscribe. */
export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A save went through: what was typed is kept, so nothing is unsaved any more
 * (the form that saved is about to close, and may navigate as it does).
 * Form dialogs are modal, so the one that saved is the one being edited.
 */
export function forgetUnsavedChanges(): void {
  if (dirtyForms.size === 0) return;
  dirtyForms.clear();
  changed();
}

/** Counts this form among those with unsaved changes while `dirty`. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('form');
    dirtyForms.add(form);
    changed();
    return () => {
      if (dirtyForms.delete(form)) changed();
    };
  }, [dirty]);
}
