import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { CenteredSpinner } from '@/components/centered-spinner';

/**
 * Marks the document once a screen works: in the browser, after its code has
 * loaded and it has rendered, or hydrated what the server sent (browser tests
 * can wait for `html[data-app-ready]`), and says so to boot.ts.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    // boot.ts makes again the clicks that came before the app.
    document.dispatchEvent(new Event('app-ready'));
  }, []);
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
