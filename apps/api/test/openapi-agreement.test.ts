import { DATE_MAX, DATE_MIN, MAX_ID } from '@tc/contract/common';
import type { EndpointDef } from '@tc/contract/endpoint';
import { ROLES } from '@tc/contract/roles';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTRACT } from './contract';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * The OpenAPI document says what the server enforces: for every field of every
 * operation (address, query, JSON body, an upload's text fields), a bank of values of every kind is
 * given both to the field's schema as the server validates it (zod) and to the field's schema in
 * /api/docs/json (Ajv): they must accept and refuse the same values. Then, for each kind of rule the
 * document once left out, the server itself is asked, and the document checked against its answer.
 */

// ajv-formats is CommonJS: its function is the default export's default under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

const STRINGS = [
  ...['', ' ', 'a', 'abc', 'ABC', ' abc ', 'x'.repeat(51), 'x'.repeat(101), 'x'.repeat(201), 'x'.repeat(256), 'x'.repeat(2001)],
  // Numbers as text: ids, pages, years.
  ...['0', '1', '-1', '01', '1.5', '1e3', '0x10', '2147483647', '2147483648', '9999999999', '99999999999', '2025', '1999', '2101'],
  // Control characters, direction marks, line breaks.
  ...['\u0000', 'a\u0001b', 'a\u202eb', 'a\u200eb', 'a\u0085b', 'a\nb', 'a\tb', 'a\rb', 'a\r\nb', 'abc\n'],
  ...['true', 'false', 'yes'],
  // Dates and times, in range and out.
  ...[DATE_MIN, DATE_MAX, '1999-12-31', '2101-01-01', '2025-02-30', '2025-13-01', '2025-1-1', '2025-04', '2024-2025'],
  ...['2025-01-01T00:00:00Z', '2025-01-01T09:00:00.000-06:00', '1999-01-01T00:00:00Z', '2101-01-01T00:00:00Z', '2025-01-01T25:00:00Z'],
  // Enumerations: sorts, statuses, kinds, formats.
  ...['csv', 'pdf', 'xml', 'lastname', '-lastname', 'last_activity', '-title', 'createdAt', 'zzz', '-zzz', 'draft', 'published', 'all'],
  ...['landing', 'service', 'event', 'news', 'new', 'contacted', 'active', 'create', 'user'],
  // Email, phone, postal code.
  ...['a@b.ca', 'A@B.CA', ' a@b.ca ', 'a@b', 'not-an-email', 'a@@b.ca', '403-555-0000', '(403) 555-0000', '555-0000', 'phone!'],
  ...['T2T 1A1', 'T2T1A1', 't2t 1a1', 'T2T  1A1', '12345'],
  // Addresses and links.
  ...['https://example.ca', 'https://example.ca/a b', 'http://example.ca', 'javascript:alert(1)', '//evil.example', '/apply', '/x'],
  ...[`/api/files/${'a'.repeat(64)}`, `/api/files/${'a'.repeat(64)}?w=480`, '/api/files/abc', `/api/files/${'A'.repeat(64)}`],
  // Two-factor and recovery codes, sections, usernames.
  ...['123456', '123 456', ' 123456 ', '12345a', '1234567', 'abcde-12345', 'ABCDE 12345', 'abcd-1234', 'about-us', 'About-Us', 'a--b'],
  ...['coach.sarah', 'Coach.Sarah', 'coach sarah', 'a'.repeat(64)],
];
const VALUES = [...STRINGS, null, 0, 1, -1, 1.5, 2, 3, 4, 5, 100, 101, MAX_ID, MAX_ID + 1, 1e10, true, false, [], {}, ['a'], [1]];

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

/** OpenAPI 3.0's boolean exclusiveMinimum/Maximum, as the JSON Schema Ajv reads. */
function toJsonSchema(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(toJsonSchema);
  if (!s || typeof s !== 'object') return s;
  const o: Json = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, toJsonSchema(v)]));
  for (const [ex, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (o[ex] === true) {
      o[ex] = o[bound];
      delete o[bound];
    } else if (o[ex] === false) delete o[ex];
  }
  return o;
}

