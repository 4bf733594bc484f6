import { DOCUMENT_MAX_BYTES } from '@tc/contract/files';
import type { preValidationHookHandler } from 'fastify';
import { AppError } from '../lib/errors';
import { multipartUploads } from '../lib/multipart';
import { appWide } from './app-wide';

/** Refuses a multipart body: added to every route that reads a body but takes no upload (below). */
const refuseMultipart: preValidationHookHandler = (request, _reply, done) => {
  done(
    request.isMultipart() ? new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here; send JSON.') : undefined,
  );
};

/** Uploads (docs/architecture.md#content-and-files) on the calls that take them, and nowhere else. */
export const uploads = appWide(async (app) => {
  // Each route reads its one file with its own, lower limit (storage/uploads.ts); these are the ceilings,
  // so nothing larger is ever buffered.
  await app.register(multipartUploads, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 20, fieldSize: 20_000, parts: 25, headerPairs: 50 },
  });
  // Only the upload calls (their contract describes a `multipart` body) take multipart; every other call stays JSON only.
  // The test is added to each route that reads a body: Fastify reads none for GET or HEAD, which no longer
  // run a hook for it (measured with `npm run bench`).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const takesUploads = (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data') === true;
    if (takesUploads || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseMultipart];
  });
});
