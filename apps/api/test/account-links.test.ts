import { createHash } from 'node:crypto';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRE_DEFAULTS } from '../src/lib/centre';
import { makeUser, PASSWORD, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type Res, type TestApp } from './harness';
import { type MailServer, type ReceivedMail, startMailServer } from './mail-server';

/**
 * Invitations and password resets (docs/architecture.md#applications-and-accounts): single-use
 * links stored hashed, mailed through a real SMTP server in this process.
 */

const REFUSED = 'This link has expired or has already been used. Ask for a new one.';
const RESET_ANSWER = "If an account uses that address, we've sent a link to it. It works for one hour.";
const NEW_PASSWORD = 'violet-lantern-harbour';

let smtp: MailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => smtp.close());

/** The token of the latest link mailed to this address, with the link itself. */
function linkIn(mail: ReceivedMail) {
  const match = /(http:\/\/[^\s]+\/set-password\?token=([A-Za-z0-9_-]+)(&purpose=reset)?)/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return { url: match[1], token: match[2] };
}

/** Mail sent after the answer (a reset) arrives a moment later: wait for the count, without sleeping blindly. */
async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  for (let i = 0; i < 200 && smtp.to(address).length < count; i++) await new Promise((r) => setTimeout(r, 25));
  return smtp.to(address);
}

let seq = 0;
const email = () => `person${++seq}-${Math.random().toString(36).slice(2, 7)}@example.ca`;

