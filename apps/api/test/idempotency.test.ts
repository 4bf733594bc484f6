import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_MESSAGES } from '@tc/contract/idempotency';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS_KEPT_MS } from '../src/lib/idempotency';
import { assign, type Cast, makeCast, makeUser } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type Res, type TestApp } from './harness';
import { multipartBody } from './multipart';

/**
 * Idempotency keys (docs/decisions/053-idempotency-keys.md): a change sent twice with the same key is stored once
 * and answered the same; the same key on another change is refused; a key whose first answer was lost in the
 * network is answered from what was kept. Every change the offline app sends is tried.
 */
describe.each(DATABASES)('idempotency keys on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  let n = 0;
  /** A fresh key, as the web app makes one for each change (a UUID). */
  const newKey = () => crypto.randomUUID();
  const keyed = (key: string) => ({ 'idempotency-key': key });

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(async () => t?.close());

  const count = async (table: 'action_journals' | 'audit_entries' | 'idempotency_keys', clientId?: number) => {
    let q = t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (clientId !== undefined && table === 'action_journals') q = q.where('client_id', '=', clientId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const plan = async () => {
    n += 1;
    const res = await call(t.app, 'POST', '/api/action-plans', {
      token: cast.coach.token,
      body: { client_id: cast.client.id, date: '2026-06-01', summary: `Plan ${n}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.id as number;
  };
  const entry = (planId: number, notes = 'Called about the fire drill') => ({
    actionplan_id: planId,
    date: '2026-06-02',
    minutes: 30,
    activity: 'phone',
    notes,
  });

  /** The same call sent twice with one key: one answer, stored once, the second marked as replayed. */
  async function twice(send: (headers: Record<string, string>) => Promise<Res>) {
    const key = newKey();
    const first = await send(keyed(key));
    const second = await send(keyed(key));
    expect(first.statusCode, first.body).toBeLessThan(300);
    expect(second.statusCode, second.body).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(second.headers['idempotency-replayed']).toBe('true');
    return first;
  }

  it('a diary entry sent twice with one key is stored once, with one audit entry, and answered the same', async () => {
    const planId = await plan();
    const entries = await count('action_journals', cast.client.id);
    const audits = await count('audit_entries');
    const send = (headers: Record<string, string>) =>
      call(t.app, 'POST', '/api/action-journals', { token: cast.coach.token, body: entry(planId), headers });
    const first = await twice(send);
    expect(first.statusCode).toBe(201);
    expect(await count('action_journals', cast.client.id)).toBe(entries + 1);
    expect(await count('audit_entries')).toBe(audits + 1);
    // Without a key, the same body is another entry, as before.
    expect((await send({})).statusCode).toBe(201);
    expect(await count('action_journals', cast.client.id)).toBe(entries + 2);
  });

  it('the same key on a different change is refused with 409, and nothing is stored', async () => {
    const planId = await plan();
    const key = newKey();
    const ok = await call(t.app, 'POST', '/api/action-journals', { token: cast.coach.token, body: entry(planId), headers: keyed(key) });
    expect(ok.statusCode).toBe(201);
    const entries = await count('action_journals', cast.client.id);
    const other = await call(t.app, 'POST', '/api/action-journals', {
      token: cast.coach.token,
      body: entry(planId, 'Another call'),
      headers: keyed(key),
    });
    expect(other.statusCode).toBe(409);
    expect(other.data).toMatchObject({ code: 'CONFLICT', error: IDEMPOTENCY_MESSAGES.otherChange });
    // On another call altogether (an update) too.
    const update = await call(t.app, 'PUT', `/api/action-journals/${ok.data.id}`, {
      token: cast.coach.token,
      body: { minutes: 45 },
      headers: keyed(key),
    });
    expect(update.statusCode).toBe(409);
    expect(await count('action_journals', cast.client.id)).toBe(entries);
    const stored = await call(t.app, 'GET', `/api/action-journals/${ok.data.id}`, { token: cast.coach.token });
    expect(stored.data.minutes).toBe(30);
  });

  it("a key is each person's own: another coach's change under the same key is theirs", async () => {
    const key = newKey();
    const mine = await call(t.app, 'POST', '/api/action-plans', {
      token: cast.coach.token,
      body: { client_id: cast.client.id, date: '2026-06-01', summary: 'Mine' },
      headers: keyed(key),
    });
    const theirs = await call(t.app, 'POST', '/api/action-plans', {
      token: cast.otherCoach.token,
      body: { client_id: cast.otherClient.id, date: '2026-06-01', summary: 'Theirs' },
      headers: keyed(key),
    });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(theirs.data.id).not.toBe(mine.data.id);
    expect(theirs.data.summary).toBe('Theirs');
  });

  it('refuses a key that is not one (too short, or with spaces) before anything is stored', async () => {
    const planId = await plan();
    const entries = await count('action_journals', cast.client.id);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const res = await call(t.app, 'POST', '/api/action-journals', { token: cast.coach.token, body: entry(planId), headers: keyed(bad) });
      expect(res.statusCode).toBe(400);
      expect(res.data).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: IDEMPOTENCY_MESSAGES.invalid,
        issues: [{ path: ['Idempotency-Key'] }],
      });
    }
    expect(await count('action_journals', cast.client.id)).toBe(entries);
  });

  it('a refused change frees its key: sent again once the coach may, it is stored', async () => {
    const newcomer = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
    const key = newKey();
    const body = { actionplan_id: null, client_id: newcomer.id, date: '2026-06-02', minutes: 20, activity: 'email' };
    const refused = await call(t.app, 'POST', '/api/action-journals', { token: cast.coach.token, body, headers: keyed(key) });
    expect(refused.statusCode).toBe(403);
    await assign(t.app, newcomer.id, cast.coach.id);
    const stored = await call(t.app, 'POST', '/api/action-journals', { token: cast.coach.token, body, headers: keyed(key) });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.headers['idempotency-replayed']).toBeUndefined();
    expect(await count('action_journals', newcomer.id)).toBe(1);
  });

  it('every change the offline app sends is stored once when sent twice: plans, steps, diary, milestones, sessions, messages', async () => {
    const coach = cast.coach.token;
    const planId = (
      await twice((headers) =>
        call(t.app, 'POST', '/api/action-plans', {
          token: coach,
          body: { client_id: cast.client.id, date: '2026-06-01', summary: 'Open on the road' },
          headers,
        }),
      )
    ).data.id;
    await twice((headers) =>
      call(t.app, 'PUT', `/api/action-plans/${planId}`, { token: coach, body: { summary: 'Renamed offline' }, headers }),
    );
    const stepId = (
      await twice((headers) =>
        call(t.app, 'POST', `/api/action-plans/${planId}/steps`, { token: coach, body: { title: 'Call the licensing officer' }, headers }),
      )
    ).data.id;
    await twice((headers) =>
      call(t.app, 'PUT', `/api/plan-steps/${stepId}`, { token: coach, body: { title: 'Call the officer' }, headers }),
    );
    await twice((headers) => call(t.app, 'PUT', `/api/plan-steps/${stepId}/done`, { token: coach, body: { done: true }, headers }));
    const entryId = (await twice((headers) => call(t.app, 'POST', '/api/action-journals', { token: coach, body: entry(planId), headers })))
      .data.id;
    await twice((headers) => call(t.app, 'PUT', `/api/action-journals/${entryId}`, { token: coach, body: { minutes: 50 }, headers }));
    const milestoneId = (
      await twice((headers) =>
        call(t.app, 'POST', '/api/milestones', {
          token: coach,
          body: { client_id: cast.client.id, kind: 'staff_hired', date: '2026-06-03', value: 2 },
          headers,
        }),
      )
    ).data.id;
    await twice((headers) => call(t.app, 'PUT', `/api/milestones/${milestoneId}`, { token: coach, body: { value: 3 }, headers }));
    const sessionId = (
      await twice((headers) =>
        call(t.app, 'POST', '/api/sessions', {
          token: coach,
          body: { client_id: cast.client.id, start: '2026-06-04T10:00', minutes: 60, kind: 'visit' },
          headers,
        }),
      )
    ).data.id;
    await twice((headers) =>
      call(t.app, 'POST', `/api/sessions/${sessionId}/status`, { token: coach, body: { status: 'completed' }, headers }),
    );
    await twice((headers) =>
      call(t.app, 'PUT', `/api/sessions/${sessionId}`, { token: coach, body: { agenda: 'Went through the checklist' }, headers }),
    );
    const { payload, contentType } = multipartBody([{ name: 'body', data: 'See you on Tuesday' }]);
    await twice((headers) =>
      call(t.app, 'POST', `/api/clients/${cast.client.id}/messages`, {
        token: coach,
        body: payload,
        headers: { ...headers, 'content-type': contentType },
      }),
    );

    // Each was stored once.
    const steps = await t.app.db.selectFrom('plan_steps').select('title').where('actionplan_id', '=', planId).execute();
    expect(steps.map((s) => s.title)).toEqual(['Call the officer']);
    const entries = await t.app.db.selectFrom('action_journals').select('minutes').where('actionplan_id', '=', planId).execute();
    expect(entries.map((e) => e.minutes)).toEqual([50]);
    const milestones = await t.app.db.selectFrom('milestones').select('value').where('id', '=', milestoneId).execute();
    expect(milestones.map((m) => Number(m.value))).toEqual([3]);
    const sessions = await t.app.db.selectFrom('coaching_sessions').select(['status', 'agenda']).where('id', '=', sessionId).execute();
    expect(sessions).toEqual([{ status: 'completed', agenda: 'Went through the checklist' }]);
    const messages = await t.app.db.selectFrom('messages').select('body').where('body', '=', 'See you on Tuesday').execute();
    expect(messages).toHaveLength(1);
    const plans = await t.app.db.selectFrom('action_plans').select('id').where('summary', '=', 'Renamed offline').execute();
    expect(plans).toHaveLength(1);
  });

  it('two sends of one change at the same moment store it once: the second is told it is still being saved, then gets the answer', async () => {
    const planId = await plan();
    const entries = await count('action_journals', cast.client.id);
    const key = newKey();
    const send = () => call(t.app, 'POST', '/api/action-journals', { token: cast.coach.token, body: entry(planId), headers: keyed(key) });
    const both = await Promise.all([send(), send()]);
    const statuses = both.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    // The second either waited for nothing (it came after the answer) or found the first still running.
    for (const r of both.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.data).toMatchObject({ code: 'CONFLICT', error: IDEMPOTENCY_MESSAGES.running });
    }
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await count('action_journals', cast.client.id)).toBe(entries + 1);
  });

  it('an answer lost on the way (the connection dropped after the server stored the change) is sent again, and the entry is stored once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const planId = await plan();
    const notes = `Lost answer ${crypto.randomUUID()}`;
    const body = JSON.stringify(entry(planId, notes));
    const key = newKey();
    const headers = {
      authorization: `Bearer ${cast.coach.token}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'idempotency-key': key,
    };
    // The request is sent whole; the connection is cut once the entry is stored, and its answer never read.
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/action-journals', headers });
    request.on('error', () => {});
    request.on('response', (res) => res.destroy());
    request.end(body);
    const stored = () => t.app.db.selectFrom('action_journals').select('id').where('notes', '=', notes).execute();
    for (let i = 0; i < 200 && (await stored()).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    request.destroy();
    expect(await stored()).toHaveLength(1);

    // The phone sends it again, as it did not hear back; while the first call finishes, it is asked to wait.
    const again = async (): Promise<{ status: number; data: JsonBody; replayed?: string }> => {
      const res = await fetch(`http://127.0.0.1:${port}/api/action-journals`, { method: 'POST', headers, body });
      const data = (await res.json()) as JsonBody;
      if (res.status === 409 && data.error === IDEMPOTENCY_MESSAGES.running) return again();
      return { status: res.status, data, replayed: res.headers.get('idempotency-replayed') ?? undefined };
    };
    const answer = await again();
    expect(answer.status).toBe(201);
    expect(answer.replayed).toBe('true');
    expect(answer.data).toMatchObject({ id: (await stored())[0]!.id, notes });
    expect(await stored()).toHaveLength(1);
  });

  it('an erasure drops every kept answer: the key still refuses a second run, and says the change is stored', async () => {
    const leaving = await makeUser(t.app, ROLES.CLIENT, { region: 'Calgary' });
    await assign(t.app, leaving.id, cast.coach.id);
    const marker = `Qxv${crypto.randomUUID().slice(0, 8)}`;
    const key = newKey();
    const body = { actionplan_id: null, client_id: leaving.id, date: '2026-06-02', minutes: 20, activity: 'email', notes: marker };
    const send = () => call(t.app, 'POST', '/api/action-journals', { token: cast.coach.token, body, headers: keyed(key) });
    expect((await send()).statusCode).toBe(201);
    const erased = await call(t.app, 'POST', `/api/users/${leaving.id}/erase`, {
      token: cast.admin.token,
      body: { confirm: `${leaving.row.firstname} ${leaving.row.lastname}` },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const kept = await t.app.db.selectFrom('idempotency_keys').select('answer').where('answer', 'like', `%${marker}%`).execute();
    expect(kept).toEqual([]);
    const replay = await send();
    expect(replay.statusCode).toBe(409);
    expect(replay.data).toMatchObject({ code: 'CONFLICT', error: IDEMPOTENCY_MESSAGES.answerLost });
    expect(await count('action_journals', leaving.id)).toBe(1);
  });

  it('signing out and making a calendar feed take no key: nothing is kept of them', async () => {
    const before = await count('idempotency_keys');
    const feed = await call(t.app, 'POST', '/api/account/calendar-feed', { token: cast.otherCoach.token, headers: keyed(newKey()) });
    expect(feed.statusCode).toBe(201);
    expect(feed.headers['idempotency-replayed']).toBeUndefined();
    expect(await count('idempotency_keys')).toBe(before);
    const leaving = await makeUser(t.app, ROLES.COACH);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: leaving.token, headers: keyed(newKey()) })).statusCode).toBe(200);
    expect(await count('idempotency_keys')).toBe(before);
  });
});

describe.each(DATABASES)('idempotency keys kept 15 days on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('a key older than 15 days is purged when the next key is reserved; a younger one stays', async () => {
    const cast = await makeCast(t.app);
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const row = (key: string, created_at: string) => ({
      user_id: cast.coach.id,
      key,
      fingerprint: 'x:y',
      status: 201,
      answer: '{}',
      created_at,
    });
    await t.app.db
      .insertInto('idempotency_keys')
      .values([row('old-key-1234', at(KEYS_KEPT_MS + 60_000)), row('young-key-1234', at(KEYS_KEPT_MS - 3_600_000))])
      .execute();
    const res = await call(t.app, 'POST', '/api/action-plans', {
      token: cast.coach.token,
      body: { client_id: cast.client.id, date: '2026-06-01', summary: 'Purges' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    const keys = await t.app.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', cast.coach.id).execute();
    const names = keys.map((k) => k.key);
    expect(names).toHaveLength(2);
    expect(names).toContain('young-key-1234');
    expect(names).not.toContain('old-key-1234');
  });
});