/** The fields of an object schema (through transforms and pipes); a union gives each option's. */
function objectsOf(schema: unknown): Record<string, z.ZodType>[] {
  let cur = schema as { shape?: Record<string, z.ZodType>; _zod: { def: { in?: unknown; innerType?: unknown; options?: unknown[] } } };
  for (let i = 0; i < 5 && cur; i++) {
    if (cur.shape) return [cur.shape];
    if (cur._zod.def.options) return cur._zod.def.options.flatMap(objectsOf);
    cur = (cur._zod.def.in ?? cur._zod.def.innerType) as typeof cur;
  }
  throw new Error('not an object schema');
}

/** The document's object schemas of a body, in the order of the contract's union options. */
const documentObjects = (schema: Json): Json[] => (Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]) : [schema]);

describe('the OpenAPI document and the server agree on every field', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>> };
  // Query and path values arrive as text: the document's reader (like Fastify's Ajv) reads "7" as a number.
  const asText = addFormats(new Ajv({ strict: false, coerceTypes: true }));
  const asJson = addFormats(new Ajv({ strict: false }));

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t?.close());

  const operationOf = (e: EndpointDef) => doc.paths[`/api${e.path.replace(/:(\w+)/g, '{$1}')}`][e.method.toLowerCase()];

  /** Every field of an operation with the document's schema of it. */
  function fieldsOf(e: EndpointDef): { where: string; field: z.ZodType; documented: Json | undefined; text: boolean }[] {
    const op = operationOf(e);
    const fields: ReturnType<typeof fieldsOf> = [];
    for (const [where, schema] of [
      ['path', e.params],
      ['query', e.query],
    ] as const) {
      if (!schema) continue;
      for (const [name, field] of Object.entries(objectsOf(schema)[0])) {
        const documented = op.parameters?.find((p) => p.in === where && p.name === name)?.schema;
        fields.push({ where: `${where}.${name}`, field, documented, text: true });
      }
    }
    const bodies: [string, unknown, Json | undefined][] = [
      ['body', e.body, op.requestBody?.content['application/json']?.schema],
      ['multipart', e.multipart?.fields, op.requestBody?.content['multipart/form-data']?.schema],
    ];
    for (const [where, schema, documented] of bodies) {
      if (!schema) continue;
      const options = documented ? documentObjects(documented) : [];
      objectsOf(schema).forEach((shape, i) => {
        const properties = (options[i]?.properties ?? {}) as Record<string, Json>;
        for (const [name, field] of Object.entries(shape)) {
          fields.push({ where: `${where}.${name}`, field, documented: properties[name], text: where === 'multipart' });
        }
      });
    }
    return fields;
  }

  it('documents every field, and each refuses in the document exactly what the server refuses', () => {
    const missing: string[] = [];
    const disagreements: string[] = [];
    let compared = 0;
    for (const e of CONTRACT) {
      for (const { where, field, documented, text } of fieldsOf(e)) {
        const label = `${e.operationId} ${where}`;
        if (!documented) {
          missing.push(label);
          continue;
        }
        const validate: ValidateFunction = (text ? asText : asJson).compile(toJsonSchema(documented) as Json);
        const values = text ? STRINGS : VALUES;
        for (const value of values) {
          const server = field.safeParse(value).success;
          const document = validate(structuredClone(value)) as boolean;
          compared += 1;
          if (server !== document) {
            disagreements.push(
              `${label} ${JSON.stringify(value)}: the server ${server ? 'takes' : 'refuses'} it, the document ${document ? 'takes' : 'refuses'} it`,
            );
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(50_000);
  });

  it('gives each upload its multipart body, with the file as binary', () => {
    const uploads = CONTRACT.filter((e) => e.multipart);
    expect(uploads.map((e) => e.operationId).sort()).toEqual([
      'createFormFile',
      'createMessage',
      'replaceMedia',
      'updateFormFile',
      'uploadClientFile',
      'uploadImage',
      'uploadImport',
      'uploadLandingImage',
    ]);
    for (const e of uploads) {
      const body = operationOf(e).requestBody?.content['multipart/form-data']?.schema as
        { properties: Record<string, Json>; required?: string[] } | undefined;
      expect(body, e.operationId).toBeDefined();
      expect(Object.keys(operationOf(e).requestBody!.content)).toEqual(['multipart/form-data']);
      expect(body!.properties[e.multipart!.file]).toMatchObject({ type: 'string', format: 'binary' });
      expect(body!.required?.includes(e.multipart!.file) ?? false, e.operationId).toBe(e.multipart!.fileRequired);
    }
  });

  it('describes each answer in its real media type: files as binary, reports and the client list as CSV or PDF too', () => {
    const contentOf = (operationId: string, status: string) => {
      const e = CONTRACT.find((c) => c.operationId === operationId)!;
      return operationOf(e).responses[status].content;
    };
    for (const id of ['getFile', 'downloadFormFile']) {
      expect(contentOf(id, '200'), id).toEqual({ '*/*': { schema: { type: 'string', format: 'binary' } } });
      expect(contentOf(id, '304'), `${id}: a 304 has no body`).toBeUndefined();
    }
    for (const id of ['getCoachReport', 'getClientReport', 'getAllClientsReport', 'getRegionsReport']) {
      expect(Object.keys(contentOf(id, '200')!).sort(), id).toEqual(['application/json', 'application/pdf', 'text/csv']);
      expect(contentOf(id, '200')!['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
    }
    expect(Object.keys(contentOf('listClients', '200')!).sort()).toEqual(['application/json', 'text/csv']);
    // Everything else answers JSON only.
    const others = CONTRACT.filter((e) => !e.binary && !e.downloads);
    for (const e of others) {
      for (const [status, answer] of Object.entries(operationOf(e).responses)) {
        if (answer.content) expect(Object.keys(answer.content), `${e.operationId} ${status}`).toEqual(['application/json']);
      }
    }
  });
});

/** The document's schema of one field of one operation, compiled. */
function documentedField(
  doc: { paths: Record<string, Record<string, Operation>> },
  method: string,
  path: string,
  where: string,
  name: string,
) {
  const op = doc.paths[path][method];
  const schema =
    where === 'body'
      ? (op.requestBody!.content['application/json'].schema.properties as Record<string, Json>)[name]
      : op.parameters!.find((p) => p.in === where && p.name === name)!.schema;
  const ajv = addFormats(new Ajv({ strict: false, coerceTypes: where !== 'body' }));
  return ajv.compile(toJsonSchema(schema) as Json);
}

describe.each(DATABASES)('the server refuses what the document refuses, on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t?.close());

  interface Case {
    name: string;
    method: 'GET' | 'POST' | 'PUT';
    path: string;
    url: (value: string) => string;
    where: 'path' | 'query' | 'body';
    field: string;
    body?: (value: unknown) => unknown;
    good: unknown[];
    bad: unknown[];
    message?: RegExp;
  }

  const CASES: Case[] = [
    {
      name: 'an id beyond 2147483647, with a message that says the range',
      method: 'GET',
      path: '/api/users/{id}',
      url: (v) => `/api/users/${v}`,
      where: 'path',
      field: 'id',
      good: ['1', '2147483647'],
      bad: ['2147483648', '9999999999', '0', '01', '1e3'],
      message: /Must be a whole number from 1 to 2147483647/,
    },
    {
      name: 'a date outside 2000-01-01 to 2100-12-31',
      method: 'GET',
      path: '/api/audit',
      url: (v) => `/api/audit?from=${v}`,
      where: 'query',
      field: 'from',
      good: ['2000-01-01', '2100-12-31'],
      bad: ['1999-12-31', '2101-01-01', '2025-02-30'],
    },
    {
      name: 'a control character or direction mark in a line of text',
      method: 'POST',
      path: '/api/regions',
      url: () => '/api/regions',
      where: 'body',
      field: 'name',
      body: (v) => ({ name: v }),
      good: [],
      bad: ['Cal\u0000gary', 'Cal\u202egary', 'Cal\ngary', ' '],
      message: /control characters|at least 2/,
    },
    {
      name: 'a sort the list does not have',
      method: 'GET',
      path: '/api/users',
      url: (v) => `/api/users?sort=${v}`,
      where: 'query',
      field: 'sort',
      good: ['lastname', '-createdAt'],
      bad: ['password_hash', '-zzz', 'last_activity'],
      message: /sort must be one of/,
    },
    {
      name: 'an email address, a phone number and a postal code not of their form',
      method: 'POST',
      path: '/api/users/create',
      url: () => '/api/users/create',
      where: 'body',
      field: 'postal_code',
      body: (v) => ({ username: 'newclient', email: 'n@example.ca', firstname: 'N', lastname: 'C', category_id: 4, postal_code: v }),
      good: [],
      bad: ['12345', 'T2T-1A1', 'TT2 1A1'],
      message: /Postal code must look like T5J 0N3/,
    },
    {
      name: 'an email address not of its form',
      method: 'POST',
      path: '/api/auth/forgot-password',
      url: () => '/api/auth/forgot-password',
      where: 'body',
      field: 'email',
      body: (v) => ({ email: v }),
      good: ['someone@example.ca'],
      bad: ['someone', 'a@b', 'a@@b.ca'],
      message: /valid email address/,
    },
    {
      name: 'an image address that is neither an upload nor https',
      method: 'POST',
      path: '/api/gallery',
      url: () => '/api/gallery',
      where: 'body',
      field: 'image_url',
      body: (v) => ({ image_url: v, alt: 'A picture' }),
      good: [],
      bad: ['http://example.ca/a.png', 'javascript:alert(1)', '/api/files/abc', '//evil.example/a.png'],
      message: /uploaded image|https/,
    },
    {
      name: 'a two-factor code that is not six digits',
      method: 'POST',
      path: '/api/auth/two-factor/enable',
      url: () => '/api/auth/two-factor/enable',
      where: 'body',
      field: 'code',
      body: (v) => ({ code: v }),
      good: [],
      bad: ['12345', '1234567', '12345a', ''],
      message: /6-digit code/,
    },
  ];

  it.each(CASES.map((c) => [c.name, c] as const))('%s: the document refuses it too', async (_name, c) => {
    const documented = documentedField(doc, c.method.toLowerCase(), c.path, c.where, c.field);
    for (const value of c.bad) {
      const res = await call(t.app, c.method, c.url(encodeURIComponent(String(value))), {
        token: admin.token,
        ...(c.body ? { body: c.body(value) } : {}),
      });
      expect(res.statusCode, `${c.field}=${JSON.stringify(value)}: ${res.body.slice(0, 200)}`).toBe(400);
      const issue = (res.data.issues ?? []).find((i: { path: unknown[] }) => i.path.join('.') === c.field);
      expect(issue, `${c.field}=${JSON.stringify(value)}: an issue names the field (${res.body.slice(0, 300)})`).toBeDefined();
      if (c.message) expect(res.data.error).toMatch(c.message);
      expect(documented(value), `the document refuses ${c.field}=${JSON.stringify(value)}`).toBe(false);
    }
    for (const value of c.good) {
      expect(documented(value), `the document takes ${c.field}=${JSON.stringify(value)}`).toBe(true);
      const res = await call(t.app, c.method, c.url(encodeURIComponent(String(value))), {
        token: admin.token,
        ...(c.body ? { body: c.body(value) } : {}),
      });
      const issue = (res.data?.issues ?? []).find((i: { path: unknown[] }) => i.path.join('.') === c.field);
      expect(issue, `${c.field}=${JSON.stringify(value)} is not refused (${res.statusCode} ${res.body.slice(0, 200)})`).toBeUndefined();
    }
  });
});
