import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Answers are written by fast-json-stringify from the JSON Schema of the contract's zod response
// schema: one pass that writes only the schema's fields, where a zod encode per answer (then
// JSON.stringify) walked every value twice (issue 12). A schema JSON Schema cannot express
// (a transform, a custom check) keeps the zod serialiser.

type JsonSchema = { [key: string]: unknown };

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/**
 * Shapes z.toJSONSchema's output for fast-json-stringify, keeping zod's meaning:
 * - `X | null` as `type: [X, 'null']` (fast-json-stringify would test each branch of an anyOf);
 * - no `additionalProperties: false`: undeclared fields are left out either way, as zod strips them,
 *   and a branch of a union must not fail on a field zod would have stripped.
 */
export function forSerializer(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    if (key === 'properties' || key === 'definitions' || key === '$defs') {
      out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, forSerializer(v as JsonSchema)]));
    } else if (Array.isArray(value) && (key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems')) {
      out[key] = value.map((v: JsonSchema) => forSerializer(v));
    } else if (isSchema(value) && (key === 'items' || key === 'additionalProperties' || key === 'not')) {
      out[key] = forSerializer(value);
    } else {
      out[key] = value;
    }
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && typeof other.type === 'string' && SIMPLE_TYPES.has(other.type)) return { ...other, type: [other.type, 'null'] };
  }
  return out;
}

/** The JSON Schema fast-json-stringify writes this zod schema's answers with, or undefined when it cannot say it. */
export function serializerSchema(schema: z.ZodType): JsonSchema | undefined {
  try {
    // No metadata (descriptions, headers): only the shape matters here.
    const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw', metadata: z.registry() });
    return forSerializer(json as JsonSchema);
  } catch {
    return undefined;
  }
}

const canonical = (text: string): unknown => JSON.parse(text);

/**
 * The serialiser compiler of the app. `crossCheck` (the test suite) also runs the zod serialiser on
 * every answer and fails the answer when the two disagree, so every API test checks that both
 * write the same JSON.
 */
export function createSerializerCompiler(opts: { crossCheck?: boolean } = {}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const json = route.schema instanceof z.ZodType ? serializerSchema(route.schema) : undefined;
    if (!json) return viaZod;
    let fast: (data: unknown) => string;
    try {
      fast = fastJsonStringify(json as unknown as Schema);
    } catch {
      return viaZod;
    }
    if (!opts.crossCheck) return fast;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(canonical(written), canonical(expected))) {
        throw new Error(`${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}

/** Cross-checked under the test runner (vitest sets VITEST), fast-json-stringify alone otherwise. */
export const serializerCompiler = createSerializerCompiler({ crossCheck: process.env.VITEST !== undefined });
