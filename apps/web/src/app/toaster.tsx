import { Toaster, type DefaultToastOptions } from 'react-hot-toast';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Product specification section 9: durations 4000 ms (blank, error, custom), 2000 ms (success),
 * none for loading; top right. These are react-hot-toast's own defaults, stated
 * here so a library upgrade cannot change them silently. Its 20-toast limit and
 * 1000 ms removal delay are built in.
 */
export const TOAST_OPTIONS: DefaultToastOptions = {
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  blank: { duration: 4000 },
  custom: { duration: 4000 },
};

/** Browser only: a page rendered on the server shows no toast, and none of another visitor's. */
export function AppToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 72 }} containerClassName="no-print" />;
}
