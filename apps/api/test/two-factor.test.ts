import { ROLES } from '@tc/contract/roles';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, PASSWORD, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';

/** A code of the current 30-second step, or of the one `steps` after it (still inside the ±1 step window). */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** No answer carries a stored secret, a hash or a recovery code once they have been shown. */
function expectNoSecrets(res: Res, secrets: string[]) {
  for (const s of secrets) expect(res.body).not.toContain(s);
  expect(res.body).not.toMatch(/[0-9a-f]{64}/);
  expect(res.body).not.toMatch(/secret_enc|code_hash|password_hash|\$argon2|\$scrypt/);
}

/** Two-factor sign-in (docs/architecture.md#applications-and-accounts): sign-in with an authenticator app and recovery codes. */
describe.each(DATABASES)('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
  });
  afterAll(() => t.close());

  const login = (username: string, password = PASSWORD, ip = '10.70.0.1') =>
    call(t.app, 'POST', '/api/auth/login', { body: { username, password }, ip });
  const second = (body: object, ip = '10.70.0.1') => call(t.app, 'POST', '/api/auth/login/two-factor', { body, ip });

  /** A person with two-factor on: their secret and recovery codes. */
  async function turnedOn(person: Person) {
    const setup = await call(t.app, 'POST', '/api/auth/two-factor/setup', { token: person.token, body: { current_password: PASSWORD } });
    expect(setup.statusCode).toBe(200);
    expect(setup.data.otpauth_uri).toContain(`secret=${setup.data.secret}`);
    expect(setup.data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret: string = setup.data.secret;
    const enable = await call(t.app, 'POST', '/api/auth/two-factor/enable', {
      token: person.token,
      body: { code: await codeOf(secret), current_password: PASSWORD },
    });
    expect(enable.statusCode).toBe(200);
    expect(enable.data.recovery_codes).toHaveLength(10);
    // The account's other sessions have ended; this one goes on with the session answered.
    expect(enable.data.session.user.id).toBe(person.id);
    expectNoSecrets(enable, [secret]);
    return { secret, recovery: enable.data.recovery_codes as string[], token: enable.data.session.token as string };
  }

  it('sets up, enables, answers the status, and the password alone no longer gives a session', async () => {
    const client = await makeUser(t.app, ROLES.CLIENT);
    const before = await call(t.app, 'GET', '/api/auth/two-factor', { token: client.token });
    expect(before.data).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
    const { secret, recovery, token } = await turnedOn(client);
    const status = await call(t.app, 'GET', '/api/auth/two-factor', { token });
    expect(status.data).toEqual({ enabled: true, recovery_codes_left: 10, required: false });
    expectNoSecrets(status, [secret, ...recovery]);
    // Set-up again is refused: the secret is never sent after set-up.
    const again = await call(t.app, 'POST', '/api/auth/two-factor/setup', { token, body: { current_password: PASSWORD } });
    expect(again.statusCode).toBe(409);

    const first = await login(client.username);
    expect(first.statusCode).toBe(200);
    expect(first.data.token).toBeUndefined();
    expect(first.data).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    // The challenge is no session.
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: first.data.challenge })).statusCode).toBe(401);
    const wrong = await second({ challenge: first.data.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const code = await codeOf(secret, 1);
    const done = await second({ challenge: first.data.challenge, code });
    expect(done.statusCode).toBe(200);
    expect(done.data.user.id).toBe(client.id);
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: done.data.token })).statusCode).toBe(200);
    expectNoSecrets(done, [secret, ...recovery]);
    // The same code, and any code of an earlier step, is refused from now on.
    const replay = await second({ challenge: (await login(client.username)).data.challenge, code });
    expect(replay.statusCode).toBe(401);
    const earlier = await second({ challenge: (await login(client.username)).data.challenge, code: await codeOf(secret) });
    expect(earlier.statusCode).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const coach = await makeUser(t.app, ROLES.COACH);
    const { recovery, token } = await turnedOn(coach);
    const use = async (recovery_code: string) => second({ challenge: (await login(coach.username)).data.challenge, recovery_code });
    expect((await use(recovery[0])).statusCode).toBe(200);
    expect((await use(recovery[0])).statusCode).toBe(401);
    expect((await use(recovery[1].toUpperCase().replace('-', ' '))).statusCode).toBe(200);
    const status = await call(t.app, 'GET', '/api/auth/two-factor', { token });
    expect(status.data.recovery_codes_left).toBe(8);
  });

  it('takes a sign-in challenge once, also when two uses race', async () => {
    const coach = await makeUser(t.app, ROLES.COACH);
    const { secret, recovery } = await turnedOn(coach);
    const { challenge } = (await login(coach.username)).data;
    // A wrong code leaves the challenge for another try.
    expect((await second({ challenge, code: '000000' })).statusCode).toBe(401);
    expect((await second({ challenge, code: await codeOf(secret, 1) })).statusCode).toBe(200);
    const again = await second({ challenge, recovery_code: recovery[0] });
    expect(again.statusCode).toBe(401);
    expect(again.data.token).toBeUndefined();
    // Two uses at once of one challenge, each with a right recovery code: one session.
    const raced = (await login(coach.username)).data.challenge;
    const answers = await Promise.all([
      second({ challenge: raced, recovery_code: recovery[1] }),
      second({ challenge: raced, recovery_code: recovery[2] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    // Two sign-ins in the same second get challenges of their own.
    const [a, b] = await Promise.all([login(coach.username), login(coach.username)]);
    expect(a.data.challenge).not.toBe(b.data.challenge);
    expect((await second({ challenge: a.data.challenge, recovery_code: recovery[3] })).statusCode).toBe(200);
    expect((await second({ challenge: b.data.challenge, recovery_code: recovery[4] })).statusCode).toBe(200);
  });

  it('refuses codes after 10 wrong ones (429), even with the right one', async () => {
    const client = await makeUser(t.app, ROLES.CLIENT);
    const { secret } = await turnedOn(client);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const challenge = (await login(client.username, PASSWORD, `10.71.0.${i}`)).data.challenge;
      answers.push((await second({ challenge, code: String(100000 + i) }, `10.71.0.${i}`)).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(401), 429]);
    const challenge = (await login(client.username, PASSWORD, '10.71.1.1')).data.challenge;
    const refused = await second({ challenge, code: await codeOf(secret, 1) }, '10.71.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.data.code).toBe('RATE_LIMITED');
  });

  it('wrong codes from elsewhere do not lock the owner out of an address they signed in from', async () => {
    const client = await makeUser(t.app, ROLES.CLIENT);
    const { secret, recovery } = await turnedOn(client);
    // The owner signs in from home once: that address is now one of theirs.
    const home = '10.72.0.1';
    const first = await second(
      { challenge: (await login(client.username, PASSWORD, home)).data.challenge, code: await codeOf(secret, 1) },
      home,
    );
    expect(first.statusCode).toBe(200);
    // Someone with the password tries codes from ten other addresses.
    for (let i = 0; i < 10; i++) {
      const challenge = (await login(client.username, PASSWORD, `10.72.1.${i}`)).data.challenge;
      expect((await second({ challenge, code: String(200000 + i) }, `10.72.1.${i}`)).statusCode).toBe(401);
    }
    const elsewhere = (await login(client.username, PASSWORD, '10.72.2.1')).data.challenge;
    expect((await second({ challenge: elsewhere, code: await codeOf(secret, 1) }, '10.72.2.1')).statusCode).toBe(429);
    // From home the owner still signs in with a right code (a recovery code: the app's codes of now are used).
    const again = await second(
      { challenge: (await login(client.username, PASSWORD, home)).data.challenge, recovery_code: recovery[0] },
      home,
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('turns off with the password and a code, not without', async () => {
    const client = await makeUser(t.app, ROLES.CLIENT);
    const { secret, recovery, token } = await turnedOn(client);
    const elsewhere = await second({ challenge: (await login(client.username)).data.challenge, code: await codeOf(secret, 1) });
    expect(elsewhere.statusCode).toBe(200);
    const disable = (body: object) => call(t.app, 'POST', '/api/auth/two-factor/disable', { token, body });
    expect((await disable({ current_password: 'not-my-password', code: recovery[0] })).statusCode).toBe(400);
    expect((await disable({ current_password: PASSWORD, code: '123456' })).statusCode).toBe(400);
    const off = await disable({ current_password: PASSWORD, code: recovery[0] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.data.enabled).toBe(false);
    // Turning it off ends the account's other sessions; this one goes on with the session answered.
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: elsewhere.data.token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: off.data.session.token })).statusCode).toBe(200);
    const plain = await login(client.username);
    expect(plain.data.token).toEqual(expect.any(String));
  });

  it('a session alone cannot set up or turn on two-factor: both ask for the current password', async () => {
    const client = await makeUser(t.app, ROLES.CLIENT);
    const other = (await login(client.username, PASSWORD, '10.73.0.1')).data.token as string;
    const setup = (body: object, ip = '10.73.0.2') => call(t.app, 'POST', '/api/auth/two-factor/setup', { token: client.token, body, ip });
    const missing = await setup({});
    expect(missing.statusCode).toBe(400);
    expect(missing.data.issues).toEqual([expect.objectContaining({ path: ['current_password'] })]);
    const wrong = await setup({ current_password: 'a-thief-guesses' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.issues).toEqual([expect.objectContaining({ path: ['current_password'] })]);
    const started = await setup({ current_password: PASSWORD });
    expect(started.statusCode).toBe(200);
    const code = await codeOf(started.data.secret);
    const enable = (body: object) => call(t.app, 'POST', '/api/auth/two-factor/enable', { token: client.token, body, ip: '10.73.0.2' });
    expect((await enable({ code })).statusCode).toBe(400);
    expect((await enable({ code, current_password: 'a-thief-guesses' })).data.issues).toEqual([
      expect.objectContaining({ path: ['current_password'] }),
    ]);
    expect((await call(t.app, 'GET', '/api/auth/two-factor', { token: client.token })).data.enabled).toBe(false);
    const on = await enable({ code, current_password: PASSWORD });
    expect(on.statusCode).toBe(200);
    // Every other session of the account has ended, this one's included; the answer carries its successor.
    for (const old of [client.token, other]) expect((await call(t.app, 'GET', '/api/auth/getMe', { token: old })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: on.data.session.token })).statusCode).toBe(200);
    // Wrong current passwords count like failed sign-ins: the 10th wrong one locks this address out.
    const thief = await makeUser(t.app, ROLES.CLIENT);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, 'POST', '/api/auth/two-factor/setup', {
        token: thief.token,
        body: { current_password: `guess-${i}` },
        ip: '10.73.1.1',
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(400), 429]);
  });

  it('lets an administrator reset another person’s second factor (audited; their sessions end)', async () => {
    const coach = await makeUser(t.app, ROLES.COACH);
    const { token } = await turnedOn(coach);
    const other = await makeUser(t.app, ROLES.COACH);
    expect((await call(t.app, 'DELETE', `/api/users/${coach.id}/two-factor`, { token: other.token })).statusCode).toBe(403);
    const reset = await call(t.app, 'DELETE', `/api/users/${coach.id}/two-factor`, { token: admin.token });
    expect(reset.statusCode).toBe(200);
    expect(reset.data).toEqual({ id: coach.id });
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token })).statusCode).toBe(401);
    expect((await login(coach.username)).data.token).toEqual(expect.any(String));
    const trail = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'two_factor')
      .where('entity_id', '=', coach.id)
      .where('actor_id', '=', admin.id)
      .execute();
    expect(trail.map((e) => e.action)).toEqual(['delete']);
  });

  it('requires staff to set it up when the centre says so, without a way around it', async () => {
    const coach = await makeUser(t.app, ROLES.COACH);
    const client = await makeUser(t.app, ROLES.CLIENT);
    const setting = (value: boolean, token = admin.token) =>
      call(t.app, 'PUT', '/api/settings/security', { token, body: { two_factor_required_for_staff: value } });
    expect((await setting(true, coach.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/settings/security', { token: admin.token })).data).toEqual({
      two_factor_required_for_staff: false,
    });
    expect((await setting(true)).statusCode).toBe(200);
    try {
      expect((await login(client.username)).data.token).toEqual(expect.any(String));
      const first = await login(coach.username);
      expect(first.data).toEqual({ two_factor_setup_required: true, challenge: expect.any(String) });
      const challenge = first.data.challenge;
      // The set-up challenge is no session, nor a code challenge.
      expect((await call(t.app, 'GET', '/api/auth/getMe', { token: challenge })).statusCode).toBe(401);
      expect((await second({ challenge, code: '123456' })).statusCode).toBe(401);
      const setup = await call(t.app, 'POST', '/api/auth/two-factor/setup', { body: { challenge } });
      expect(setup.statusCode).toBe(200);
      const enable = await call(t.app, 'POST', '/api/auth/two-factor/enable', {
        body: { challenge, code: await codeOf(setup.data.secret) },
      });
      expect(enable.statusCode).toBe(200);
      expect(enable.data.session.user.id).toBe(coach.id);
      expectNoSecrets(enable, [setup.data.secret]);
      // From now on, a code at every sign-in; and staff cannot turn it off while it is required.
      expect((await login(coach.username)).data.two_factor_required).toBe(true);
      const off = await call(t.app, 'POST', '/api/auth/two-factor/disable', {
        token: enable.data.session.token,
        body: { current_password: PASSWORD, code: await codeOf(setup.data.secret, 1) },
      });
      expect(off.statusCode).toBe(403);
      const audit = await t.app.db.selectFrom('audit_entries').selectAll().where('entity', '=', 'centre_settings').execute();
      expect(audit.map((e) => [e.action, e.actor_id])).toEqual([['update', admin.id]]);
    } finally {
      await setting(false);
    }
  });

  it('turning the requirement on ends the sessions of staff without two-factor', async () => {
    const without = await makeUser(t.app, ROLES.COACH);
    const otherAdmin = await makeUser(t.app, ROLES.ADMIN);
    const withIt = await makeUser(t.app, ROLES.COACH);
    const { token } = await turnedOn(withIt);
    const client = await makeUser(t.app, ROLES.CLIENT);
    const me = (token: string) => call(t.app, 'GET', '/api/auth/getMe', { token }).then((r) => r.statusCode);
    const setting = (value: boolean) =>
      call(t.app, 'PUT', '/api/settings/security', { token: admin.token, body: { two_factor_required_for_staff: value } });
    expect((await setting(true)).statusCode).toBe(200);
    try {
      expect(await me(without.token)).toBe(401);
      expect(await me(otherAdmin.token)).toBe(401);
      // Those with two-factor, clients, and the administrator who turned it on keep theirs.
      expect(await me(token)).toBe(200);
      expect(await me(client.token)).toBe(200);
      expect(await me(admin.token)).toBe(200);
      // Their next sign-in asks for the set-up.
      expect((await login(without.username)).data.two_factor_setup_required).toBe(true);
    } finally {
      await setting(false);
    }
  });

  it('keeps the challenge for its own person, and refuses a tampered or missing one', async () => {
    expect((await second({ challenge: 'x.y.z', code: '123456' })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/two-factor/setup', { body: {} })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/two-factor/setup', { body: { challenge: admin.token } })).statusCode).toBe(401);
  });
});
