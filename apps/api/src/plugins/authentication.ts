import { SIGNED_IN, VERIFIED } from '../auth/authenticate';
import { createTokenService } from '../auth/tokens';
import { appWide } from './app-wide';

/**
 * The token service (`app.tokens`) and the places on a request where authentication keeps who signed in
 * and their verified claims (auth/authenticate.ts); each route asks for the caller itself.
 */
export const authentication = appWide(async (app) => {
  app.decorate('tokens', createTokenService(app.config.jwtSecret, app.config.tokenTtlSeconds));
  app.decorateRequest(SIGNED_IN, null);
  app.decorateRequest(VERIFIED, null);
});
