import { errorHandler } from '../lib/error-handler';
import { noApiRoute } from '../lib/no-route';
import { appWide } from './app-wide';

/** Every error a route or hook throws, answered in the error shape (lib/error-handler.ts). */
export const errorAnswers = appWide(async (app) => {
  app.setErrorHandler(errorHandler);
});

/**
 * Unknown API paths answer JSON, before the web app's catch-all can take them: 404, 405 with Allow
 * for a path that has other methods, 400 for a path parameter too long to match (lib/no-route.ts).
 * Registered in the API's scope.
 */
export const apiNotFound = appWide(async (api) => {
  const noRoute = noApiRoute(api);
  api.setNotFoundHandler(noRoute);
  api.all('/*', { schema: { hide: true } }, noRoute);
});
