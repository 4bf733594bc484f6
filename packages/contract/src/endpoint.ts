import { z } from 'zod';
import type { RoleId } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error answers an operation can give, each with the body of docs/architecture.md#errors. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * One API operation, described once: the server registers its route and its
 * OpenAPI entry from it, and the web app types its call from it.
 */
export interface EndpointDef {
  /** Unique across the API, camelCase: the OpenAPI operationId. */
  operationId: string;
  method: HttpMethod;
  /** Path under /api in Fastify's form: `/action-plans/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  /** False for calls that need no token (public content, sign-in). */
  auth: boolean;
  /**
   * The roles that may make this call at all: any other signed-in caller gets 403 before the input
   * is read (as a caller without a token gets 401). Left out: every role, and the rules of the
   * access table judge the record after validation.
   */
  roles?: readonly RoleId[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body. Multipart uploads leave it out and describe their parts in `multipart`. */
  body?: z.ZodType;
  /** An upload: a multipart/form-data body, with its file part and its text fields (read by the handler). */
  multipart?: MultipartBody;
  /** The success status: 201 for create, 202 for a request whose work goes on after the answer (an email), else 200 (product specification section 5). */
  status: 200 | 201 | 202;
  response: z.ZodType;
  /**
   * Errors particular to this call (403, 404, 409, 413, 415; 401 of a public call
   * that checks credentials). 400 (when it takes input), 401 (when it needs a
   * token) and 429 (unless `rateLimited` is false) are added by `errorStatuses`.
   */
  errors: readonly ErrorStatus[];
  /** A list that sends its total in `X-Total-Count`. */
  paged?: boolean;
  /** False for a call the rate limit leaves alone (the health probe): it never answers 429. */
  rateLimited?: boolean;
  /** A probe polled every few seconds (health, readiness): its calls are not logged at info, only its warnings. */
  quiet?: boolean;
  /**
   * A limit of its own per client address, in place of the general one, that holds even when
   * the general limit is off (registration: 5 an hour). `timeWindow` in the `ms` form: '1 hour'.
   */
  rateLimit?: { readonly max: number; readonly timeWindow: string };
  /** Answers besides the success and the error body, each with its own body (the health check's 503). */
  otherResponses?: { readonly [status: number]: z.ZodType };
  /**
   * Files the success answer may be instead of `response`, as an attachment
   * (the reports' `?format=csv` and `?format=pdf`).
   */
  downloads?: readonly DownloadType[];
  /** The success answer is a stored file's own bytes, of that file's media type, rather than JSON. */
  binary?: boolean;
  /**
   * False for a signed-in call that writes but takes no `Idempotency-Key` (idempotency.ts): one whose answer
   * must not be kept (it holds a secret) or that ends the session. Every other such call takes one.
   */
  idempotent?: false;
}

/** What an upload's multipart/form-data body holds, as the OpenAPI document tells it. */
export interface MultipartBody {
  /** The name of the file part. */
  file: string;
  /** What the file may be: its types and largest size. */
  accepts: string;
  /** False when the file may be left out (a change of details only). */
  fileRequired: boolean;
  /** The text fields beside the file, as the handler reads them. */
  fields?: z.ZodType;
}

/** The media types of the files an operation can answer besides its JSON. */
export const DOWNLOAD_TYPES = {
  'text/csv': 'CSV: UTF-8 with a byte order mark and a header row (reports end with a totals row)',
  'application/pdf': 'PDF document',
} as const;
export type DownloadType = keyof typeof DOWNLOAD_TYPES;

/** The marker of an answer that has no body (a 304): the OpenAPI document gives it no content. */
export const NO_BODY = 'x-no-body';

/** An answer without a body, for `otherResponses`. */
export const noBody = (description: string) => z.unknown().meta({ description, [NO_BODY]: true });

/** Keeps the literal types of a description (its schemas, method and status). */
export const endpoint = <const E extends EndpointDef>(e: E): E => e;

/** Every error status an operation may answer, in order. */
export function errorStatuses(e: EndpointDef): ErrorStatus[] {
  const all = new Set<ErrorStatus>(e.errors);
  if (e.params || e.query || e.body || e.multipart) all.add(400);
  if (e.auth) all.add(401);
  if (e.roles) all.add(403);
  // An Idempotency-Key already used for another change, or whose first call is still running.
  if (takesIdempotencyKey(e)) {
    all.add(400);
    all.add(409);
  }
  if (e.rateLimited !== false) all.add(429);
  return [...all].sort((a, b) => a - b);
}

/** Whether a call takes an Idempotency-Key (idempotency.ts): every signed-in call that writes, unless it says not. */
export function takesIdempotencyKey(e: EndpointDef): boolean {
  return e.auth && e.method !== 'GET' && e.idempotent !== false;
}

type Schema<E extends EndpointDef, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType ? E[K] : never;

/** What the answer's body holds, as the browser receives it. */
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;
/** The JSON body a caller sends. */
export type BodyOf<E extends EndpointDef> = z.input<Schema<E, 'body'>>;
/** A value that travels as text in a URL: a number may stand where the schema reads digits ('3' or 3). */
type Wire<T> = string extends T ? T | number : T | (T extends `${infer N extends number}` ? N : never);
/** Query parameters a caller sends. */
export type QueryOf<E extends EndpointDef> = { [K in keyof z.input<Schema<E, 'query'>>]: Wire<z.input<Schema<E, 'query'>>[K]> };
/** Path parameters: `{ id: 7 }` for `/action-plans/:id`. */
export type ParamsOf<E extends EndpointDef> = { [K in keyof z.input<Schema<E, 'params'>>]: string | number };
