import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, makeUser, PASSWORD } from './fixtures';
import { type Res, call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * Bad input per endpoint (docs/architecture.md#errors): every refusal is 400 VALIDATION_ERROR
 * (415 for a content type other than JSON, 413 over 1 MiB) in the one error shape,
 * and a refused write writes nothing.
 */

const JSON_TYPE = { 'content-type': 'application/json' };
const long = (n: number, c = 'x') => c.repeat(n);
const MIB = 1024 * 1024;

/** What an error text must never carry: a stack, SQL, driver or file names. */
const LEAK =
  /\n\s+at\s|\bat\s+\S+\s+\(|node_modules|\.ts:\d+|\.js:\d+|\bselect\b[\s\S]*\bfrom\b|insert\s+into|update\s+\w+\s+set|sqlite|postgres|\bpg\b|constraint|syntax error at|SQLSTATE|TypeError|ReferenceError|undefined is not/i;

type Path = (string | number)[];

/** The one error shape of docs/architecture.md#errors, with the given status and code. */
function expectError(res: Res, label: string, status = 400, code = 'VALIDATION_ERROR') {
  expect(res.statusCode, `${label}: status (body ${res.body.slice(0, 300)})`).toBe(status);
  expect(res.headers['content-type'], `${label}: content type`).toMatch(/^application\/json/);
  const d = res.data;
  expect(d, `${label}: JSON body`).toBeTypeOf('object');
  expect(
    Object.keys(d).filter((k) => !['error', 'code', 'issues'].includes(k)),
    `${label}: only error, code, issues`,
  ).toEqual([]);
  expect(d.code, `${label}: code`).toBe(code);
  expect(d.error, `${label}: error`).toBeTypeOf('string');
  expect(d.error.trim().length, `${label}: error not empty`).toBeGreaterThan(0);
  expect(d.error.length, `${label}: error short enough to read`).toBeLessThan(1000);
  expect(d.error, `${label}: no stack or SQL in error`).not.toMatch(LEAK);
  if (d.issues !== undefined) {
    expect(Array.isArray(d.issues), `${label}: issues is an array`).toBe(true);
    expect(d.issues.length, `${label}: issues not empty`).toBeGreaterThan(0);
    for (const issue of d.issues) {
      expect(Array.isArray(issue.path), `${label}: issue path is an array`).toBe(true);
      for (const p of issue.path) expect(['string', 'number'], `${label}: issue path segment`).toContain(typeof p);
      expect(issue.message, `${label}: issue message`).toBeTypeOf('string');
      expect(issue.message.length, `${label}: issue message not empty`).toBeGreaterThan(0);
      expect(issue.message, `${label}: no stack or SQL in issue`).not.toMatch(LEAK);
    }
  }
}

/** A 400 whose issues name each of these paths. */
function expectIssues(res: Res, label: string, paths: Path[]) {
  expectError(res, label);
  const got = (res.data.issues ?? []).map((i: { path: Path }) => JSON.stringify(i.path));
  for (const p of paths) expect(got, `${label}: an issue at ${JSON.stringify(p)}`).toContain(JSON.stringify(p));
}

interface BadCase {
  name: string;
  body: unknown;
  /** Paths the issues must name; omit when the answer carries no issues (e.g. malformed JSON). */
  paths?: Path[];
  headers?: Record<string, string>;
  status?: number;
  code?: string;
}

/** Cases every JSON-body endpoint shares: malformed JSON, wrong top-level types, content types, size. */
function transportCases(valid: Record<string, unknown>): BadCase[] {
  const text = JSON.stringify(valid);
  return [
    { name: 'malformed JSON {bad', body: '{bad', headers: JSON_TYPE },
    { name: 'truncated JSON', body: text.slice(0, -5), headers: JSON_TYPE },
    { name: 'JSON with trailing garbage', body: `${text} }`, headers: JSON_TYPE },
    { name: 'empty body with a JSON content type', body: '', headers: JSON_TYPE },
    { name: 'a __proto__ key', body: `{"__proto__": {"category_id": 2}, ${text.slice(1)}`, headers: JSON_TYPE },
    { name: 'a JSON array', body: [valid], paths: [[]] },
    { name: 'JSON null', body: 'null', headers: JSON_TYPE, paths: [[]] },
    { name: 'a JSON string', body: JSON.stringify(text), headers: JSON_TYPE, paths: [[]] },
    { name: 'text/plain content type', body: text, headers: { 'content-type': 'text/plain' }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    { name: 'a body without a content type', body: text, headers: {}, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    {
      name: 'form content type',
      body: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'XML content type',
      body: '<user/>',
      headers: { 'content-type': 'application/xml' },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'multipart content type',
      body: '--b\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    { name: 'a body over 1 MiB', body: { ...valid, firstname: long(MIB + 1000) }, status: 413, code: 'PAYLOAD_TOO_LARGE' },
  ];
}

function expectCase(res: Res, label: string, c: BadCase) {
  if (c.paths) expectIssues(res, label, c.paths);
  else expectError(res, label, c.status ?? 400, c.code ?? 'VALIDATION_ERROR');
  if (c.paths && c.status) expect(res.statusCode, label).toBe(c.status);
}

describe.each(DATABASES)('validation on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let seq = 0;
  const test = it;
  const fresh = (prefix: string) => `${prefix}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH, { region: 'Calgary' });
  });
  afterAll(() => t.close());

  /** Row counts of every table a refused call could write to. */
  async function counts() {
    const db = t.app.db;
    const n = async (table: 'users' | 'regions' | 'client_coach' | 'audit_entries' | 'login_failures') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const listed = await call(t.app, 'GET', '/api/users', { token: admin.token });
    expect(listed.statusCode).toBe(200);
    return {
      usersListed: (listed.data as unknown[]).length,
      users: await n('users'),
      regions: await n('regions'),
      client_coach: await n('client_coach'),
      audit_entries: await n('audit_entries'),
      login_failures: await n('login_failures'),
    };
  }

  async function userNamed(username: string) {
    return t.app.db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst();
  }

  // ---------------------------------------------------------------- register
  describe('POST /api/auth/register', () => {
    const valid = (username: string) => ({
      username,
      email: `${username}@example.ca`,
      password: 'a-long-password',
      firstname: 'Ada',
      lastname: 'Lee',
    });
    const without = (username: string, key: string) => {
      const { [key]: _drop, ...rest } = valid(username) as Record<string, unknown>;
      return rest;
    };
    const cases = (u: string): BadCase[] => [
      { name: 'no body at all', body: undefined, paths: [[]] },
      { name: 'an empty object', body: {}, paths: [['username'], ['email'], ['password'], ['firstname'], ['lastname']] },
      ...['username', 'email', 'password', 'firstname', 'lastname'].map((k) => ({
        name: `missing ${k}`,
        body: without(u, k),
        paths: [[k]],
      })),
      { name: 'username a number', body: { ...valid(u), username: 12345 }, paths: [['username']] },
      { name: 'password a number', body: { ...valid(u), password: 12345678 }, paths: [['password']] },
      { name: 'email a boolean', body: { ...valid(u), email: true }, paths: [['email']] },
      { name: 'firstname an array', body: { ...valid(u), firstname: ['Ada'] }, paths: [['firstname']] },
      { name: 'lastname null', body: { ...valid(u), lastname: null }, paths: [['lastname']] },
      { name: 'phone a number', body: { ...valid(u), phone: 4035550000 }, paths: [['phone']] },
      { name: 'business_name an object', body: { ...valid(u), business_name: { name: 'x' } }, paths: [['business_name']] },
      { name: 'unknown field category_id', body: { ...valid(u), category_id: 2 }, paths: [['category_id']] },
      { name: 'unknown field category_id as client', body: { ...valid(u), category_id: 4 }, paths: [['category_id']] },
      {
        name: 'unknown fields id, password_hash, createdAt',
        body: { ...valid(u), id: 1, password_hash: 'x', createdAt: '2020-01-01T00:00:00Z' },
        paths: [['id'], ['password_hash'], ['createdAt']],
      },
      { name: 'unknown field status', body: { ...valid(u), status: 'active' }, paths: [['status']] },
      { name: '10,000-char firstname', body: { ...valid(u), firstname: long(10_000) }, paths: [['firstname']] },
      { name: '101-char lastname', body: { ...valid(u), lastname: long(101) }, paths: [['lastname']] },
      { name: '129-char password', body: { ...valid(u), password: long(129) }, paths: [['password']] },
      { name: '7-char password', body: { ...valid(u), password: 'seven77' }, paths: [['password']] },
      { name: '51-char username', body: { ...valid(u), username: long(51, 'u') }, paths: [['username']] },
      { name: '2-char username', body: { ...valid(u), username: 'ab' }, paths: [['username']] },
      { name: 'username with a space', body: { ...valid(u), username: `${u} x` }, paths: [['username']] },
      { name: 'blank firstname', body: { ...valid(u), firstname: '   ' }, paths: [['firstname']] },
      { name: 'invalid email', body: { ...valid(u), email: 'not-an-email' }, paths: [['email']] },
      { name: '255-char email', body: { ...valid(u), email: `${long(244)}@example.ca` }, paths: [['email']] },
      { name: '31-char phone', body: { ...valid(u), phone: long(31, '1') }, paths: [['phone']] },
      { name: '201-char business_name', body: { ...valid(u), business_name: long(201) }, paths: [['business_name']] },
      { name: 'unknown region', body: { ...valid(u), region: 'Atlantis' }, paths: [['region']] },
      ...transportCases(valid(u)),
    ];
    for (const c of cases('probe')) {
      test(`refuses ${c.name} and creates nobody`, async () => {
        const username = fresh('reg');
        const theCase = cases(username).find((x) => x.name === c.name)!;
        const before = await counts();
        const res = await call(t.app, 'POST', '/api/auth/register', { body: theCase.body, headers: theCase.headers });
        const label = `POST /api/auth/register with ${c.name}`;
        expectCase(res, label, theCase);
        expect(res.data?.token, `${label}: no token`).toBeUndefined();
        expect(await userNamed(username), `${label}: username ${username} does not exist`).toBeUndefined();
        expect(await counts(), `${label}: nothing written`).toEqual(before);
      });
    }

    test('accepts the valid body these cases start from (control)', async () => {
      const username = fresh('reg');
      const res = await call(t.app, 'POST', '/api/auth/register', { body: valid(username) });
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  // ------------------------------------------------------------------ login
  describe('POST /api/auth/login', () => {
    const valid = { username: 'someone', password: PASSWORD };
    const cases: BadCase[] = [
      { name: 'no body at all', body: undefined, paths: [[]] },
      { name: 'an empty object', body: {}, paths: [['username'], ['password']] },
      { name: 'missing username', body: { password: PASSWORD }, paths: [['username']] },
      { name: 'missing password', body: { username: 'someone' }, paths: [['password']] },
      { name: 'empty password', body: { username: 'someone', password: '' }, paths: [['password']] },
      { name: 'username a number', body: { username: 12345, password: PASSWORD }, paths: [['username']] },
      { name: 'password an object', body: { username: 'someone', password: { $ne: null } }, paths: [['password']] },
      { name: 'unknown field remember', body: { ...valid, remember: true }, paths: [['remember']] },
      { name: '10,000-char username', body: { username: long(10_000), password: PASSWORD }, paths: [['username']] },
      { name: '129-char password', body: { username: 'someone', password: long(129) }, paths: [['password']] },
      ...transportCases(valid),
    ];
    for (const c of cases) {
      test(`refuses ${c.name} and records nothing`, async () => {
        const before = await counts();
        const res = await call(t.app, 'POST', '/api/auth/login', { body: c.body, headers: c.headers, ip: '10.9.0.1' });
        const label = `POST /api/auth/login with ${c.name}`;
        expectCase(res, label, c);
        expect(res.data?.token, `${label}: no token`).toBeUndefined();
        expect(await counts(), `${label}: nothing written`).toEqual(before);
      });
    }
  });

  // ----------------------------------------------------------- users/create
  describe('POST /api/users/create', () => {
    const valid = (username: string) => ({
      username,
      password: 'a-long-password',
      category_id: ROLES.CLIENT,
      email: `${username}@example.ca`,
      firstname: 'Made',
      lastname: 'ByAdmin',
    });
    const without = (username: string, key: string) => {
      const { [key]: _drop, ...rest } = valid(username) as Record<string, unknown>;
      return rest;
    };
    const cases = (u: string): BadCase[] => [
      { name: 'no body at all', body: undefined, paths: [[]] },
      // No password: the account is created with an invitation to set one (account-links.test.ts).
      { name: 'an empty object', body: {}, paths: [['username'], ['category_id'], ['email'], ['firstname'], ['lastname']] },
      ...['username', 'category_id', 'email', 'firstname', 'lastname'].map((k) => ({
        name: `missing ${k}`,
        body: without(u, k),
        paths: [[k]],
      })),
      { name: 'category_id 1', body: { ...valid(u), category_id: 1 }, paths: [['category_id']] },
      { name: 'category_id 5', body: { ...valid(u), category_id: 5 }, paths: [['category_id']] },
      { name: 'category_id "4" as a string', body: { ...valid(u), category_id: '4' }, paths: [['category_id']] },
      { name: 'category_id null', body: { ...valid(u), category_id: null }, paths: [['category_id']] },
      { name: 'status "banned"', body: { ...valid(u), status: 'banned' }, paths: [['status']] },
      { name: 'username a number', body: { ...valid(u), username: 42 }, paths: [['username']] },
      { name: 'firstname a number', body: { ...valid(u), firstname: 42 }, paths: [['firstname']] },
      { name: 'city a boolean', body: { ...valid(u), city: false }, paths: [['city']] },
      { name: 'unknown field id', body: { ...valid(u), id: 1 }, paths: [['id']] },
      { name: 'unknown field password_hash', body: { ...valid(u), password_hash: '$argon2id$v=19$x' }, paths: [['password_hash']] },
      {
        name: 'unknown fields createdAt, updatedAt, deleted_at, token_version',
        body: { ...valid(u), createdAt: '2020-01-01T00:00:00Z', updatedAt: '2020-01-01T00:00:00Z', deleted_at: null, token_version: 9 },
        paths: [['createdAt'], ['updatedAt'], ['deleted_at'], ['token_version']],
      },
      { name: 'unknown field coach_id', body: { ...valid(u), coach_id: 3 }, paths: [['coach_id']] },
      { name: '10,000-char firstname', body: { ...valid(u), firstname: long(10_000) }, paths: [['firstname']] },
      { name: '129-char password', body: { ...valid(u), password: long(129) }, paths: [['password']] },
      { name: '201-char address', body: { ...valid(u), address: long(201) }, paths: [['address']] },
      { name: '101-char city', body: { ...valid(u), city: long(101) }, paths: [['city']] },
      { name: 'malformed postal code', body: { ...valid(u), postal_code: '12345' }, paths: [['postal_code']] },
      { name: 'invalid email', body: { ...valid(u), email: 'nobody@' }, paths: [['email']] },
      { name: 'unknown region', body: { ...valid(u), region: 'Atlantis' }, paths: [['region']] },
      ...transportCases(valid(u)),
    ];
    for (const c of cases('probe')) {
      test(`refuses ${c.name} and creates nobody`, async () => {
        const username = fresh('made');
        const theCase = cases(username).find((x) => x.name === c.name)!;
        const before = await counts();
        const res = await call(t.app, 'POST', '/api/users/create', { token: admin.token, body: theCase.body, headers: theCase.headers });
        const label = `admin POST /api/users/create with ${c.name}`;
        expectCase(res, label, theCase);
        expect(await userNamed(username), `${label}: username ${username} does not exist`).toBeUndefined();
        expect(await counts(), `${label}: nothing written`).toEqual(before);
      });
    }

    test('refuses a coach an unknown field too, and assigns nobody', async () => {
      const username = fresh('made');
      const before = await counts();
      const res = await call(t.app, 'POST', '/api/users/create', { token: coach.token, body: { ...valid(username), coach_id: coach.id } });
      expectIssues(res, 'coach POST /api/users/create with coach_id', [['coach_id']]);
      expect(await counts()).toEqual(before);
    });

    test('accepts the valid body these cases start from (control)', async () => {
      const res = await call(t.app, 'POST', '/api/users/create', { token: admin.token, body: valid(fresh('made')) });
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  // ------------------------------------------------------------ PUT users/{id}
  describe('PUT /api/users/{id}', () => {
    let target: Person;
    beforeAll(async () => {
      target = await makeUser(t.app, ROLES.CLIENT, { phone: '403-555-1234', region: 'Calgary', city: 'Calgary' });
    });
    const snapshot = async () => {
      const res = await call(t.app, 'GET', `/api/users/${target.id}`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      const row = await t.app.db
        .selectFrom('users')
        .select(['password_hash', 'token_version'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      return { user: res.data, ...row };
    };

    const cases: BadCase[] = [
      { name: 'unknown field id', body: { id: 1 }, paths: [['id']] },
      { name: 'unknown field password_hash', body: { password_hash: '$argon2id$v=19$x' }, paths: [['password_hash']] },
      { name: 'unknown field createdAt', body: { createdAt: '2020-01-01T00:00:00.000Z' }, paths: [['createdAt']] },
      {
        name: 'unknown fields updatedAt, archivedAt, deleted_at, token_version',
        body: { updatedAt: '2020-01-01T00:00:00Z', archivedAt: null, deleted_at: null, token_version: 0 },
        paths: [['updatedAt'], ['archivedAt'], ['deleted_at'], ['token_version']],
      },
      { name: 'a valid field with an unknown one', body: { phone: '403-555-9999', id: 1 }, paths: [['id']] },
      { name: 'phone a number', body: { phone: 4035550000 }, paths: [['phone']] },
      { name: 'firstname null', body: { firstname: null }, paths: [['firstname']] },
      { name: 'firstname a number', body: { firstname: 42 }, paths: [['firstname']] },
      { name: 'blank lastname', body: { lastname: '' }, paths: [['lastname']] },
      { name: 'status "banned"', body: { status: 'banned' }, paths: [['status']] },
      { name: 'category_id 9', body: { category_id: 9 }, paths: [['category_id']] },
      { name: 'category_id "2" as a string', body: { category_id: '2' }, paths: [['category_id']] },
      { name: 'invalid email', body: { email: 'x' }, paths: [['email']] },
      { name: 'malformed postal code', body: { postal_code: '12345' }, paths: [['postal_code']] },
      { name: '10,000-char firstname', body: { firstname: long(10_000) }, paths: [['firstname']] },
      { name: '129-char password', body: { password: long(129) }, paths: [['password']] },
      { name: '7-char password', body: { password: 'seven77' }, paths: [['password']] },
      {
        name: '129-char current_password',
        body: { password: 'a-new-long-password', current_password: long(129) },
        paths: [['current_password']],
      },
      { name: '31-char phone', body: { phone: long(31, '1') }, paths: [['phone']] },
      { name: 'unknown region', body: { region: 'Atlantis' }, paths: [['region']] },
      ...transportCases({ phone: '403-555-9999' }),
    ];
    for (const c of cases) {
      test(`refuses ${c.name} and leaves the record unchanged`, async () => {
        const before = await snapshot();
        const beforeCounts = await counts();
        const res = await call(t.app, 'PUT', `/api/users/${target.id}`, { token: admin.token, body: c.body, headers: c.headers });
        const label = `admin PUT /api/users/${target.id} with ${c.name}`;
        expectCase(res, label, c);
        expect(await snapshot(), `${label}: record unchanged`).toEqual(before);
        expect(await counts(), `${label}: nothing written`).toEqual(beforeCounts);
        // The target's session survives a refused change.
        expect((await call(t.app, 'GET', '/api/auth/getMe', { token: target.token })).statusCode, `${label}: target still signed in`).toBe(
          200,
        );
      });
    }

    const selfCases: BadCase[] = [
      { name: 'unknown field id', body: { id: 1 }, paths: [['id']] },
      { name: 'unknown field password_hash', body: { password_hash: 'x' }, paths: [['password_hash']] },
      { name: 'a new password without current_password', body: { password: 'a-new-long-password' }, paths: [['current_password']] },
      {
        name: 'a new password with a wrong current_password',
        body: { password: 'a-new-long-password', current_password: 'not-my-password' },
        paths: [['current_password']],
      },
      { name: 'current_password without a new password', body: { current_password: PASSWORD }, paths: [['current_password']] },
    ];
    for (const c of selfCases) {
      test(`refuses a client's own update with ${c.name} and leaves the record unchanged`, async () => {
        const before = await snapshot();
        const beforeCounts = await counts();
        const res = await call(t.app, 'PUT', `/api/users/${target.id}`, { token: target.token, body: c.body, headers: c.headers });
        const label = `client PUT own /api/users/${target.id} with ${c.name}`;
        expectCase(res, label, c);
        expect(await snapshot(), `${label}: record unchanged`).toEqual(before);
        // A wrong current password is a failed password check: counted and audited like a failed sign-in.
        const checked = c.name.includes('wrong current_password') ? 1 : 0;
        expect(await counts(), `${label}: nothing else written`).toEqual({
          ...beforeCounts,
          audit_entries: beforeCounts.audit_entries + checked,
          login_failures: beforeCounts.login_failures + checked,
        });
      });
    }

    test('accepts a valid change (control)', async () => {
      const res = await call(t.app, 'PUT', `/api/users/${target.id}`, { token: admin.token, body: { phone: '403-555-4321' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.phone).toBe('403-555-4321');
    });
  });

  // ---------------------------------------------------------------- regions
  describe('POST /api/regions', () => {
    const cases: BadCase[] = [
      { name: 'no body at all', body: undefined, paths: [[]] },
      { name: 'an empty object', body: {}, paths: [['name']] },
      { name: 'name a number', body: { name: 123 }, paths: [['name']] },
      { name: 'name null', body: { name: null }, paths: [['name']] },
      { name: 'a 1-char name', body: { name: 'x' }, paths: [['name']] },
      { name: 'a blank name', body: { name: '     ' }, paths: [['name']] },
      { name: 'a 101-char name', body: { name: long(101) }, paths: [['name']] },
      { name: 'a 10,000-char name', body: { name: long(10_000) }, paths: [['name']] },
      { name: 'unknown field id', body: { name: 'Peace Country', id: 1 }, paths: [['id']] },
      { name: 'unknown field coach_count', body: { name: 'Peace Country', coach_count: 5 }, paths: [['coach_count']] },
      ...transportCases({ name: 'Peace Country' }),
    ];
    for (const c of cases) {
      test(`refuses ${c.name} and adds no region`, async () => {
        const before = (await call(t.app, 'GET', '/api/regions', { token: admin.token })).data;
        const beforeCounts = await counts();
        const res = await call(t.app, 'POST', '/api/regions', { token: admin.token, body: c.body, headers: c.headers });
        const label = `admin POST /api/regions with ${c.name}`;
        expectCase(res, label, c);
        expect((await call(t.app, 'GET', '/api/regions', { token: admin.token })).data, `${label}: regions unchanged`).toEqual(before);
        expect(await counts(), `${label}: nothing written`).toEqual(beforeCounts);
      });
    }
  });

  // ------------------------------------------------------------ list queries
  describe('list query strings', () => {
    const LISTS = [
      '/api/users',
      '/api/users/clients',
      '/api/users/coaches',
      '/api/users/coaches-by-region?region=Calgary',
      '/api/users/associated-clients/{coach}',
      '/api/users/assosiatedCilents/{coach}',
    ];
    const BAD: [string, string][] = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=abc', 'pageSize'],
      ['sort=bogus', 'sort'],
      ['sort=-bogus', 'sort'],
      ['sort=password_hash', 'sort'],
      [`q=${long(201, 'q')}`, 'q'],
      ['foo=1', 'foo'],
      ['status=banned', 'status'],
    ];
    const url = (list: string, query: string) => {
      const base = list.replace('{coach}', String(coach.id));
      return `${base}${base.includes('?') ? '&' : '?'}${query}`;
    };
    for (const list of LISTS) {
      for (const [query, param] of BAD) {
        test(`GET ${list} refuses ${query.slice(0, 30)}`, async () => {
          const res = await call(t.app, 'GET', url(list, query), { token: admin.token });
          expectIssues(res, `admin GET ${list} with ${query.slice(0, 30)}`, [[param]]);
        });
      }
      test(`GET ${list} accepts page=1&pageSize=100&sort=-lastname (control)`, async () => {
        const res = await call(t.app, 'GET', url(list, 'page=1&pageSize=100&sort=-lastname'), { token: admin.token });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['x-total-count']).toMatch(/^\d+$/);
      });
    }

    const SPECIFIC: [string, string][] = [
      ['/api/users?category_id=abc', 'category_id'],
      ['/api/users?category_id=7', 'category_id'],
      ['/api/users?category_id=99999999999', 'category_id'],
      ['/api/users?archived=yes', 'archived'],
      ['/api/users?region=' + long(101, 'r'), 'region'],
      ['/api/users/coaches-by-region', 'region'],
      ['/api/users/coaches-by-region?region=', 'region'],
      ['/api/users/coaches-by-region?region=%20%20', 'region'],
    ];
    for (const [u, param] of SPECIFIC) {
      test(`GET ${u.slice(0, 60)} is refused`, async () => {
        const res = await call(t.app, 'GET', u, { token: admin.token });
        expectIssues(res, `admin GET ${u.slice(0, 60)}`, [[param]]);
      });
    }
  });

  // -------------------------------------------------------------- path ids
  describe('ids in the path', () => {
    const BAD_IDS = ['abc', '-1', '0', '1.5', '1e400', '0x10', '99999999999'];
    const CALLS: [string, 'GET' | 'PUT' | 'DELETE' | 'POST', (id: string) => string, string, unknown?][] = [
      ['GET /api/users/{id}', 'GET', (id) => `/api/users/${id}`, 'id'],
      ['PUT /api/users/{id}', 'PUT', (id) => `/api/users/${id}`, 'id', { phone: '403-555-0000' }],
      ['DELETE /api/users/{id}', 'DELETE', (id) => `/api/users/${id}`, 'id'],
      ['POST /api/users/{id}/restore', 'POST', (id) => `/api/users/${id}/restore`, 'id'],
      ['GET /api/users/associated-clients/{coachId}', 'GET', (id) => `/api/users/associated-clients/${id}`, 'coachId'],
      ['GET /api/users/assosiatedCilents/{coachId}', 'GET', (id) => `/api/users/assosiatedCilents/${id}`, 'coachId'],
    ];
    for (const [name, method, path, param, body] of CALLS) {
      for (const id of BAD_IDS) {
        test(`${name} refuses id ${id}`, async () => {
          const before = await counts();
          const res = await call(t.app, method, path(id), { token: admin.token, body });
          const label = `admin ${method} ${path(id)}`;
          expectIssues(res, label, [[param]]);
          expect(await counts(), `${label}: nothing written`).toEqual(before);
        });
      }
    }
  });
});
