import { ROLES } from '@tc/contract/roles';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRE_DEFAULTS } from '../src/lib/centre';
import { makeUser, PASSWORD, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { type MailServer, type ReceivedMail, startMailServer } from './mail-server';

/**
 * Someone who knows a username can lock its sign-in from every new address (10 wrong
 * passwords spread over addresses). The owner on a new network still gets in: with the right password and
 * a code of their authenticator app, or with an unlock link mailed to the account's address.
 */

const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const UNLOCK_REQUESTED =
  "If sign-in to that account is paused from this network, we've emailed its owner a link to sign in. It works for one hour.";

let smtp: MailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => smtp.close());

/** Mail sent after the answer arrives a moment later: wait for the count, without sleeping blindly. */
async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  for (let i = 0; i < 200 && smtp.to(address).length < count; i++) await new Promise((r) => setTimeout(r, 25));
  return smtp.to(address);
}

function unlockTokenIn(mail: ReceivedMail): string {
  const match = /http:\/\/coaching\.test\/login\?unlock=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no unlock link in: ${mail.text}`);
  return match[1];
}

let net = 0;
describe.each(DATABASES)('a locked sign-in lets its owner through on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: { smtpUrl: smtp.url, from: `"${CENTRE_DEFAULTS.name}" <${CENTRE_DEFAULTS.email}>` },
      publicUrl: 'http://coaching.test',
    });
  });
  afterAll(() => t.close());

  const login = (body: object, ip: string) => call(t.app, 'POST', '/api/auth/login', { body, ip });
  const askUnlock = (username: string, ip: string) => call(t.app, 'POST', '/api/auth/unlock-link', { body: { username }, ip });

  /** Ten wrong passwords for the username, each from an address of its own: every new address is now refused. */
  async function lockOut(username: string) {
    net += 1;
    for (let i = 0; i < 10; i++) expect((await login({ username, password: `guess-${i}` }, `10.80.${net}.${i}`)).statusCode).toBe(401);
    const refused = await login({ username, password: PASSWORD }, `10.99.${net}.1`);
    expect(refused.statusCode).toBe(429);
    return refused;
  }

  it('the 429 says what the owner can do', async () => {
    const user = await makeUser(t.app, ROLES.CLIENT);
    const refused = await lockOut(user.username);
    expect(refused.data.code).toBe('RATE_LIMITED');
    expect(refused.data.error).toMatch(/authenticator app/);
    expect(refused.data.error).toMatch(/unlock link/);
  });

  it('an unlock link mailed to the account signs its owner in with the password, once', async () => {
    const user = await makeUser(t.app, ROLES.CLIENT);
    const email = `${user.username}@example.ca`;
    await lockOut(user.username);
    const home = `10.98.${net}.1`;
    expect((await login({ username: user.username, password: PASSWORD }, home)).statusCode).toBe(429);
    const asked = await askUnlock(user.username, home);
    expect(asked.statusCode).toBe(202);
    expect(asked.data).toEqual({ message: UNLOCK_REQUESTED });
    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toBe(`Signing in to your account – ${CENTRE_DEFAULTS.name}`);
    expect(mail.text).toContain(user.username);
    const token = unlockTokenIn(mail);
    // A wrong password with the link is a failure like any other, and leaves the link working.
    expect((await login({ username: user.username, password: 'still-guessing', unlock_token: token }, home)).statusCode).toBe(401);
    // The link belongs to its account: another username gains nothing by it.
    const other = await makeUser(t.app, ROLES.CLIENT);
    await lockOut(other.username);
    expect((await login({ username: other.username, password: PASSWORD, unlock_token: token }, home)).statusCode).toBe(429);
    const done = await login({ username: user.username, password: PASSWORD, unlock_token: token }, home);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data.user.id).toBe(user.id);
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: done.data.token })).statusCode).toBe(200);
    // Once: from another new address the same link no longer opens the lock.
    expect((await login({ username: user.username, password: PASSWORD, unlock_token: token }, `10.98.${net}.2`)).statusCode).toBe(429);
    // The address it was used from is now one of the owner's: they sign in there with the password alone.
    expect((await login({ username: user.username, password: PASSWORD }, home)).statusCode).toBe(200);
  });

  it('asking for an unlock link reveals nothing and mails only a locked account, a few times an hour', async () => {
    const user = await makeUser(t.app, ROLES.CLIENT);
    const email = `${user.username}@example.ca`;
    // Not locked: the same answer, no mail.
    expect((await askUnlock(user.username, '10.97.0.1')).data).toEqual({ message: UNLOCK_REQUESTED });
    expect((await askUnlock('nobody-by-that-name', '10.97.0.1')).data).toEqual({ message: UNLOCK_REQUESTED });
    await lockOut(user.username);
    for (let i = 0; i < 4; i++) expect((await askUnlock(user.username, `10.97.1.${i}`)).statusCode).toBe(202);
    await mailsTo(email, 3);
    const others = await askUnlock(user.username, '10.97.2.1');
    expect(others.statusCode).toBe(202);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(email)).toHaveLength(3);
  });

  it('a password change ends the open unlock links', async () => {
    const user = await makeUser(t.app, ROLES.CLIENT);
    await lockOut(user.username);
    const home = `10.96.${net}.1`;
    await askUnlock(user.username, home);
    const token = unlockTokenIn((await mailsTo(`${user.username}@example.ca`, 1))[0]);
    // An administrator sets a new password (the owner's own change would be paused from a new network too).
    const admin = await makeUser(t.app, ROLES.ADMIN);
    const changed = await call(t.app, 'PUT', `/api/users/${user.id}`, { token: admin.token, body: { password: 'saffron-heron-valley' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login({ username: user.username, password: 'saffron-heron-valley', unlock_token: token }, home)).statusCode).toBe(429);
  });

  it('codes sent with the password count under the person’s code failures: no guessing codes from many addresses', async () => {
    const person: Person = await makeUser(t.app, ROLES.CLIENT);
    const setup = await call(t.app, 'POST', '/api/auth/two-factor/setup', { token: person.token, body: { current_password: PASSWORD } });
    const secret: string = setup.data.secret;
    const body = { code: await codeOf(secret), current_password: PASSWORD };
    expect((await call(t.app, 'POST', '/api/auth/two-factor/enable', { token: person.token, body })).statusCode).toBe(200);
    net += 1;
    for (let i = 0; i < 10; i++) {
      const res = await login({ username: person.username, password: PASSWORD, code: String(300000 + i) }, `10.94.${net}.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const refused = await login({ username: person.username, password: PASSWORD, code: await codeOf(secret, 1) }, `10.94.${net}.200`);
    expect(refused.statusCode).toBe(429);
    expect(refused.data.token).toBeUndefined();
  });

  it('with two-factor on, the right password and a code get through the lock; neither alone does', async () => {
    const person: Person = await makeUser(t.app, ROLES.COACH);
    const setup = await call(t.app, 'POST', '/api/auth/two-factor/setup', { token: person.token, body: { current_password: PASSWORD } });
    const secret: string = setup.data.secret;
    const enable = await call(t.app, 'POST', '/api/auth/two-factor/enable', {
      token: person.token,
      body: { code: await codeOf(secret), current_password: PASSWORD },
    });
    expect(enable.statusCode).toBe(200);
    await lockOut(person.username);
    const away = `10.95.${net}.1`;
    const code = await codeOf(secret, 1);
    expect((await login({ username: person.username, password: 'not-the-password', code }, away)).statusCode).toBe(401);
    expect((await login({ username: person.username, password: PASSWORD, code: '000000' }, away)).statusCode).toBe(401);
    const done = await login({ username: person.username, password: PASSWORD, code }, away);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data.user.id).toBe(person.id);
    // Without two-factor, a code opens nothing, even with the right password.
    const plain = await makeUser(t.app, ROLES.CLIENT);
    await lockOut(plain.username);
    const tried = await login({ username: plain.username, password: PASSWORD, code: '123456' }, `10.95.${net}.1`);
    expect(tried.statusCode).toBe(401);
    expect(tried.data.token).toBeUndefined();
  });
});
