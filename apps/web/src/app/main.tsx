import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { authReducer, sessionCleared } from '@/features/auth/auth-slice';
import { pageDataContext } from '@/lib/page-load';
import { Providers } from './providers';
import { routes } from './routes';
import { ssrPayload } from './ssr-payload';
import { store, type RootState } from './store';

/**
 * Starts the app (boot.ts calls it once the page has painted). A public page comes
 * rendered from the server with what its route loaded (docs/architecture.md#public-site-speed):
 * the store starts from it (store.ts), the browser hydrates the page as the server rendered it,
 * then goes on with its own; each later navigation runs the route's loader in the browser.
 */
export function startApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const page = ssrPayload;
  const router = createBrowserRouter(routes, {
    hydrationData: page?.router,
    getContext: () => new RouterContextProvider(new Map([[pageDataContext, { dispatch: store.dispatch, server: false }]])),
  });
  // The session is the browser's own, never in the page: the first render shows the page signed out, as the
  // server rendered it, so it hydrates the HTML as it is; the browser's session shows in the render after.
  const serverState: RootState | undefined = page
    ? { ...store.getState(), auth: authReducer(store.getState().auth, sessionCleared()) }
    : undefined;
  const markdown = page ? (source: string) => (Object.hasOwn(page.markdown, source) ? page.markdown[source] : undefined) : null;

  const app = (
    <StrictMode>
      <Providers serverState={serverState} markdown={markdown}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );

  // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
  if (page) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
