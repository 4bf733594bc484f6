import { ROLES } from '@tc/contract/roles';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRE_DEFAULTS } from '../src/lib/centre';
import { outboxDir } from '../src/lib/mailer';
import { nowIso } from '../src/lib/time';
import { assign, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { readEml } from './mail-server';

/**
 * Hand-offs (docs/decisions/028-hand-offs.md): every assignment emails the coach and the client (read
 * from the outbox), unless they turned hand-off emails off; enrolment offers the region's coaches and
 * carries the applicant's intake to the client's profile; self-registration joins the applications queue
 * and tells the centre; a coach's dashboard lists the new clients with no plan or session yet.
 */

let seq = 0;
const unique = () => `${++seq}-${Math.random().toString(36).slice(2, 7)}`;

function application(extra: Record<string, unknown> = {}) {
  return {
    firstname: 'Robin',
    lastname: `Tester${unique()}`,
    email: `robin${unique()}@example.ca`,
    phone: '780-555-0199',
    business_name: 'Little Maples Day Home',
    business_type: 'family_day_home',
    region: 'Calgary',
    city: 'Calgary',
    licensed: 'in_progress',
    spaces: 6,
    needs: ['business_plan', 'funding'],
    message: 'I would like help with my budget.',
    consent: true,
    ...extra,
  };
}

describe.each(DATABASES)('hand-offs on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
  });
  afterAll(async () => t.close());

  /** The emails in the outbox to this address (or to the centre), read as the mail program would. */
  function mailTo(address: string) {
    const dir = outboxDir(t.config);
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort();
    } catch {
      return [];
    }
    return files
      .map((f) => readEml(readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => (m.headers.to ?? '').toLowerCase().includes(address.toLowerCase()));
  }
  const subjectsTo = (address: string) => mailTo(address).map((m) => m.subject);
  const coachIn = (region: string) => makeUser(t.app, ROLES.COACH, { region, phone: '403-555-0101' });
  const clientIn = (region = 'Calgary') => makeUser(t.app, ROLES.CLIENT, { region, business_name: `Day Home ${unique()}` });
  const emailOf = (p: Person) => p.row.email;

  async function enrolledApplication(body = application(), coachId?: number) {
    expect((await call(t.app, 'POST', '/api/applications', { body })).statusCode).toBe(201);
    const { id } = await t.app.db.selectFrom('applications').select('id').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect((await call(t.app, 'PUT', `/api/applications/${id}`, { token: admin.token, body: { status: 'contacted' } })).statusCode).toBe(
      200,
    );
    const res = await call(t.app, 'PUT', `/api/applications/${id}`, {
      token: admin.token,
      body: { status: 'enrolled', ...(coachId ? { coach_id: coachId } : {}) },
    });
    return { id, res, body };
  }

  describe('assigning a coach', () => {
    it('emails the coach (who the client is, their contact) and the client (their coach and how to reach them)', async () => {
      const coach = await coachIn('Calgary');
      const client = await clientIn();
      const res = await call(t.app, 'POST', '/api/client-coach', {
        token: admin.token,
        body: { client_id: client.id, coach_id: coach.id },
      });
      expect(res.statusCode).toBe(201);
      const [toCoach] = mailTo(emailOf(coach));
      expect(toCoach.subject).toBe(`You have a new client: ${client.row.firstname} ${client.row.lastname}, ${client.row.business_name}`);
      expect(toCoach.text).toContain(`Email: ${emailOf(client)}`);
      expect(toCoach.text).toContain('Where: Calgary');
      expect(toCoach.text).toContain(`/clients/${client.id}`);
      expect(toCoach.headers['list-unsubscribe']).toContain('k=handoffs');
      const [toClient] = mailTo(emailOf(client));
      expect(toClient.subject).toBe(`Your coach is ${coach.row.firstname} ${coach.row.lastname}`);
      expect(toClient.text).toContain(`Email: ${emailOf(coach)}`);
      expect(toClient.text).toContain('Phone: 403-555-0101');
      expect(toClient.headers['list-unsubscribe']).toContain('k=handoffs');
    });

    it('emails the new coach and the client when an assignment changes coach; saving it unchanged sends nothing', async () => {
      const [first, second] = [await coachIn('Calgary'), await coachIn('Calgary')];
      const client = await clientIn();
      const { id } = await assign(t.app, client.id, first.id);
      const res = await call(t.app, 'PUT', '/api/client-coach', {
        token: admin.token,
        body: { id, client_id: client.id, coach_id: second.id },
      });
      expect(res.statusCode).toBe(200);
      expect(subjectsTo(emailOf(second))).toEqual([expect.stringMatching(/^You have a new client: /)]);
      expect(subjectsTo(emailOf(client))).toEqual([`Your coach is ${second.row.firstname} ${second.row.lastname}`]);
      await call(t.app, 'PUT', '/api/client-coach', { token: admin.token, body: { id, client_id: client.id, coach_id: second.id } });
      expect(subjectsTo(emailOf(second))).toHaveLength(1);
      expect(subjectsTo(emailOf(first))).toEqual([]);
    });

    it('sends nothing to a person who turned hand-off emails off', async () => {
      const coach = await coachIn('Calgary');
      const client = await clientIn();
      await t.app.db.updateTable('users').set({ notify_handoffs: 0 }).where('id', 'in', [coach.id, client.id]).execute();
      const res = await call(t.app, 'POST', '/api/client-coach', {
        token: admin.token,
        body: { client_id: client.id, coach_id: coach.id },
      });
      expect(res.statusCode).toBe(201);
      expect(mailTo(emailOf(coach))).toEqual([]);
      expect(mailTo(emailOf(client))).toEqual([]);
    });

    it('sends no hand-off email for a coach’s own new client: the invitation is their email', async () => {
      const coach = await coachIn('Calgary');
      const res = await call(t.app, 'POST', '/api/users/create', {
        token: coach.token,
        body: {
          username: `made${unique()}`,
          email: `made${unique()}@example.ca`,
          firstname: 'Made',
          lastname: 'ByCoach',
          category_id: ROLES.CLIENT,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(subjectsTo(res.data.email)).not.toContain(`Your coach is ${coach.row.firstname} ${coach.row.lastname}`);
      expect(mailTo(emailOf(coach))).toEqual([]);
    });

    it('tells each client moved at a coach’s archive, and the coach who takes them', async () => {
      const [leaving, heir] = [await coachIn('Calgary'), await coachIn('Calgary')];
      const [a, b] = [await clientIn(), await clientIn()];
      await assign(t.app, a.id, leaving.id);
      await assign(t.app, b.id, leaving.id);
      const res = await call(t.app, 'DELETE', `/api/users/${leaving.id}?reassign_to=${heir.id}`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(subjectsTo(emailOf(heir)).sort()).toEqual(
        [a, b].map((c) => `You have a new client: ${c.row.firstname} ${c.row.lastname}, ${c.row.business_name}`).sort(),
      );
      for (const c of [a, b]) expect(subjectsTo(emailOf(c))).toEqual([`Your coach is ${heir.row.firstname} ${heir.row.lastname}`]);
      expect(mailTo(emailOf(leaving))).toEqual([]);
    });
  });

  describe('enrolment', () => {
    it('offers the region’s current coaches, fewest clients first, to administrators only', async () => {
      const region = `Hand-off Region ${unique()}`;
      await t.app.db.insertInto('regions').values({ name: region, created_at: nowIso() }).execute();
      const busy = await coachIn(region);
      const quiet = await coachIn(region);
      const archived = await coachIn(region);
      await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', archived.id).execute();
      await assign(t.app, (await clientIn(region)).id, busy.id);
      const body = application({ region });
      expect((await call(t.app, 'POST', '/api/applications', { body })).statusCode).toBe(201);
      const { id } = await t.app.db.selectFrom('applications').select('id').where('email', '=', body.email).executeTakeFirstOrThrow();
      const res = await call(t.app, 'GET', `/api/applications/${id}/suggested-coaches`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.data.map((c: { id: number; client_count: number }) => [c.id, c.client_count])).toEqual([
        [quiet.id, 0],
        [busy.id, 1],
      ]);
      const coach = await coachIn(region);
      const client = await clientIn(region);
      expect((await call(t.app, 'GET', `/api/applications/${id}/suggested-coaches`, { token: coach.token })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', `/api/applications/${id}/suggested-coaches`, { token: client.token })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', `/api/applications/${id}/suggested-coaches`)).statusCode).toBe(401);
      expect((await call(t.app, 'GET', `/api/applications/999999/suggested-coaches`, { token: admin.token })).statusCode).toBe(404);
    });

    it('assigns the chosen coach in the enrolment, and both hear of it; the coach reads what the applicant wrote', async () => {
      const coach = await coachIn('Calgary');
      const { res, body } = await enrolledApplication(application(), coach.id);
      expect(res.statusCode).toBe(200);
      const clientId = res.data.user_id as number;
      const pair = await t.app.db.selectFrom('client_coach').selectAll().where('client_id', '=', clientId).execute();
      expect(pair.map((p) => p.coach_id)).toEqual([coach.id]);
      const [toCoach] = mailTo(emailOf(coach));
      expect(toCoach.subject).toBe(`You have a new client: Robin ${body.lastname}, Little Maples Day Home`);
      expect(toCoach.text).toContain('Kind of childcare: Family day home');
      expect(toCoach.text).toContain('Licensed: Applying now');
      expect(toCoach.text).toContain('Spaces: 6');
      expect(toCoach.text).toContain('Help with: A business plan; Grants and funding');
      expect(toCoach.text).toContain('I would like help with my budget.');
      expect(subjectsTo(body.email)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^We received your application/),
          `Your coach is ${coach.row.firstname} ${coach.row.lastname}`,
        ]),
      );
      // The invitation to choose a password still goes.
      expect(mailTo(body.email).some((m) => m.text.includes('/set-password?'))).toBe(true);
    });

    it('refuses a coach who is not a current coach, and a coach without enrolling', async () => {
      const client = await clientIn();
      const { res } = await enrolledApplication(application(), client.id);
      expect(res.statusCode).toBe(400);
      const body = application();
      expect((await call(t.app, 'POST', '/api/applications', { body })).statusCode).toBe(201);
      const { id } = await t.app.db.selectFrom('applications').select('id').where('email', '=', body.email).executeTakeFirstOrThrow();
      const coach = await coachIn('Calgary');
      const early = await call(t.app, 'PUT', `/api/applications/${id}`, {
        token: admin.token,
        body: { status: 'contacted', coach_id: coach.id },
      });
      expect(early.statusCode).toBe(400);
    });
  });

  describe('the intake on a client’s profile', () => {
    it('answers what the applicant wrote to administrators, the client’s coaches and the client; not to others', async () => {
      const coach = await coachIn('Calgary');
      const { res, id: applicationId } = await enrolledApplication(application(), coach.id);
      const clientId = res.data.user_id as number;
      const client = await t.app.tokens.issue(clientId, 0);
      const [otherCoach, otherClient] = [await coachIn('Calgary'), await clientIn()];
      const intakeAs = (token?: string) => call(t.app, 'GET', `/api/clients/${clientId}/intake`, { token });
      for (const token of [admin.token, coach.token, client.token]) {
        const answer = await intakeAs(token);
        expect(answer.statusCode).toBe(200);
        expect(answer.data.intake).toMatchObject({
          application_id: applicationId,
          source: 'form',
          business_type: 'family_day_home',
          licensed: 'in_progress',
          spaces: 6,
          needs: ['business_plan', 'funding'],
          message: 'I would like help with my budget.',
        });
      }
      expect((await intakeAs(otherCoach.token)).statusCode).toBe(403);
      expect((await intakeAs(otherClient.token)).statusCode).toBe(403);
      expect((await intakeAs()).statusCode).toBe(401);
      // A client added by hand has none; a coach is not a client.
      const byHand = await clientIn();
      expect((await call(t.app, 'GET', `/api/clients/${byHand.id}/intake`, { token: admin.token })).data).toEqual({ intake: null });
      expect((await call(t.app, 'GET', `/api/clients/${coach.id}/intake`, { token: admin.token })).statusCode).toBe(404);
    });
  });

  describe('self-registration', () => {
    it('puts the new account in the applications queue and tells the centre; enrolling it makes no second account', async () => {
      const username = `reg${unique()}`.slice(0, 30);
      const email = `${username}@example.ca`;
      const reg = await call(t.app, 'POST', '/api/auth/register', {
        body: {
          username,
          email,
          password: 'a-long-password-9',
          firstname: 'Sam',
          lastname: 'Registers',
          phone: '780-555-0123',
          business_name: 'Sam’s Day Home',
          region: 'Calgary',
        },
      });
      expect(reg.statusCode).toBe(201);
      const userId = reg.data.user.id as number;
      const list = await call(t.app, 'GET', '/api/applications?q=Registers', { token: admin.token });
      expect(list.data).toEqual([
        expect.objectContaining({
          source: 'registration',
          status: 'new',
          user_id: userId,
          email,
          phone: '780-555-0123',
          region: 'Calgary',
          business_type: null,
          city: null,
          licensed: null,
        }),
      ]);
      const toCentre = mailTo(CENTRE_DEFAULTS.email).filter((m) => m.subject.startsWith('New registration: Sam Registers'));
      expect(toCentre).toHaveLength(1);
      expect(toCentre[0].text).toContain('two business days');
      expect(toCentre[0].headers['reply-to']).toContain(email);

      const id = list.data[0].id as number;
      const coach = await coachIn('Calgary');
      expect((await call(t.app, 'PUT', `/api/applications/${id}`, { token: admin.token, body: { status: 'contacted' } })).statusCode).toBe(
        200,
      );
      const enrolled = await call(t.app, 'PUT', `/api/applications/${id}`, {
        token: admin.token,
        body: { status: 'enrolled', coach_id: coach.id },
      });
      expect(enrolled.statusCode).toBe(200);
      expect(enrolled.data).toMatchObject({ status: 'enrolled', user_id: userId });
      expect((await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute()).length).toBe(1);
      expect(subjectsTo(email)).toEqual([`Your coach is ${coach.row.firstname} ${coach.row.lastname}`]);
      expect(subjectsTo(emailOf(coach))).toEqual(['You have a new client: Sam Registers, Sam’s Day Home']);
      const intake = await call(t.app, 'GET', `/api/clients/${userId}/intake`, { token: coach.token });
      expect(intake.data.intake).toMatchObject({ application_id: id, source: 'registration', region: 'Calgary', needs: [] });
    });
  });

  describe('new clients on a coach’s dashboard', () => {
    it('lists the coach’s clients with no plan and no session yet, to that coach only', async () => {
      const coach = await coachIn('Calgary');
      const [fresh, planned] = [await clientIn(), await clientIn()];
      await assign(t.app, fresh.id, coach.id);
      await assign(t.app, planned.id, coach.id);
      const now = nowIso();
      await t.app.db
        .insertInto('action_plans')
        .values({
          client_id: planned.id,
          coach_id: coach.id,
          date: now.slice(0, 10),
          summary: 'First plan',
          description: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute();
      const res = await call(t.app, 'GET', '/api/dashboard/new-clients', { token: coach.token });
      expect(res.statusCode).toBe(200);
      expect(res.data.map((c: { id: number }) => c.id)).toEqual([fresh.id]);
      expect((await call(t.app, 'GET', '/api/dashboard/new-clients', { token: admin.token })).data).toEqual([]);
      expect((await call(t.app, 'GET', '/api/dashboard/new-clients', { token: fresh.token })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/dashboard/new-clients')).statusCode).toBe(401);
    });
  });
});
