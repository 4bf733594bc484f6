import {
  DOWNLOAD_TYPES,
  type EndpointDef,
  type ErrorStatus,
  errorStatuses,
  type MultipartBody,
  takesIdempotencyKey,
} from '@tc/contract/endpoint';
import { errorBodySchema } from '@tc/contract/errors';
import type {
  ContextConfigDefault,
  FastifyInstance,
  preParsingHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInFirst } from '../auth/authenticate';
import { keepAnswer, reserveKey } from './idempotency';

type Or<T, D> = T extends z.ZodType ? T : D;
type Others<E extends EndpointDef> = E['otherResponses'] extends object ? E['otherResponses'] : unknown;

/** The Fastify schema of one operation: validation, serialisation and its OpenAPI entry. */
export type RouteSchema<E extends EndpointDef> = {
  operationId: string;
  tags: string[];
  summary: string;
  params: Or<E['params'], undefined>;
  querystring: Or<E['query'], undefined>;
  body: Or<E['body'], undefined>;
  response: { [K in E['status']]: E['response'] } & Others<E> & { [K in ErrorStatus]?: typeof errorBodySchema };
  security?: [];
  consumes?: string[];
  [MULTIPART_BODY]?: object;
};

/** What each error status means, as the OpenAPI document tells it (docs/architecture.md#errors). */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'VALIDATION_ERROR: the input is not valid; `issues` says where',
  401: 'UNAUTHENTICATED: no valid session, or wrong credentials',
  403: 'FORBIDDEN: you may not do this',
  404: 'NOT_FOUND: no such record, or none you may see',
  409: 'CONFLICT: clashes with what is stored',
  413: 'PAYLOAD_TOO_LARGE: the upload is too large',
  415: 'UNSUPPORTED_MEDIA_TYPE: the body is not of an accepted type',
  429: 'RATE_LIMITED: too many requests; try again later',
};

const TOTAL_HEADER = {
  'X-Total-Count': { type: 'integer', description: 'How many rows match in all; an answer holds one page of them at most' },
};

export function routeSchema<E extends EndpointDef>(e: E): RouteSchema<E> {
  // Descriptions and the total header document the answers; the schemas still validate and serialise.
  const description = e.response.description ?? (e.status === 201 ? 'Created' : e.status === 202 ? 'Accepted' : 'OK');
  const success = e.response.meta({ description, ...(e.paged ? { headers: TOTAL_HEADER } : {}) });
  const response: Record<number, unknown> = { ...e.otherResponses, [e.status]: success };
  if (e.downloads?.length) {
    // One answer in several media types: JSON is serialised by its schema; a file is sent as the bytes it is.
    const content: Record<string, { schema: z.ZodType }> = { 'application/json': { schema: e.response } };
    for (const type of e.downloads) {
      const binary = type === 'application/pdf' ? { format: 'binary' } : {};
      content[type] = { schema: z.string().meta({ description: DOWNLOAD_TYPES[type], ...binary }) };
    }
    response[e.status] = {
      description: `${description}, or the same as a file when one is asked for (an attachment that Content-Disposition names)`,
      content,
    };
  }
  if (e.binary) {
    // The stored file itself, in its own media type (an image, a PDF, a spreadsheet…): no JSON.
    response[e.status] = { description, content: { '*/*': { schema: z.string().meta({ format: 'binary' }) } } };
  }
  for (const status of errorStatuses(e)) response[status] = errorBodySchema.meta({ description: ERROR_MEANINGS[status] });
  return {
    operationId: e.operationId,
    tags: [...e.tags],
    summary: e.summary,
    // Only the parts a call has: Fastify warns of a schema key left undefined.
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    response,
    // Public calls override the document's default bearer requirement.
    ...(e.auth ? {} : { security: [] }),
    ...(e.multipart ? { consumes: ['multipart/form-data'], [MULTIPART_BODY]: multipartBody(e.multipart) } : {}),
  } as RouteSchema<E>;
}

/**
 * An upload's body for the OpenAPI document only (lib/openapi.ts moves it to `body` there): Fastify does not
 * validate it, as the handler reads the parts as they stream in (storage/uploads.ts).
 */
export const MULTIPART_BODY = 'x-multipart-body';

/** The multipart/form-data body of an upload as JSON Schema: the file part, binary, and the text fields. */
function multipartBody(m: MultipartBody) {
  const fields = m.fields
    ? (z.toJSONSchema(m.fields, { target: 'openapi-3.0', io: 'input' }) as { properties?: object; required?: string[] })
    : {};
  const required = [...(m.fileRequired ? [m.file] : []), ...(fields.required ?? [])];
  return {
    type: 'object',
    properties: { [m.file]: { type: 'string', format: 'binary', description: m.accepts }, ...fields.properties },
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

/** The handler of one operation, typed from its description (one handler may serve two paths). */
export type HandlerOf<E extends EndpointDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/**
 * Registers one operation of the contract: its method, path and schemas come
 * from the description, so the route and the OpenAPI document cannot drift.
 */
export function route<E extends EndpointDef>(app: FastifyInstance, e: E, handler: HandlerOf<E>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: routeSchema(e),
    ...(e.rateLimited === false ? { config: { rateLimit: false } } : ownLimit(app, e)),
    // A probe's every call would be two info lines: only its warnings and errors are logged.
    ...(e.quiet ? { logLevel: 'warn' } : {}),
    // Who may call is asked before the body is read and validated: 401 or 403, never the input's faults (docs/decisions/007).
    ...(e.auth ? { preParsing: callerFirst(e) } : {}),
    // A change sent with an Idempotency-Key is stored once, however often it is sent (idempotency.ts).
    ...(takesIdempotencyKey(e) ? { preHandler: reserveKey, onSend: keepAnswer } : {}),
    handler,
  });
}

/**
 * The preParsing hook of a call that needs a token: signedInFirst, before the body is read
 * (after the rate limit, an onRequest hook). Without `roles` it is synchronous, with no promise.
 */
function callerFirst(e: EndpointDef): preParsingHookHandler {
  const roles = e.roles;
  if (roles) return (request, _reply, _payload, done) => void signedInFirst(request, roles).then(() => done(), done);
  return (request, _reply, _payload, done) => {
    try {
      signedInFirst(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
}

/**
 * A call's own rate limit (EndpointDef.rateLimit); registration's figure comes from REGISTER_LIMIT_PER_HOUR,
 * applications' from APPLY_LIMIT_PER_HOUR and setting a password with a link from SET_PASSWORD_LIMIT_PER_15_MINUTES
 * when set.
 */
function ownLimit(app: FastifyInstance, e: EndpointDef) {
  if (!e.rateLimit) return {};
  const configuredLimits: Record<string, number | undefined> = {
    register: app.config.registerLimitPerHour,
    submitApplication: app.config.applyLimitPerHour,
    setPassword: app.config.setPasswordLimitPer15Minutes,
  };
  const configured = configuredLimits[e.operationId];
  const max = configured ?? e.rateLimit.max;
  return max > 0 ? { config: { rateLimit: { max, timeWindow: e.rateLimit.timeWindow } } } : {};
}
