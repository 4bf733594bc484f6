import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an app left open asks whether a new version was released (a browser asks by itself only on navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The registrations already asked every UPDATE_CHECK_MS (the shell mounts again after a new sign-in). */
const checked = new WeakSet<ServiceWorkerRegistration>();

/** Reloads the page once a new worker controls it, so that the page runs that version's code. */
function reloadWhenTaken() {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
}

/**
 * The installed app's service worker (docs/decisions/054-installable-app.md), registered once a person is signed in
 * (the private shell renders this): it keeps this version's code so that the private app opens without a signal.
 * When a new version has been released and its code is ready, it says so and waits for "Reload to update": code is
 * never swapped under someone in the middle of their work. Where there is no service worker (plain HTTP on an office
 * network is not a secure context), nothing happens.
 */
export function AppUpdate() {
  const {
    needRefresh: [ready, setReady],
    updateServiceWorker,
  } = useRegisterSW({
    // The page reloads itself once the new worker has taken it (reloadWhenTaken): Workbox reloads only a page that had a
    // worker when it started, not one whose first worker was installed since.
    onNeedReload: () => undefined,
    onRegisteredSW(_url, registration) {
      if (!registration || checked.has(registration)) return;
      checked.add(registration);
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  return (
    <Snackbar open={ready} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        role="status"
        action={
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                reloadWhenTaken();
                void updateServiceWorker(true);
              }}
            >
              Reload to update
            </Button>
            <Button color="inherit" size="small" onClick={() => setReady(false)}>
              Later
            </Button>
          </>
        }
      >
        A new version of the app is ready.
      </Alert>
    </Snackbar>
  );
}
