import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Answers are written by fast-json-stringify from the JSON Schema of the contract's zod response
// schema: one pass that writes only the schema's fields, where a zod encode per answer (then
// JSON.stringify) walked every value twice (docs/decisions/002). A schema JSON Schema cannot express
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

/** Keywords that only validate: fast-json-stringify writes a value of the right type the same with or without them. */
const CHECK_ONLY = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'description',
  'title',
  'examples',
]);

type Test = (value: unknown) => boolean;

/**
 * A test that a value already has exactly the shape `schema` writes: only its fields, each of its type, in
 * plain objects and arrays, finite numbers, nothing to convert. Such a value JSON.stringify writes as
 * fast-json-stringify would, in one native pass. Undefined for a schema with a part the test does not know.
 * Compiled to plain code, as fast-json-stringify compiles its writer: a closure per field cost as much as
 * the serialisation it saves.
 */
export function exactTest(schema: JsonSchema): Test | undefined {
  const functions: string[] = [];

  /** A boolean expression testing the identifier `x` against `schema`; undefined if it cannot say. */
  function test(schema: JsonSchema, x: string): string | undefined {
    for (const key of Object.keys(schema)) {
      // `default` matters only for a field left out, which the object's test below refuses.
      if (!CHECK_ONLY.has(key) && !['type', 'properties', 'required', 'items', 'const', 'default'].includes(key)) return undefined;
    }
    if ('const' in schema) {
      const value = schema.const;
      return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? `${x} === ${JSON.stringify(value)}` : undefined;
    }
    // No type: any value, which both write with JSON.stringify.
    if (schema.type === undefined) return Object.keys(schema).every((k) => CHECK_ONLY.has(k)) ? 'true' : undefined;
    const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
    const tests = types.map((type) => typeTest(type, schema, x));
    return tests.every((t) => t !== undefined) ? `(${tests.join(' || ')})` : undefined;
  }

  function typeTest(type: unknown, schema: JsonSchema, x: string): string | undefined {
    switch (type) {
      case 'string':
        return `typeof ${x} === 'string'`;
      case 'number':
        return `Number.isFinite(${x})`;
      case 'integer':
        return `Number.isSafeInteger(${x})`;
      case 'boolean':
        return `typeof ${x} === 'boolean'`;
      case 'null':
        return `${x} === null`;
      case 'object': {
        if (!isSchema(schema.properties)) return undefined;
        const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
        const lines: string[] = [];
        for (const [key, sub] of Object.entries(schema.properties)) {
          if (!isSchema(sub)) return undefined;
          const field = test(sub, 'x');
          if (field === undefined) return undefined;
          // A missing field with a default is written with it by fast-json-stringify, not left out.
          const mustHave = required.has(key) || 'default' in sub;
          lines.push(
            `x = v[${JSON.stringify(key)}]; if (x !== undefined) { m++; if (!${field}) return false; }${mustHave ? ' else return false;' : ''}`,
          );
        }
        const name = `f${functions.length}`;
        functions.push(`function ${name}(v) {
  if (typeof v !== 'object' || v === null || getPrototypeOf(v) !== OBJECT) return false;
  let n = 0, m = 0, x;
  for (const k in v) n++;
  ${lines.join('\n  ')}
  return n === m;
}`);
        return `${name}(${x})`;
      }
      case 'array': {
        const item = isSchema(schema.items) ? test(schema.items, 'x') : undefined;
        if (item === undefined) return undefined;
        const name = `f${functions.length}`;
        functions.push(`function ${name}(v) {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) { const x = v[i]; if (!${item}) return false; }
  return true;
}`);
        return `${name}(${x})`;
      }
      default:
        return undefined;
    }
  }

  const top = test(schema, 'v');
  if (top === undefined) return undefined;
  return new Function('getPrototypeOf', 'OBJECT', `${functions.join('\n')}\nreturn (v) => ${top};`)(
    Object.getPrototypeOf,
    Object.prototype,
  ) as Test;
}

const canonical = (text: string): unknown => JSON.parse(text);

/**
 * The writer of one response shape, built once for every route and app that answers with it: building one
 * (z.toJSONSchema, then fast-json-stringify's code) was most of an app's start, a thousand times over (a route's
 * answers are its own `.describe(…)` copies of a few shapes), and again in each app a test process builds
 * (docs/decisions/047-api-test-time.md). Kept by the schema's definition, which `.describe` and `.meta` copies share:
 * the description is not written. A writer keeps no state between answers.
 */
const writers = new WeakMap<object, ((data: unknown) => string) | null>();

function fastWriter(schema: z.ZodType): ((data: unknown) => string) | undefined {
  const shape = schema._zod.def;
  let write = writers.get(shape);
  if (write === undefined) {
    write = buildWriter(schema);
    writers.set(shape, write);
  }
  return write ?? undefined;
}

/** fast-json-stringify's writer for a schema JSON Schema can express, or null to keep zod's. */
function buildWriter(schema: z.ZodType): ((data: unknown) => string) | null {
  const json = serializerSchema(schema);
  if (!json) return null;
  let fast: (data: unknown) => string;
  try {
    fast = fastJsonStringify(json as unknown as Schema);
  } catch {
    return null;
  }
  // An answer already of the schema's exact shape (a mapper's output, the usual case) is written by
  // JSON.stringify: fast-json-stringify builds its text by concatenation, a string V8 then copies
  // flat to send, which made it slower than JSON.stringify on every list (measured with `npm run bench`).
  const exact = exactTest(json);
  return exact ? (data: unknown) => (exact(data) ? JSON.stringify(data) : fast(data)) : fast;
}

/**
 * The serialiser compiler of the app. `crossCheck` (the test suite) also runs the zod serialiser on
 * every answer and fails the answer when the two disagree, so every API test checks that both
 * write the same JSON.
 */
export function createSerializerCompiler(opts: { crossCheck?: boolean } = {}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const write = route.schema instanceof z.ZodType ? fastWriter(route.schema) : undefined;
    if (!write) return viaZod;
    if (!opts.crossCheck) return write;
    return (data) => {
      const expected = viaZod(data);
      const written = write(data);
      if (!isDeepStrictEqual(canonical(written), canonical(expected))) {
        throw new Error(`${route.method} ${route.url} ${route.httpStatus}: the serialiser wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}

/**
 * Cross-checked under the test runner (vitest sets VITEST), fast-json-stringify alone otherwise.
 * FAST_SERIALIZER=false turns it off: every answer is written by zod's serialiser, the reference the
 * tests compare with (docs/decisions/002; config.ts refuses any other value at start).
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> =
  process.env.FAST_SERIALIZER === 'false'
    ? (zodSerializerCompiler as FastifySerializerCompiler<unknown>)
    : createSerializerCompiler({ crossCheck: process.env.VITEST !== undefined });
