import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { EndpointDef } from '@tc/contract/endpoint';
import { errorBodySchema } from '@tc/contract/errors';
import { userSchema } from '@tc/contract/users';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, serializerSchema } from './serializer';

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
