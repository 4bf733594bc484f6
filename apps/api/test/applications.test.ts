import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRE_DEFAULTS } from '../src/lib/centre';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { type MailServer, startMailServer } from './mail-server';

/**
 * Applications for coaching (docs/architecture.md#applications-and-accounts): a visitor applies, the
 * applicant and the centre are emailed through a real SMTP server in this
 * process, and administrators (only they) work the queue to enrolment.
 */

let smtp: MailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => smtp.close());

let seq = 0;
/** A complete application; each has its own address, so its mail can be told apart. */
function application(extra: Record<string, unknown> = {}) {
  seq += 1;
  return {
    firstname: 'Robin',
    lastname: 'Tester',
    email: `robin${seq}-${Math.random().toString(36).slice(2, 7)}@example.ca`,
    phone: '780-555-0199',
    business_name: 'Little Maples Day Home',
    business_type: 'family_day_home',
    region: 'calgary',
    city: 'Calgary',
    licensed: 'in_progress',
    spaces: 6,
    needs: ['business_plan', 'funding', 'funding'],
    message: 'I would like help with\nmy budget.',
    consent: true,
    ...extra,
  };
}

describe.each(DATABASES)('applications on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let client: Person;
  beforeAll(async () => {
    t = await createTestApp(kind, { mail: { smtpUrl: smtp.url, from: `"${CENTRE_DEFAULTS.name}" <${CENTRE_DEFAULTS.email}>` } });
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH);
    client = await makeUser(t.app, ROLES.CLIENT);
  });
  afterAll(async () => t.close());

  const submit = (body: unknown, ip?: string) => call(t.app, 'POST', '/api/applications', { body, ip });
  const idOf = async (email: string) =>
    (await t.app.db.selectFrom('applications').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const put = (id: number, body: unknown, token = admin.token) => call(t.app, 'PUT', `/api/applications/${id}`, { token, body });
  async function submitted(extra: Record<string, unknown> = {}) {
    const body = application(extra);
    expect((await submit(body)).statusCode).toBe(201);
    return { id: await idOf(body.email), body };
  }

  describe('POST /applications', () => {
    it('takes an application without an account and answers a short thank-you, not the record', async () => {
      const body = application();
      const res = await submit(body);
      expect(res.statusCode).toBe(201);
      expect(res.data).toEqual({ message: expect.stringContaining('Thank you, Robin'), confirmation_sent: true });
      expect(res.headers['cache-control']).toBe('no-store');
      const stored = await call(t.app, 'GET', `/api/applications/${await idOf(body.email)}`, { token: admin.token });
      expect(stored.data).toMatchObject({
        email: body.email,
        region: 'Calgary',
        needs: ['business_plan', 'funding'],
        spaces: 6,
        message: 'I would like help with\nmy budget.',
        status: 'new',
        admin_note: null,
        user_id: null,
      });
      expect(stored.data).not.toHaveProperty('consent');
    });

    it('emails an acknowledgement to the applicant and a notification to the centre, with text and HTML bodies', async () => {
      const body = application({ firstname: 'Amélie', lastname: 'Dubé', city: 'Red Deer', region: 'Central Alberta' });
      expect((await submit(body)).statusCode).toBe(201);
      const [ack] = smtp.to(body.email);
      expect(smtp.to(body.email)).toHaveLength(1);
      expect(ack.headers.from).toContain(CENTRE_DEFAULTS.email);
      expect(ack.subject).toBe(`We received your application – ${CENTRE_DEFAULTS.name}`);
      expect(ack.text).toContain('Hello Amélie,');
      expect(ack.text).toContain('a coach from the Central Alberta region');
      // Only the fixed text and the canonical region: nothing else the visitor typed (their details go to the centre).
      expect(ack.text).not.toContain('Help with');
      expect(ack.text).not.toContain(body.phone);
      expect(ack.html).toContain('Hello Amélie,');
      expect(ack.html).toContain(CENTRE_DEFAULTS.name);
      const notes = smtp.to(CENTRE_DEFAULTS.email).filter((m) => m.headers['reply-to'] === body.email);
      expect(notes).toHaveLength(1);
      const note = notes[0];
      expect(note.subject).toBe('New application: Amélie Dubé, Red Deer');
      expect(note.text).toContain(`Email: ${body.email}`);
      expect(note.html).toContain('Amélie Dubé applied for coaching.');
    });

    it('says what each field needs, next to the field', async () => {
      const res = await submit({ email: 'not-an-address', business_type: 'farm', spaces: -1, needs: ['yoga'], consent: true });
      expect(res.statusCode).toBe(400);
      expect(res.data.code).toBe('VALIDATION_ERROR');
      const messages = Object.fromEntries(res.data.issues.map((i: { path: string[]; message: string }) => [i.path.join('.'), i.message]));
      expect(messages).toMatchObject({
        firstname: 'Enter your first name',
        lastname: 'Enter your last name',
        email: 'Enter a valid email address, like name@example.com',
        phone: 'Enter a phone number we can call you at',
        business_type: 'Choose the kind of childcare you offer',
        region: 'Choose your region',
        city: 'Enter your city or town',
        licensed: 'Tell us whether you are licensed',
        spaces: 'Spaces cannot be negative',
        'needs.0': 'Choose from the listed kinds of help',
      });
    });

    it('refuses an application without consent, an unknown region and fields that are not in the form', async () => {
      for (const consent of [false, undefined, 'yes']) {
        const res = await submit(application({ consent }));
        expect(res.statusCode).toBe(400);
        expect(res.data.issues).toEqual([
          expect.objectContaining({ path: ['consent'], message: 'Please agree so that we can use your details to reply' }),
        ]);
      }
      const region = await submit(application({ region: 'Atlantis' }));
      expect(region.data.issues).toEqual([{ path: ['region'], message: expect.stringMatching(/Unknown region "Atlantis"/) }]);
      const extra = await submit(application({ status: 'enrolled' }));
      expect(extra.statusCode).toBe(400);
      expect(extra.data.issues[0]).toMatchObject({ path: ['status'], message: 'Unknown field "status"' });
      const before = await t.app.db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(before.n)).toBeGreaterThan(0);
    });

    it('still takes the application when the mail server is down, and says the confirmation did not go', async () => {
      const down = await createTestApp(kind, { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.ca' } });
      try {
        const body = application();
        const res = await call(down.app, 'POST', '/api/applications', { body });
        expect(res.statusCode).toBe(201);
        expect(res.data.confirmation_sent).toBe(false);
        expect(res.data.message).toMatch(/could not send a confirmation email.*no need to apply again/);
        expect(await down.app.db.selectFrom('applications').select('email').execute()).toEqual([{ email: body.email }]);
      } finally {
        await down.close();
      }
    });
  });

  describe('the acknowledgement is no mail relay', () => {
    const SPAM = 'Cheap pills at http://spam.example/buy now, see www.pills.example or pills.example!';

    it("carries neither the visitor's message nor any link in their name, only their first name in a fixed text", async () => {
      const body = application({
        firstname: 'Cheap pills at http://spam.example',
        lastname: 'Visit www.lastname.example',
        business_name: 'Go to https://business.example',
        city: 'spam-city.example',
        message: `${SPAM} ${'x'.repeat(1800)}`,
      });
      expect((await submit(body)).statusCode).toBe(201);
      const [ack] = smtp.to(body.email);
      for (const part of [ack.text, ack.html, ack.subject]) {
        expect(part).not.toContain('spam.example');
        expect(part).not.toContain('http://spam');
        expect(part).not.toContain('www.');
        expect(part).not.toContain('pills.example');
        expect(part).not.toContain('xxxxxxxxxx');
        expect(part).not.toContain('business.example');
        expect(part).not.toContain('lastname.example');
        expect(part).not.toContain('spam-city');
      }
      expect(ack.text).toContain('Hello Cheap pills at,');
      // The centre still reads all of it: the notification goes to the centre only.
      const [note] = smtp.to(CENTRE_DEFAULTS.email).filter((m) => m.headers['reply-to'] === body.email);
      expect(note.text).toContain(SPAM);
    });

    it('greets by a first name cut to a reasonable length, without domains, and plainly when nothing is left', async () => {
      const long = application({ firstname: 'Alexandrina-Margarethe Bartholomew-Wilhelmina Constantinople-Featherstonehaugh' });
      expect((await submit(long)).statusCode).toBe(201);
      const greeting = smtp
        .to(long.email)[0]
        .text.split('\n')
        .find((l) => l.startsWith('Hello'));
      expect(greeting).toBe('Hello Alexandrina-Margarethe Bartholomew-Wilhelmina,');

      const links = application({ firstname: 'shop.example WWW.SHOP.EXAMPLE ftp://x 12345' });
      expect((await submit(links)).statusCode).toBe(201);
      const [ack] = smtp.to(links.email);
      expect(ack.text).toContain('Hello,');
      expect(`${ack.text}${ack.html}`.toLowerCase()).not.toContain('shop');
      expect(ack.text).not.toContain('12345');
    });

    it('sends at most 3 acknowledgements a day to one address, and still records every application', async () => {
      const email = `flooded-${Math.random().toString(36).slice(2, 7)}@example.ca`;
      const answers = [];
      // Other case, other client addresses: the same recipient all the same.
      for (let i = 0; i < 5; i++)
        answers.push(await submit(application({ email: i % 2 ? email.toUpperCase() : email }), `203.0.113.${i + 1}`));
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(answers.map((r) => r.data.confirmation_sent)).toEqual([true, true, true, false, false]);
      expect(answers[3].data.message).toMatch(/We have your application.*already emailed .* today/);
      expect(smtp.to(email)).toHaveLength(3);
      const stored = await t.app.db.selectFrom('applications').select('id').where('email', '=', email).execute();
      expect(stored).toHaveLength(5);
      // The centre hears of each one.
      expect(smtp.to(CENTRE_DEFAULTS.email).filter((m) => m.headers['reply-to'] === email)).toHaveLength(5);
    });

    it('counts the applications of the last 24 hours in the database, so that it holds across API processes', async () => {
      const email = `counted-${Math.random().toString(36).slice(2, 7)}@example.ca`;
      for (let i = 0; i < 3; i++) expect((await submit(application({ email }))).data.confirmation_sent).toBe(true);
      expect((await submit(application({ email }))).data.confirmation_sent).toBe(false);
      // What counts is the stored applications of the last day, whichever process took them: a day and a minute on, none.
      const old = new Date(Date.now() - 24 * 3600_000 - 60_000).toISOString();
      await t.app.db.updateTable('applications').set({ created_at: old }).where('email', '=', email).execute();
      expect((await submit(application({ email }))).data.confirmation_sent).toBe(true);
      expect(smtp.to(email)).toHaveLength(4);
    });
  });

  describe('the limit per address', () => {
    it("answers 429 after the contract's 5 an hour from one address, and APPLY_LIMIT_PER_HOUR sets another figure", async () => {
      const limited = await createTestApp(kind, { applyLimitPerHour: undefined, mail: { from: 'x@example.ca' } });
      const two = await createTestApp(kind, { applyLimitPerHour: 2, mail: { from: 'x@example.ca' } });
      try {
        const codes = [];
        for (let i = 0; i < 6; i++)
          codes.push((await call(limited.app, 'POST', '/api/applications', { body: application(), ip: '198.51.100.20' })).statusCode);
        expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
        const refused = await call(limited.app, 'POST', '/api/applications', { body: application(), ip: '198.51.100.20' });
        expect(refused.data).toEqual({ error: expect.stringMatching(/too many requests/i), code: 'RATE_LIMITED' });
        expect((await call(limited.app, 'POST', '/api/applications', { body: application(), ip: '198.51.100.21' })).statusCode).toBe(201);
        const twoCodes = [];
        for (let i = 0; i < 3; i++)
          twoCodes.push((await call(two.app, 'POST', '/api/applications', { body: application(), ip: '198.51.100.22' })).statusCode);
        expect(twoCodes).toEqual([201, 201, 429]);
      } finally {
        await limited.close();
        await two.close();
      }
    });
  });

  describe('the queue', () => {
    it('is for administrators only', async () => {
      const { id } = await submitted();
      for (const [who, token, status] of [
        ['visitor', undefined, 401],
        ['client', client.token, 403],
        ['coach', coach.token, 403],
      ] as const) {
        expect((await call(t.app, 'GET', '/api/applications', { token })).statusCode, who).toBe(status);
        expect((await call(t.app, 'GET', `/api/applications/${id}`, { token })).statusCode, who).toBe(status);
        expect((await call(t.app, 'PUT', `/api/applications/${id}`, { token, body: { status: 'contacted' } })).statusCode, who).toBe(
          status,
        );
      }
      expect((await call(t.app, 'GET', `/api/applications/${id}`, { token: admin.token })).data.status).toBe('new');
      expect((await call(t.app, 'GET', '/api/applications/999999', { token: admin.token })).statusCode).toBe(404);
    });

    it('lists newest first, by status and search, a page at a time with the total', async () => {
      const a = await submitted({ lastname: 'Zylberstein', city: 'Lethbridge', region: 'South Alberta' });
      const b = await submitted({ lastname: 'Zylberstein', business_name: 'Prairie Sprouts' });
      expect((await put(a.id, { status: 'contacted' })).statusCode).toBe(200);
      const all = await call(t.app, 'GET', '/api/applications?q=zylberstein', { token: admin.token });
      expect(all.data.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
      expect(all.headers['x-total-count']).toBe('2');
      const fresh = await call(t.app, 'GET', '/api/applications?status=new&q=zylberstein', { token: admin.token });
      expect(fresh.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
      expect((await call(t.app, 'GET', '/api/applications?q=prairie%20sprouts', { token: admin.token })).data).toHaveLength(1);
      expect(
        (await call(t.app, 'GET', '/api/applications?q=robin%20zylberstein&status=contacted', { token: admin.token })).data[0].id,
      ).toBe(a.id);
      const paged = await call(t.app, 'GET', '/api/applications?page=2&pageSize=1&q=zylberstein', { token: admin.token });
      expect(paged.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
      expect(paged.headers['x-total-count']).toBe('2');
      expect((await call(t.app, 'GET', '/api/applications?status=maybe', { token: admin.token })).statusCode).toBe(400);
    });
  });

  it("counts the new applications on the administrators' dashboard", async () => {
    const count = async () => (await call(t.app, 'GET', '/api/dashboard', { token: admin.token })).data.new_applications;
    const before = await count();
    expect(before).toEqual(expect.any(Number));
    const { id } = await submitted();
    expect(await count()).toBe(before + 1);
    await put(id, { status: 'contacted' });
    expect(await count()).toBe(before);
  });

  describe('status changes', () => {
    it('moves new → contacted → enrolled, and new → declined; anything else is a conflict that says why', async () => {
      const { id } = await submitted();
      const early = await put(id, { status: 'enrolled' });
      expect(early.statusCode).toBe(409);
      expect(early.data.error).toBe('Mark the application contacted before enrolling it: talk to the applicant first.');
      const contacted = await put(id, { status: 'contacted', admin_note: 'Called on Monday; wants a visit.' });
      expect(contacted.data).toMatchObject({ status: 'contacted', admin_note: 'Called on Monday; wants a visit.' });
      expect((await put(id, { status: 'new' })).data.error).toBe('An application cannot go back to New once someone has acted on it.');
      expect((await put(id, { status: 'enrolled' })).data.status).toBe('enrolled');
      const after = await put(id, { status: 'declined' });
      expect(after.statusCode).toBe(409);
      expect(after.data).toEqual({
        error: 'This application is already enrolled, so its status cannot change any more.',
        code: 'CONFLICT',
      });

      const other = await submitted();
      expect((await put(other.id, { status: 'declined' })).data.status).toBe('declined');
      expect((await put(other.id, { status: 'contacted' })).data.error).toMatch(/already declined/);
      // A note may still be written on a closed application.
      expect((await put(other.id, { admin_note: 'Outside our area.' })).data).toMatchObject({
        status: 'declined',
        admin_note: 'Outside our area.',
      });
    });

    it('records each change in the audit trail, the submission with no actor', async () => {
      const { id } = await submitted();
      await put(id, { status: 'contacted' });
      const entries = await t.app.db
        .selectFrom('audit_entries')
        .select(['actor_id', 'action'])
        .where('entity', '=', 'application')
        .where('entity_id', '=', id)
        .orderBy('id')
        .execute();
      expect(entries).toEqual([
        { actor_id: null, action: 'create' },
        { actor_id: admin.id, action: 'update' },
      ]);
    });
  });

  describe('enrolling', () => {
    const clientCount = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('category_id', '=', ROLES.CLIENT)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('creates exactly one active client with the applicant’s details, who cannot sign in until a password is set', async () => {
      const { id, body } = await submitted({ firstname: 'Zoë', lastname: "O'Hara-Lee", city: 'Airdrie' });
      await put(id, { status: 'contacted' });
      const before = await clientCount();
      const res = await put(id, { status: 'enrolled' });
      expect(res.statusCode).toBe(200);
      expect(res.data.user_id).toEqual(expect.any(Number));
      expect(await clientCount()).toBe(before + 1);
      const user = await call(t.app, 'GET', `/api/users/${res.data.user_id}`, { token: admin.token });
      expect(user.data).toMatchObject({
        username: 'zoe.o-hara-lee',
        email: body.email,
        firstname: 'Zoë',
        lastname: "O'Hara-Lee",
        category_id: ROLES.CLIENT,
        phone: '780-555-0199',
        region: 'Calgary',
        business_name: 'Little Maples Day Home',
        city: 'Airdrie',
        status: 'active',
      });
      for (const password of ['', 'correct-horse-battery', 'password123']) {
        expect((await call(t.app, 'POST', '/api/auth/login', { body: { username: 'zoe.o-hara-lee', password } })).statusCode).not.toBe(200);
      }
      // The new account's creation is audited with the enrolment, by the administrator.
      const created = await t.app.db
        .selectFrom('audit_entries')
        .select(['actor_id', 'action'])
        .where('entity', '=', 'user')
        .where('entity_id', '=', res.data.user_id)
        .where('action', '=', 'create')
        .execute();
      expect(created).toEqual([{ actor_id: admin.id, action: 'create' }]);
    });

    it('takes a username when given, makes a free one when the name is taken, and refuses one in use', async () => {
      const first = await submitted({ firstname: 'Sam', lastname: 'Okafor' });
      const second = await submitted({ firstname: 'Sam', lastname: 'Okafor' });
      const third = await submitted({ firstname: 'Sam', lastname: 'Okafor' });
      for (const a of [first, second, third]) await put(a.id, { status: 'contacted' });
      const one = await put(first.id, { status: 'enrolled' });
      const two = await put(second.id, { status: 'enrolled' });
      const name = async (userId: number) => (await call(t.app, 'GET', `/api/users/${userId}`, { token: admin.token })).data.username;
      expect(await name(one.data.user_id)).toBe('sam.okafor');
      expect(await name(two.data.user_id)).toBe('sam.okafor2');
      const taken = await put(third.id, { status: 'enrolled', username: 'sam.okafor' });
      expect(taken.statusCode).toBe(409);
      expect(taken.data.issues).toEqual([{ path: ['username'], message: 'That username is already taken.' }]);
      const chosen = await put(third.id, { status: 'enrolled', username: 'Sams-Daycare' });
      expect(await name(chosen.data.user_id)).toBe('sams-daycare');
      expect((await put(first.id, { username: 'another' })).statusCode).toBe(400);
    });

    it('creates one account when two administrators enrol the same application at once', async () => {
      const { id } = await submitted();
      await put(id, { status: 'contacted' });
      const before = await clientCount();
      const answers = await Promise.all([put(id, { status: 'enrolled' }), put(id, { status: 'enrolled' })]);
      // The one that lost the race is told so (409), or, had it started after the other ended, finds it enrolled already.
      for (const res of answers) expect([200, 409]).toContain(res.statusCode);
      expect(new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.data.user_id)).size).toBe(1);
      expect(await clientCount()).toBe(before + 1);
    });
  });
});
