import { lazy, Suspense, type ComponentType } from 'react';
import { CenteredSpinner } from '@/components/centered-spinner';

/** A screen loaded on first visit, behind the centred spinner of spec section 2. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <Screen />
    </Suspense>
  );
}
