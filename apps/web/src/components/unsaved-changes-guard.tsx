import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { forgetUnsavedChanges, hasUnsavedChanges } from '../lib/unsaved-changes';
import { DiscardChangesDialog } from './discard-changes-dialog';

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  if (!hasUnsavedChanges()) return;
  // The browser asks in its own words whether to leave (a reload, a closed tab, another address).
  event.preventDefault();
};

/**
 * Mounted once in the private area: leaving a page while a form holds unsaved
 * changes (a link, the browser's back button) asks first, and so does a
 * reload or closing the tab.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        forgetUnsavedChanges();
        blocker.proceed?.();
      }}
      text="What you typed has not been saved. If you leave this page, it will be lost."
    />
  );
}
