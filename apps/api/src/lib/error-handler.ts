import type { ErrorBody } from '@tc/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

const CONTEXT_NOUN: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'address',
  headers: 'headers',
};

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Unique-constraint failures of either database, when a race slips past our own checks. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** The one error handler: every failure leaves in the error shape of docs/architecture.md#errors. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return send(reply, error.statusCode, { error: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.flatMap((v) => {
      const path = v.instancePath.split('/').filter(Boolean);
      const unknownKeys = v.keyword === 'unrecognized_keys' ? ((v.params as { keys?: string[] }).keys ?? []) : [];
      if (unknownKeys.length) {
        return unknownKeys.map((key) => ({ path: [...path, key], message: `Unknown field "${key}"`, code: v.keyword }));
      }
      return [{ path, message: v.message ?? 'Invalid value', code: v.keyword }];
    });
    const where = CONTEXT_NOUN[error.validationContext ?? 'body'] ?? 'request';
    const detail = issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    return send(reply, 400, { error: `Invalid ${where}: ${detail}`, code: 'VALIDATION_ERROR', issues });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(reply, 400, { error: 'The request body is not valid JSON.', code: 'VALIDATION_ERROR' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return send(reply, 413, { error: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(reply, 415, { error: 'This content type is not accepted here; send JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  if (error.statusCode === 429) {
    return send(reply, 429, { error: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' });
  }
  if (isUniqueViolation(error)) {
    return send(reply, 409, { error: 'That record already exists.', code: 'CONFLICT' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, 400, { error: 'The request could not be understood.', code: 'VALIDATION_ERROR' });
  }
  request.log.error({ err: error, reqId: request.id }, 'unhandled error');
  return send(reply, 500, {
    error: `Something went wrong on our side. Please try again; if it persists, quote reference ${request.id}.`,
    code: 'INTERNAL',
  });
}
