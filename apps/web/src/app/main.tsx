import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BrowserSeeds } from '@/lib/ssr-loads';
import { Providers } from './providers';
import { routes } from './routes';
import { readSsrPayload } from './ssr-payload';
import type { RootState } from './store';

/**
 * Starts the app (boot.ts calls it once the page has painted). A public page comes
 * rendered from the server with what it loaded (docs/architecture.md#the-web-app): the browser
 * hydrates it with the same state, then goes on with its own.
 */
export function startApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const payload = readSsrPayload();
  const seeds = payload ? new BrowserSeeds(payload.loads) : null;
  const markdown = payload ? (source: string) => (Object.hasOwn(payload.markdown, source) ? payload.markdown[source] : undefined) : null;
  const router = createBrowserRouter(routes);
  if (seeds) {
    const first = router.state.location;
    const stop = router.subscribe(({ location }) => {
      if (location.key === first.key) return;
      seeds.end();
      stop();
    });
  }

  const app = (
    <StrictMode>
      <Providers serverState={payload?.state as RootState | undefined} loads={seeds} markdown={markdown}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );

  // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
  if (payload) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