describe.each(DATABASES)('invitation and reset links on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  /** Every answer of these tests, to search for secrets at the end. */
  const answers: Res[] = [];
  const secrets: string[] = [NEW_PASSWORD, PASSWORD];
  const send = async (...args: Parameters<typeof call>) => {
    const res = await call(...args);
    answers.push(res);
    return res;
  };
  // Each call from its own address unless one is given: the call is throttled per address.
  let calls = 0;
  const setPassword = (token: string, password = NEW_PASSWORD, ip = `10.80.${Math.floor(++calls / 200)}.${calls % 200}`) =>
    send(t.app, 'POST', '/api/auth/set-password', { body: { token, password }, ip });
  const login = (username: string, password = NEW_PASSWORD) => send(t.app, 'POST', '/api/auth/login', { body: { username, password } });
  const forgot = (address: string, ip = '10.81.0.1') => send(t.app, 'POST', '/api/auth/forgot-password', { body: { email: address }, ip });
  const createClient = (by: Person, extra: Record<string, unknown> = {}) => {
    const address = email();
    return send(t.app, 'POST', '/api/users/create', {
      token: by.token,
      body: {
        username: address.split('@')[0],
        email: address,
        firstname: 'Robin',
        lastname: 'Tester',
        category_id: ROLES.CLIENT,
        ...extra,
      },
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      mail: { smtpUrl: smtp.url, from: `"${CENTRE_DEFAULTS.name}" <${CENTRE_DEFAULTS.email}>` },
      publicUrl: 'http://coaching.test',
    });
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH);
  });
  afterAll(() => t.close());

  it('invites a client created without a password; the link sets the password once', async () => {
    const created = await createClient(admin);
    expect(created.statusCode).toBe(201);
    expect(created.data).toMatchObject({ invitation_sent: true, status: 'active' });
    const [mail] = smtp.to(created.data.email);
    expect(mail.subject).toBe(`Your account with ${CENTRE_DEFAULTS.name}`);
    expect(mail.text).toContain(`${CENTRE_DEFAULTS.name} has set up your account`);
    expect(mail.text).toContain(`Your username is ${created.data.username}.`);
    expect(mail.html).toContain('Set your password');
    const { url, token } = linkIn(mail);
    secrets.push(token, createHash('sha256').update(token).digest('hex'));
    expect(url).toBe(`http://coaching.test/set-password?token=${token}`);
    // Only the hash is stored.
    const rows = await t.app.db.selectFrom('account_tokens').selectAll().where('user_id', '=', created.data.id).execute();
    expect(rows).toEqual([expect.objectContaining({ purpose: 'invitation', used_at: null, created_by: admin.id })]);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Date.parse(rows[0].expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    // Nobody can sign in before the password is set.
    expect((await login(created.data.username, '')).statusCode).not.toBe(200);

    const done = await setPassword(token);
    expect(done.statusCode).toBe(200);
    expect(done.data).toEqual({ message: 'Your password is set. Welcome!', username: created.data.username });
    expect((await login(created.data.username)).statusCode).toBe(200);
    const again = await setPassword(token, 'another-fine-password');
    expect(again.statusCode).toBe(400);
    expect(again.data).toEqual({ error: REFUSED, code: 'VALIDATION_ERROR' });
    expect((await login(created.data.username, 'another-fine-password')).statusCode).toBe(401);
  });

  it('sends no invitation with a password set by hand, unless asked; a coach’s new client is invited too', async () => {
    const byHand = await createClient(admin, { password: 'a-handmade-password' });
    expect(byHand.statusCode).toBe(201);
    expect(byHand.data).not.toHaveProperty('invitation_sent');
    expect(smtp.to(byHand.data.email)).toHaveLength(0);
    expect((await login(byHand.data.username, 'a-handmade-password')).statusCode).toBe(200);
    const asked = await createClient(admin, { password: 'a-handmade-password', send_invitation: true });
    expect(asked.data.invitation_sent).toBe(true);
    expect(smtp.to(asked.data.email)).toHaveLength(1);
    const byCoach = await createClient(coach);
    expect(byCoach.statusCode).toBe(201);
    expect(byCoach.data.invitation_sent).toBe(true);
    expect(smtp.to(byCoach.data.email)).toHaveLength(1);
  });

  it('an administrator re-sends an invitation: the older link stops working; others may not', async () => {
    const created = await createClient(admin);
    const first = linkIn(smtp.to(created.data.email)[0]).token;
    const refused = await send(t.app, 'POST', `/api/users/${created.data.id}/invitation`, { token: coach.token });
    expect(refused.statusCode).toBe(403);
    const resent = await send(t.app, 'POST', `/api/users/${created.data.id}/invitation`, { token: admin.token });
    expect(resent.statusCode).toBe(200);
    expect(resent.data.sent).toBe(true);
    const mails = smtp.to(created.data.email);
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1]).token;
    secrets.push(first, second);
    expect((await setPassword(first)).data.error).toBe(REFUSED);
    expect((await setPassword(second)).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/users/999999/invitation', { token: admin.token })).statusCode).toBe(404);
  });

  it('refuses an expired link and keeps a link working when the password is refused', async () => {
    const user = await makeUser(t.app, ROLES.CLIENT, { email: email() });
    const token = 'an-expired-token-of-forty-three-characters-x';
    await t.app.db
      .insertInto('account_tokens')
      .values({
        user_id: user.id,
        purpose: 'invitation',
        token_hash: createHash('sha256').update(token).digest('hex'),
        expires_at: new Date(Date.now() - 1000).toISOString(),
        used_at: null,
        created_at: new Date(Date.now() - 8 * 24 * 3600_000).toISOString(),
        created_by: admin.id,
      })
      .execute();
    expect((await setPassword(token)).data).toEqual({ error: REFUSED, code: 'VALIDATION_ERROR' });
    expect((await setPassword('never-issued')).data.error).toBe(REFUSED);

    const created = await createClient(admin);
    const link = linkIn(smtp.to(created.data.email)[0]).token;
    secrets.push(link);
    const weak = await setPassword(link, `${created.data.username}-2026`);
    expect(weak.statusCode).toBe(400);
    expect(weak.data.issues[0].path).toEqual(['password']);
    expect((await setPassword(link)).statusCode).toBe(200);
  });

  it('answers a reset request the same way whether or not the address has an account', async () => {
    const unknown = await forgot('nobody-uses-this@example.ca', '10.82.0.1');
    const address = email();
    const user = await makeUser(t.app, ROLES.COACH, { email: address });
    const known = await forgot(address.toUpperCase(), '10.82.0.2');
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(202);
      expect(res.data).toEqual({ message: RESET_ANSWER });
    }
    const [mail] = await mailsTo(address, 1);
    expect(mail.subject).toBe(`Reset your password – ${CENTRE_DEFAULTS.name}`);
    expect(mail.text).toContain(`the account ${user.username}`);
    const { url, token } = linkIn(mail);
    secrets.push(token);
    expect(url).toBe(`http://coaching.test/set-password?token=${token}&purpose=reset`);
    const row = await t.app.db.selectFrom('account_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(3500_000);
    expect(smtp.to('nobody-uses-this@example.ca')).toHaveLength(0);
  });

  it('a reset sets the password and ends every session of that user', async () => {
    const address = email();
    const user = await makeUser(t.app, ROLES.CLIENT, { email: address });
    const other = (await login(user.username, PASSWORD)).data.token;
    expect((await forgot(address, '10.83.0.1')).statusCode).toBe(202);
    const token = linkIn((await mailsTo(address, 1))[0]).token;
    secrets.push(token);
    const done = await setPassword(token);
    expect(done.statusCode).toBe(200);
    expect(done.data.username).toBe(user.username);
    for (const old of [user.token, other]) expect((await send(t.app, 'GET', '/api/auth/getMe', { token: old })).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username)).statusCode).toBe(200);
    expect((await setPassword(token)).data.error).toBe(REFUSED);
  });

  it('a password change, an email change or another link ends every open link of the account', async () => {
    /** A reset link for this person, asked for now. */
    const resetLink = async (address: string, ip: string, count: number) => {
      expect((await forgot(address, ip)).statusCode).toBe(202);
      const token = linkIn((await mailsTo(address, count))[count - 1]).token;
      secrets.push(token);
      return token;
    };
    // The owner changes their password: a reset link asked for before it no longer works.
    const address = email();
    const user = await makeUser(t.app, ROLES.CLIENT, { email: address });
    const before = await resetLink(address, '10.86.0.1', 1);
    const changed = await send(t.app, 'PUT', `/api/users/${user.id}`, {
      token: user.token,
      body: { current_password: PASSWORD, password: 'amber-kestrel-meadow' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await setPassword(before)).data).toEqual({ error: REFUSED, code: 'VALIDATION_ERROR' });
    expect((await login(user.username, 'amber-kestrel-meadow')).statusCode).toBe(200);

    // The owner changes their email address: the link mailed to the old one no longer works.
    const oldAddress = email();
    const mover = await makeUser(t.app, ROLES.CLIENT, { email: oldAddress });
    const toOld = await resetLink(oldAddress, '10.86.0.2', 1);
    const moved = await send(t.app, 'PUT', `/api/users/${mover.id}`, {
      token: mover.token,
      body: { current_password: PASSWORD, email: email() },
    });
    expect(moved.statusCode).toBe(200);
    expect((await setPassword(toOld)).data.error).toBe(REFUSED);

    // An administrator sets someone's password: their open links end too.
    const third = email();
    const helped = await makeUser(t.app, ROLES.CLIENT, { email: third });
    const open = await resetLink(third, '10.86.0.3', 1);
    expect(
      (await send(t.app, 'PUT', `/api/users/${helped.id}`, { token: admin.token, body: { password: 'copper-otter-lagoon' } })).statusCode,
    ).toBe(200);
    expect((await setPassword(open)).data.error).toBe(REFUSED);

    // Using an invitation ends the reset link asked for meanwhile, and the other way round.
    const created = await createClient(admin);
    const invitation = linkIn(smtp.to(created.data.email)[0]).token;
    secrets.push(invitation);
    const reset = await resetLink(created.data.email, '10.86.0.4', 2);
    expect((await setPassword(invitation)).statusCode).toBe(200);
    expect((await setPassword(reset, 'another-fine-password')).data.error).toBe(REFUSED);
    const created2 = await createClient(admin);
    const invitation2 = linkIn(smtp.to(created2.data.email)[0]).token;
    secrets.push(invitation2);
    const reset2 = await resetLink(created2.data.email, '10.86.0.5', 2);
    expect((await setPassword(reset2)).statusCode).toBe(200);
    expect((await setPassword(invitation2, 'another-fine-password')).data.error).toBe(REFUSED);
    const open2 = await t.app.db
      .selectFrom('account_tokens')
      .select('id')
      .where('user_id', 'in', [created.data.id, created2.data.id])
      .where('used_at', 'is', null)
      .execute();
    expect(open2).toEqual([]);
  });

  it('limits reset requests per address and reset mails per account', async () => {
    const address = email();
    await makeUser(t.app, ROLES.CLIENT, { email: address });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await forgot(address, '10.84.0.1')).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await forgot(address, '10.84.0.2')).statusCode).toBe(202);
    // Six requests answered, three mails sent: the account's hourly allowance.
    await mailsTo(address, 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(address)).toHaveLength(3);
    for (const mail of smtp.to(address)) secrets.push(linkIn(mail).token);
  });

  it('throttles set-password per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await setPassword(`guess-${i}`, NEW_PASSWORD, '10.85.0.1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('an enrolled applicant is invited', async () => {
    const address = email();
    const applied = await send(t.app, 'POST', '/api/applications', {
      body: {
        firstname: 'Ines',
        lastname: 'Applicant',
        email: address,
        phone: '780-555-0100',
        business_type: 'family_day_home',
        region: 'calgary',
        city: 'Calgary',
        licensed: 'yes',
        needs: [],
        consent: true,
      },
    });
    expect(applied.statusCode).toBe(201);
    const [row] = await t.app.db.selectFrom('applications').select('id').where('email', '=', address).execute();
    await send(t.app, 'PUT', `/api/applications/${row.id}`, { token: admin.token, body: { status: 'contacted' } });
    const enrolled = await send(t.app, 'PUT', `/api/applications/${row.id}`, { token: admin.token, body: { status: 'enrolled' } });
    expect(enrolled.statusCode).toBe(200);
    const invitation = smtp.to(address).find((m) => m.subject.startsWith('Your account'));
    expect(invitation).toBeDefined();
    const { token } = linkIn(invitation!);
    secrets.push(token);
    expect((await setPassword(token)).data.username).toBe('ines.applicant');
    expect((await login('ines.applicant')).statusCode).toBe(200);
  });

  it('never answers a token, a hash or a password', () => {
    expect(answers.length).toBeGreaterThan(40);
    const hashes = secrets.map((s) => createHash('sha256').update(s).digest('hex'));
    const everything = answers.map((r) => `${JSON.stringify(r.headers)}\n${r.body}`).join('\n');
    for (const secret of [...secrets, ...hashes]) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('argon2');
    expect(everything).not.toContain('token_hash');
  });
});
