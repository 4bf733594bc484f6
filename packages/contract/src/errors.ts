import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  /** A path the API has, with a method it does not take (405, with `Allow`). */
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  /** 503: the server cannot serve now: it is shutting down, or what it needs is down (`GET /api/ready` names it in `issues`). */
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body of every failed API call (docs/architecture.md#errors). */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string(), code: z.string().optional() }))
    .optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
