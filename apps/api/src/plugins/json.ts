import { validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from '../lib/serializer';
import { appWide } from './app-wide';

/** JSON in and out (docs/architecture.md#api-conventions): bodies checked by the contract's schemas, answers written to their exact shape. */
export const json = appWide(async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Text bodies get 415, not a parse attempt.
  app.removeContentTypeParser('text/plain');
  // A bodiless POST (logout, restore) may still say application/json.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
});
