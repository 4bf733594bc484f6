import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { EndpointDef } from '@tc/contract/endpoint';
import { errorBodySchema } from '@tc/contract/errors';
import { userSchema } from '@tc/contract/users';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { actionPlanPageSchema } from '@tc/contract/coaching';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { createSerializerCompiler, exactTest, serializerSchema } from './serializer';

const compile = (schema: unknown, crossCheck = false) =>
  createSerializerCompiler({ crossCheck })({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

/** Every endpoint description of the contract package. */
async function contractEndpoints(): Promise<[string, EndpointDef][]> {
  const dir = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
  const found: [string, EndpointDef][] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('-endpoints.ts'))) {
    const groups = (await import(`@tc/contract/${file.replace(/\.ts$/, '')}`)) as Record<string, Record<string, EndpointDef>>;
    for (const group of Object.values(groups)) {
      for (const e of Object.values(group)) if (e && typeof e === 'object' && 'response' in e) found.push([e.operationId, e]);
    }
  }
  return found;
}

describe('answer serialisation', () => {
  it('writes every answer of the contract with fast-json-stringify (no zod pass per answer)', async () => {
    const endpoints = await contractEndpoints();
    expect(endpoints.length).toBeGreaterThan(50);
    for (const [operationId, e] of endpoints) expect(serializerSchema(e.response), operationId).toBeDefined();
    expect(serializerSchema(errorBodySchema)).toBeDefined();
  });

  it('leaves out every field the schema does not name, as zod did: a user answer never carries its password hash', () => {
    const user = {
      id: 7,
      username: 'kayla',
      email: 'kayla@example.ca',
      firstname: 'Kayla',
      lastname: 'Roy',
      category_id: 4,
      phone: null,
      region: null,
      business_name: null,
      address: null,
      city: null,
      postal_code: null,
      status: 'active',
      archivedAt: null,
      hasPassword: true,
      erasedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      password_hash: '$argon2id$secret',
      token_version: 3,
    };
    const written = JSON.parse(compile(userSchema)(user));
    expect(written).not.toHaveProperty('password_hash');
    expect(written).not.toHaveProperty('token_version');
    expect(written).toEqual(z.encode(userSchema, user as z.output<typeof userSchema>));
  });

  it('writes nullable objects, optional and free-form fields as zod does', () => {
    const schema = z.object({
      coach: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      count: z.number().int().nullable(),
      note: z.string().optional(),
      detail: z.unknown(),
      byRegion: z.record(z.string(), z.number()),
      items: z.array(z.object({ id: z.number() })),
    });
    const fast = compile(schema, true);
    for (const data of [
      {
        coach: { id: 1, name: 'Ann', extra: 'x' },
        count: 3,
        note: 'n',
        detail: { a: [1] },
        byRegion: { Calgary: 2 },
        items: [{ id: 1, x: 2 }],
      },
      { coach: null, count: null, detail: null, byRegion: {}, items: [] },
    ]) {
      expect(JSON.parse(fast(data))).toEqual(JSON.parse(JSON.stringify(z.encode(schema, data as never))));
    }
  });

  it('writes an answer already of the exact shape with JSON.stringify, in its own order, and any other through the schema', () => {
    const schema = z.object({ id: z.number().int(), name: z.string(), coach: z.object({ id: z.number().int() }).nullable() });
    const write = compile(schema, true);
    // JSON.stringify keeps the answer's order of fields; fast-json-stringify writes the schema's.
    const exact = { coach: { id: 2 }, name: 'Ann', id: 1 };
    expect(write(exact)).toBe(JSON.stringify(exact));
    expect(write({ ...exact, coach: { id: 2, password_hash: 'x' } })).toBe('{"id":1,"name":"Ann","coach":{"id":2}}');
    expect(compile(schema)({ ...exact, id: '1' })).toBe('{"id":1,"name":"Ann","coach":{"id":2}}');
  });

  it('tells an answer of the exact shape from one that needs the schema', () => {
    const test = exactTest(
      serializerSchema(
        z.object({
          id: z.number().int(),
          score: z.number(),
          note: z.string().nullable(),
          tags: z.array(z.string()),
          kind: z.literal('plan'),
          size: z.number().int().default(10),
          later: z.string().optional(),
          extra: z.unknown(),
        }),
      )!,
    )!;
    const ok = { id: 1, score: 0.5, note: null, tags: ['a'], kind: 'plan', size: 10, extra: { any: [1] } };
    expect(test(ok)).toBe(true);
    expect(test({ ...ok, later: 'x' })).toBe(true);
    for (const other of [
      { ...ok, secret: 'x' }, // a field the schema does not name
      { ...ok, id: 1.5 }, // not an integer
      { ...ok, id: '1' }, // a string for a number
      { ...ok, score: Number.NaN }, // written as null by JSON.stringify
      { ...ok, note: undefined }, // a required field missing
      { ...ok, later: undefined }, // a field present but undefined
      { ...ok, tags: ['a', 2] },
      { id: 1, score: 0.5, note: null, tags: [], kind: 'plan', extra: null }, // no size: the schema writes its default
      Object.assign(Object.create({ toJSON: () => 'x' }) as object, ok), // not a plain object
      new Date(),
      [ok],
      null,
    ]) {
      expect(test(other), JSON.stringify(other)).toBe(false);
    }
    // A part the test does not know leaves the whole answer to fast-json-stringify.
    expect(exactTest(serializerSchema(z.object({ byRegion: z.record(z.string(), z.number()) }))!)).toBeUndefined();
    expect(exactTest(serializerSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]))!)).toBeUndefined();
  });

  it('writes the plan list, the busiest answer, with JSON.stringify', () => {
    const test = exactTest(serializerSchema(actionPlanPageSchema)!)!;
    const plan = {
      id: 15,
      client_id: 42,
      coach_id: 2,
      date: '2026-11-18',
      summary: 'Insurance review',
      description: null,
      coach: { id: 2, firstname: 'Zoe', lastname: 'Chen' },
      client: { id: 42, firstname: 'Leah', lastname: 'Haddad', business_name: null },
      archivedAt: null,
      createdAt: '2026-11-18T10:00:00.000Z',
      updatedAt: '2026-11-18T10:00:00.000Z',
    };
    expect(test({ total: 18, page: 1, pageSize: 10, actionPlans: [plan, { ...plan, coach: null }], next: 'abc' })).toBe(true);
  });

  it('keeps the zod serialiser for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    expect(serializerSchema(schema)).toBeUndefined();
    expect(compile(schema)({ at: new Date('2026-05-01T00:00:00Z') })).toBe('{"at":"2026-05-01T00:00:00.000Z"}');
  });

  it('under test, fails an answer the zod schema refuses, as the zod serialiser did', () => {
    const schema = z.object({ id: z.number().int() });
    expect(() => compile(schema, true)({ id: 'seven' })).toThrow();
  });
});

describe('FAST_SERIALIZER', () => {
  it('false hands every answer to zod’s serialiser (docs/decisions/002)', async () => {
    vi.stubEnv('FAST_SERIALIZER', 'false');
    vi.resetModules();
    try {
      const { serializerCompiler } = await import('./serializer');
      expect(serializerCompiler).toBe(zodSerializerCompiler);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
