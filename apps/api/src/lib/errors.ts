import type { ErrorBody, ErrorCode } from '@tc/contract/errors';

/** An error the client is meant to read: its message is shown to people as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: ErrorBody['issues']) => new AppError(400, 'VALIDATION_ERROR', message, issues);

/** One field's problem, in the same shape zod issues take. */
export const fieldError = (field: string, message: string) => badRequest(message, [{ path: [field], message }]);

export const unauthenticated = (message = 'Please sign in to continue.') => new AppError(401, 'UNAUTHENTICATED', message);

export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);

export const conflict = (message: string, issues?: ErrorBody['issues']) => new AppError(409, 'CONFLICT', message, issues);

/** 409 that names the field, so a form can show it where the person typed it. */
export const usernameConflict = () =>
  conflict('That username is already taken.', [{ path: ['username'], message: 'That username is already taken.' }]);

export const rateLimited = (message: string) => new AppError(429, 'RATE_LIMITED', message);
