import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { CenteredSpinner } from '@/components/centered-spinner';

/**
 * Marks the document once a screen works: in the browser, after its code has
 * loaded and it has rendered, or hydrated what the server sent (browser tests
 * can wait for `html[data-app-ready]`), and says so to boot.ts. `data-screen`
 * holds the address (path and query) of the screen shown: it changes once the
 * screen of a new address is on the page, not as the address changes (browser
 * tests wait for it after a navigation inside the app).
 */
function AppReady() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    // boot.ts makes again the clicks that came before the app.
    document.dispatchEvent(new Event('app-ready'));
  }, []);
  useEffect(() => {
    document.documentElement.dataset.screen = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}

/** A screen loaded on first visit, behind the centred spinner of product specification section 2. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <Screen />
      <AppReady />
    </Suspense>
  );
}
