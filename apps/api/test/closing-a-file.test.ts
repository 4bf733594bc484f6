import { ACCOUNT_CLOSED } from '@tc/contract/users';
import { ROLES } from '@tc/contract/roles';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as passwordSetAt from '../src/db/migrations/0022-password-set-at';
import { insertSession } from '../src/features/sessions/sessions-repository';
import { utcToAlberta } from '../src/lib/alberta-calendar';
import { nowIso } from '../src/lib/time';
import { assign, makeCast, makeUser, PASSWORD, type Cast, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * docs/decisions/029-closing-a-file.md: an administrator closes (archives) a client's file and reopens it; nobody
 * else may. A closed client keeps their records, leaves the lists, the coach's dashboard and the reports' counts,
 * and cannot sign in (told so once their password is right); their tokens stop working. A file with a session to
 * come is not closed. "Send invitation again" is only for someone who never set a password.
 */
describe.each(DATABASES)('closing a client’s file on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  const close = (id: number, who: Person) => call(t.app, 'DELETE', `/api/users/${id}`, { token: who.token });
  const reopen = (id: number, who: Person) => call(t.app, 'POST', `/api/users/${id}/restore`, { token: who.token });
  const login = (username: string, password = PASSWORD) =>
    call(t.app, 'POST', '/api/auth/login', { body: { username, password }, ip: `10.90.${Math.floor(Math.random() * 200)}.1` });

  /** A client of `cast.coach` in Calgary, with a plan and a diary entry (records that must stay). */
  async function clientWithRecords(): Promise<Person> {
    const client = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary', firstname: 'Closing', lastname: `Client${Math.random()}` });
    await assign(t.app, client.id, cast.coach.id);
    const now = nowIso();
    const plan = await t.app.db
      .insertInto('action_plans')
      .values({
        client_id: client.id,
        coach_id: cast.coach.id,
        date: '2025-06-01',
        summary: 'Licence',
        description: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('action_journals')
      .values({
        actionplan_id: plan.id,
        client_id: client.id,
        coach_id: cast.coach.id,
        date: '2025-06-02',
        minutes: 30,
        activity: 'meeting',
        notes: null,
        session_id: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    return client;
  }

  it('only an administrator closes and reopens a client’s file', async () => {
    const client = await clientWithRecords();
    for (const who of [cast.coach, cast.otherCoach, cast.otherClient, client]) {
      const refused = await close(client.id, who);
      expect(refused.statusCode, `close as ${who.username}`).toBe(403);
      expect(refused.data).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });
    }
    const closed = await close(client.id, cast.admin);
    expect(closed.statusCode).toBe(200);
    for (const who of [cast.coach, cast.otherCoach, cast.otherClient]) {
      expect((await reopen(client.id, who)).statusCode, `reopen as ${who.username}`).toBe(403);
    }
    const reopened = await reopen(client.id, cast.admin);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.data).toMatchObject({ id: client.id, archivedAt: null });
    expect((await reopen(client.id, cast.admin)).statusCode).toBe(409);
    // Both are in the audit trail, by the administrator.
    const audit = await t.app.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', client.id)
      .where('action', 'in', ['delete', 'restore'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'delete', actor_id: cast.admin.id },
      { action: 'restore', actor_id: cast.admin.id },
    ]);
  });

  it('a closed client cannot sign in and is told why; their token stops; reopening lets them in again', async () => {
    const client = await clientWithRecords();
    expect((await login(client.username)).statusCode).toBe(200);
    await close(client.id, cast.admin);
    const refused = await login(client.username);
    expect(refused.statusCode).toBe(401);
    expect(refused.data).toEqual({ error: ACCOUNT_CLOSED, code: 'UNAUTHENTICATED' });
    // A wrong password says nothing of the file.
    expect((await login(client.username, 'not-the-password')).data).toEqual({ error: 'Invalid credentials', code: 'UNAUTHENTICATED' });
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: client.token })).statusCode).toBe(401);
    await reopen(client.id, cast.admin);
    expect((await login(client.username)).statusCode).toBe(200);
  });

  it('a closed client leaves the lists, the coach’s dashboard and the reports’ counts; their records stay', async () => {
    const client = await clientWithRecords();
    const listed = async (url: string, who: Person) =>
      ((await call(t.app, 'GET', url, { token: who.token })).data as { id: number }[]).map((c) => c.id);
    const dashboardClients = async () =>
      ((await call(t.app, 'GET', '/api/dashboard', { token: cast.coach.token })).data.clients.rows as { id: number }[]).map((c) => c.id);
    const calgaryClients = async () => {
      const res = await call(t.app, 'GET', '/api/getAllClientsReport/regions?year=2025', { token: cast.admin.token });
      return (res.data.regions as { region: string | null; clients: number }[]).find((r) => r.region === 'Calgary')?.clients ?? 0;
    };
    const reportedIds = async () => {
      const res = await call(t.app, 'GET', '/api/getAllClientsReport?year=2025', { token: cast.admin.token });
      return (res.data.clients as { client_id: number }[]).map((c) => c.client_id);
    };

    expect(await listed('/api/users/clients?pageSize=100', cast.admin)).toContain(client.id);
    expect(await listed('/api/users/clients?mine=true&pageSize=100', cast.coach)).toContain(client.id);
    expect(await dashboardClients()).toContain(client.id);
    expect(await reportedIds()).toContain(client.id);
    const before = await calgaryClients();

    await close(client.id, cast.admin);
    expect(await listed('/api/users/clients?pageSize=100', cast.admin)).not.toContain(client.id);
    expect(await listed('/api/users/clients?mine=true&pageSize=100', cast.coach)).not.toContain(client.id);
    expect(await dashboardClients()).not.toContain(client.id);
    expect(await reportedIds()).not.toContain(client.id);
    expect(await calgaryClients()).toBe(before - 1);
    // Administrators find the closed files, and the file itself, which still holds its records.
    expect(await listed(`/api/users?category_id=${ROLES.CLIENT}&archived=true&pageSize=100`, cast.admin)).toContain(client.id);
    const file = await call(t.app, 'GET', `/api/users/${client.id}`, { token: cast.admin.token });
    expect(file.data.archivedAt).toEqual(expect.any(String));
    expect(await t.app.db.selectFrom('action_plans').select('id').where('client_id', '=', client.id).execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('action_journals').select('id').where('client_id', '=', client.id).execute()).toHaveLength(1);

    await reopen(client.id, cast.admin);
    expect(await listed('/api/users/clients?pageSize=100', cast.admin)).toContain(client.id);
    expect(await dashboardClients()).toContain(client.id);
    expect(await calgaryClients()).toBe(before);
  });

  it('refuses to close a file with a session to come, and closes it once the session is cancelled', async () => {
    const client = await clientWithRecords();
    const start = utcToAlberta(new Date(Math.ceil((Date.now() + 48 * 3_600_000) / 60_000) * 60_000).toISOString());
    const id = await insertSession(t.app.db, {
      client_id: client.id,
      coach_id: cast.coach.id,
      actionplan_id: null,
      localStart: start,
      minutes: 60,
      kind: 'visit',
      location: null,
      agenda: null,
      status: 'scheduled',
      series_id: null,
      repeat_rule: null,
      created_by: cast.coach.id,
    });
    const refused = await close(client.id, cast.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.data).toEqual({ error: expect.stringContaining('has an upcoming session. Cancel it first'), code: 'CONFLICT' });
    expect((await call(t.app, 'GET', `/api/users/${client.id}`, { token: cast.admin.token })).data.archivedAt).toBeNull();
    await call(t.app, 'POST', `/api/sessions/${id}/status`, {
      token: cast.admin.token,
      body: { status: 'cancelled', reason: 'File closing' },
    });
    expect((await close(client.id, cast.admin)).statusCode).toBe(200);
  });

  it('says who has set a password, and sends an invitation again only to someone who has not', async () => {
    const invited = await call(t.app, 'POST', '/api/users/create', {
      token: cast.admin.token,
      body: {
        username: 'waiting.invite',
        email: 'waiting.invite@example.ca',
        firstname: 'Wendy',
        lastname: 'Waiting',
        category_id: ROLES.CLIENT,
      },
    });
    expect(invited.data.hasPassword).toBe(false);
    expect((await call(t.app, 'POST', `/api/users/${invited.data.id}/invitation`, { token: cast.admin.token })).statusCode).toBe(200);

    const established = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Esme', lastname: 'Established' });
    expect((await call(t.app, 'GET', `/api/users/${established.id}`, { token: cast.admin.token })).data.hasPassword).toBe(true);
    const refused = await call(t.app, 'POST', `/api/users/${established.id}/invitation`, { token: cast.admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.data).toEqual({
      error: expect.stringMatching(/^Esme Established has already set a password.*Forgot password/),
      code: 'CONFLICT',
    });
    expect(await t.app.db.selectFrom('mail_queue').select('id').where('recipient', '=', established.row.email).execute()).toHaveLength(0);

    // A password chosen by hand (an administrator's change) counts too.
    await call(t.app, 'PUT', `/api/users/${invited.data.id}`, { token: cast.admin.token, body: { password: 'a-handmade-password' } });
    expect((await call(t.app, 'GET', `/api/users/${invited.data.id}`, { token: cast.admin.token })).data.hasPassword).toBe(true);
    expect((await call(t.app, 'POST', `/api/users/${invited.data.id}/invitation`, { token: cast.admin.token })).statusCode).toBe(409);
  });
  it('migration 0022 fills password_set_at for everyone but an invited account that never used a link nor signed in', async () => {
    const db = t.app.db;
    const [made, waiting, used, signedIn] = await Promise.all(
      ['made', 'waiting', 'used', 'signed'].map((name) => makeUser(t.app, ROLES.CLIENT, { username: `backfill.${name}` })),
    );
    const now = nowIso();
    const invite = (userId: number, used_at: string | null) =>
      db
        .insertInto('account_tokens')
        .values({
          user_id: userId,
          purpose: 'invitation',
          token_hash: `hash-${userId}`,
          expires_at: now,
          used_at,
          created_at: now,
          created_by: null,
        })
        .execute();
    await invite(waiting.id, null);
    await invite(used.id, now);
    await invite(signedIn.id, null);
    await db
      .insertInto('audit_entries')
      .values({
        at: now,
        actor_id: signedIn.id,
        action: 'login',
        entity: 'user',
        entity_id: signedIn.id,
        before: null,
        after: null,
        ip: null,
      })
      .execute();

    // The migration run again on this database: its column dropped, added and filled.
    const raw = db as unknown as Kysely<unknown>;
    await passwordSetAt.down(raw);
    await passwordSetAt.up(raw);
    const rows = await db
      .selectFrom('users')
      .select(['id', 'password_set_at', 'created_at'])
      .where('id', 'in', [made.id, waiting.id, used.id, signedIn.id])
      .execute();
    const of = (id: number) => rows.find((r) => r.id === id)!;
    expect(of(made.id).password_set_at).toBe(of(made.id).created_at);
    expect(of(waiting.id).password_set_at).toBeNull();
    expect(of(used.id).password_set_at).toBe(of(used.id).created_at);
    expect(of(signedIn.id).password_set_at).toBe(of(signedIn.id).created_at);
  });
});
