import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { NO_BODY } from '@tc/contract/endpoint';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MULTIPART_BODY } from './route';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A string checked by several patterns comes out of zod as `allOf: [{type, pattern}, …]` under its
 * own `type`; the inner `type` adds nothing for a string and, in OpenAPI 3.0, refuses the null that
 * `nullable` allows. Left out, each entry is its pattern alone (which holds for strings only).
 */
function tidy(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(tidy);
  if (!isObject(node)) return;
  if (Array.isArray(node.allOf) && typeof node.type === 'string') {
    for (const entry of node.allOf) {
      if (isObject(entry) && entry.type === node.type && Object.keys(entry).every((k) => k === 'type' || k === 'pattern')) {
        delete entry.type;
      }
    }
  }
  for (const value of Object.values(node)) tidy(value);
}

/** An answer without a body (a 304), described in the contract with `noBody()`: no content in the document. */
const isNoBody = (schema: unknown) => isObject(schema) && schema[NO_BODY] === true;

/**
 * The OpenAPI entry of a route: fastify-type-provider-zod's, with an upload's multipart body (route.ts),
 * answers without a body, and patterns that also hold for null where the field takes null.
 */
export const openApiTransform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = out.schema as Json | undefined;
  // A route registered without a schema (a test's own) has nothing to add.
  if (!isObject(schema)) return out;
  if (schema[MULTIPART_BODY]) {
    schema.body = schema[MULTIPART_BODY];
    delete schema[MULTIPART_BODY];
  }
  if (isObject(schema.response)) {
    for (const [status, answer] of Object.entries(schema.response)) {
      if (isNoBody(answer)) schema.response[status] = { type: 'null', description: (answer as Json).description };
    }
  }
  tidy(schema);
  return out;
};
