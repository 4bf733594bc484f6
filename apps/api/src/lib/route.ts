import { type EndpointDef, type ErrorStatus, errorStatuses } from '@tc/contract/endpoint';
import { errorBodySchema } from '@tc/contract/errors';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Or<T, D> = T extends z.ZodType ? T : D;

/** The Fastify schema of one operation: validation, serialisation and its OpenAPI entry. */
export type RouteSchema<E extends EndpointDef> = {
  operationId: string;
  tags: string[];
  summary: string;
  params: Or<E['params'], undefined>;
  querystring: Or<E['query'], undefined>;
  body: Or<E['body'], undefined>;
  response: { [K in E['status']]: E['response'] } & { [K in ErrorStatus]?: typeof errorBodySchema };
  security?: [];
  consumes?: string[];
};

export function routeSchema<E extends EndpointDef>(e: E): RouteSchema<E> {
  const response: Record<number, z.ZodType> = { [e.status]: e.response };
  for (const status of errorStatuses(e)) response[status] = errorBodySchema;
  return {
    operationId: e.operationId,
    tags: [...e.tags],
    summary: e.summary,
    params: e.params,
    querystring: e.query,
    body: e.body,
    response,
    // Public calls override the document's default bearer requirement.
    ...(e.auth ? {} : { security: [] }),
    ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
  } as RouteSchema<E>;
}

type HandlerOf<E extends EndpointDef> = RouteHandlerMethod<
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
  app.withTypeProvider<ZodTypeProvider>().route({ method: e.method, url: e.path, schema: routeSchema(e), handler });
}
