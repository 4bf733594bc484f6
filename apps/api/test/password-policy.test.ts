import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK, CONTAINS_NAME, ONE_CHARACTER, passwordProblem, TOO_COMMON } from '../src/auth/password-policy';
import { DEMO_PASSWORDS } from '../src/demo/demo-data';
import { prepareDatabase } from '../src/prepare';
import { makeUser, PASSWORD, type Person } from './fixtures';
import { type Res, call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * Wherever a password is set (registration, an account made by
 * staff, a change of password, the first administrator), a common one or one that
 * holds the person's own names is refused with 400 and an issue on `password`.
 */

const STRONG = 'Prairie-lantern-47-quill';

function expectPasswordRefused(res: Res, message: string, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  expect(res.data.code).toBe('VALIDATION_ERROR');
  expect(res.data.issues).toEqual([{ path: ['password'], message }]);
}

describe('passwordProblem', () => {
  it('knows at least the 10,000 most common passwords, in any case', () => {
    for (const pw of ['password123', 'iloveyou', 'PASSWORD123', 'Sunshine', 'qwertyuiop', 'trustno1']) {
      expect(passwordProblem(pw, {}), pw).toBe(TOO_COMMON);
    }
  });

  it("refuses the person's username, names and email name inside a password, ignoring names under 3 letters", () => {
    const owner = { username: 'grace.w', firstname: 'Grace', lastname: 'Whitford', email: 'gwhit77@example.ca' };
    for (const pw of ['Grace.W-2026!', 'my-whitford-pass', 'XX-GWHIT77-yy', 'amazing-grace-song']) {
      expect(passwordProblem(pw, owner), pw).toBe(CONTAINS_NAME);
    }
    expect(passwordProblem('Jo-and-Li-travel-far', { firstname: 'Jo', lastname: 'Li' })).toBeNull();
    expect(passwordProblem(STRONG, owner)).toBeNull();
  });

  it('refuses one character repeated and blank passwords', () => {
    for (const pw of ['        ', ' '.repeat(30), '\t \u00a0 \u3000  \u2003 '])
      expect(passwordProblem(pw, {}), JSON.stringify(pw)).toBe(BLANK);
    for (const pw of ['zzzzzzzzzz', '~~~~~~~~', '🙂🙂🙂🙂🙂🙂🙂🙂', 'ÉÉÉÉÉÉÉÉÉ']) expect(passwordProblem(pw, {}), pw).toBe(ONE_CHARACTER);
    expect(passwordProblem('zzzzzzzzzy', {})).toBeNull();
    expect(passwordProblem('  lantern quill 47  ', {})).toBeNull();
  });

  it('does not count the demo and test passwords as common (the seed writes their hashes directly)', () => {
    for (const pw of [...Object.values(DEMO_PASSWORDS), PASSWORD]) expect(passwordProblem(pw, {}), pw).toBeNull();
    expect(passwordProblem(PASSWORD, { username: 'user1-3', firstname: 'First1', lastname: 'Last1' })).toBeNull();
  });
});

describe.each(DATABASES)('password policy (%s)', (kind) => {
  let t: TestApp;
  let admin: Person;
  let client: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    client = await makeUser(t.app, ROLES.CLIENT, { username: 'maple.home', firstname: 'Maple', lastname: 'Ashdown' });
  });
  afterAll(() => t.close());

  const person = (username: string) => ({
    username,
    email: `${username}@example.ca`,
    firstname: 'Robin',
    lastname: 'Tessier',
  });

  describe('POST /auth/register', () => {
    const register = (body: object) => call(t.app, 'POST', '/api/auth/register', { body });

    it('refuses password123 and iloveyou, and creates nobody', async () => {
      for (const password of ['password123', 'iloveyou']) {
        expectPasswordRefused(await register({ ...person('robin.reg'), password }), TOO_COMMON, password);
      }
      const login = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'robin.reg', password: 'iloveyou' } });
      expect(login.statusCode).toBe(401);
    });

    it('refuses a password holding the username or the last name', async () => {
      expectPasswordRefused(await register({ ...person('robin.reg'), password: 'x-Robin.Reg-2026' }), CONTAINS_NAME, 'username');
      expectPasswordRefused(await register({ ...person('robin.reg'), password: 'tessier-family-9' }), CONTAINS_NAME, 'last name');
    });

    it('refuses eight spaces and one character repeated', async () => {
      expectPasswordRefused(await register({ ...person('robin.reg'), password: '        ' }), BLANK, 'eight spaces');
      expectPasswordRefused(await register({ ...person('robin.reg'), password: 'qqqqqqqqqqqq' }), ONE_CHARACTER, 'one character');
      const update = await call(t.app, 'PUT', `/api/users/${client.id}`, { token: admin.token, body: { password: '         ' } });
      expectPasswordRefused(update, BLANK, 'a change to nine spaces');
    });

    it('accepts a strong password', async () => {
      const res = await register({ ...person('robin.reg'), password: STRONG });
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  describe('POST /users/create', () => {
    const create = (body: object) =>
      call(t.app, 'POST', '/api/users/create', { token: admin.token, body: { ...body, category_id: ROLES.CLIENT } });

    it('refuses password123 and iloveyou', async () => {
      for (const password of ['password123', 'iloveyou']) {
        expectPasswordRefused(await create({ ...person('robin.new'), password }), TOO_COMMON, password);
      }
    });

    it('refuses a password holding the username or the last name', async () => {
      expectPasswordRefused(await create({ ...person('robin.new'), password: 'ROBIN.NEW-2026' }), CONTAINS_NAME, 'username');
      expectPasswordRefused(await create({ ...person('robin.new'), password: 'Tessier!2026' }), CONTAINS_NAME, 'last name');
    });

    it('accepts a strong password', async () => {
      const res = await create({ ...person('robin.new'), password: STRONG });
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  describe('PUT /users/{id} with a password', () => {
    const update = (token: string, body: object) => call(t.app, 'PUT', `/api/users/${client.id}`, { token, body });

    it('refuses password123 and iloveyou, from an administrator or the person themself', async () => {
      for (const password of ['password123', 'iloveyou']) {
        expectPasswordRefused(await update(admin.token, { password }), TOO_COMMON, `admin: ${password}`);
        expectPasswordRefused(await update(client.token, { password, current_password: PASSWORD }), TOO_COMMON, `self: ${password}`);
      }
    });

    it('refuses the stored username and last name, and a name the same change sets', async () => {
      expectPasswordRefused(await update(admin.token, { password: 'maple.home.2026' }), CONTAINS_NAME, 'stored username');
      expectPasswordRefused(await update(admin.token, { password: 'Ashdown-is-home' }), CONTAINS_NAME, 'stored last name');
      expectPasswordRefused(
        await update(admin.token, { lastname: 'Quillfeather', password: 'quillfeather-77' }),
        CONTAINS_NAME,
        'new last name',
      );
      // Nothing of a refused change is written.
      const read = await call(t.app, 'GET', `/api/users/${client.id}`, { token: admin.token });
      expect(read.data.lastname).toBe('Ashdown');
    });

    it('accepts a strong password, which then signs in', async () => {
      const res = await update(admin.token, { password: STRONG });
      expect(res.statusCode, res.body).toBe(200);
      const login = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'maple.home', password: STRONG } });
      expect(login.statusCode, login.body).toBe(200);
    });
  });
});

describe('the first administrator (ADMIN_USERNAME / ADMIN_PASSWORD, npm run create-admin)', () => {
  it('refuses a common password or one holding the username, and creates no one', async () => {
    const t = await createTestApp('sqlite');
    try {
      const start = (username: string, password: string) => prepareDatabase(t.app.db, { admin: { username, password }, demoData: false });
      await expect(start('boss', 'password123')).rejects.toThrow(TOO_COMMON);
      await expect(start('director', 'Director-2026')).rejects.toThrow(CONTAINS_NAME);
      expect(await t.app.db.selectFrom('users').select('id').execute()).toEqual([]);
      await start('director', STRONG);
      expect(await t.app.db.selectFrom('users').select('username').execute()).toEqual([{ username: 'director' }]);
    } finally {
      await t.close();
    }
  });
});
