import ICAL from 'ical.js';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time';
import { assign, makeCast, makeUser } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from './harness';

/**
 * Coaching sessions beyond who may call what (sessions-access.test.ts): input errors, repeats and Alberta
 * time (both clock changes of 2026, midnight), the list's Alberta days, one booking per slot under parallel
 * requests, status changes, "this" and "this and the following", the clash check, and diary time logged
 * from a completed session.
 */

/** The occurrences of a rule from a floating (wall-clock) DTSTART, as ical.js, an RFC 5545 parser, expands them. */
function icalExpand(localStart: string, rule: string): string[] {
  // The contract's UNTIL is a date, that day included: as a date-time, the end of that day.
  const recur = ICAL.Recur.fromString(rule.replace(/UNTIL=(\d{8})$/, 'UNTIL=$1T235959'));
  const it = recur.iterator(ICAL.Time.fromDateTimeString(`${localStart}:00`));
  const out: string[] = [];
  for (let next = it.next(); next; next = it.next()) out.push(next.toString().slice(0, 16));
  return out;
}

describe.each(DATABASES)('coaching sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const world = async () => makeCast(t.app);
  const create = (token: string, body: JsonBody) => call(t.app, 'POST', '/api/sessions', { token, body });
  const list = (token: string, query: string) => call(t.app, 'GET', `/api/sessions?${query}`, { token });
  const visit = (client_id: number, start: string, extra: JsonBody = {}) => ({ client_id, start, minutes: 60, kind: 'visit', ...extra });
  const rowsOf = (ids: number[]) =>
    t.app.db.selectFrom('coaching_sessions').selectAll().where('id', 'in', ids).orderBy('starts_at').execute();
  const series = async (token: string, seriesId: string) =>
    (await list(token, 'pageSize=500')).data.filter((s: JsonBody) => s.seriesId === seriesId);

  it('refuses bad input with the field named (DESIGN 4)', async () => {
    const { coach, client } = await world();
    const cases: [JsonBody, string][] = [
      [visit(client.id, '2026-13-01T10:00'), 'start'],
      [visit(client.id, '2026-02-30T10:00'), 'start'],
      [visit(client.id, '2026-02-03 10:00'), 'start'],
      [visit(client.id, '2026-02-03T10:00', { kind: 'lunch' }), 'kind'],
      [visit(client.id, '2026-02-03T10:00', { minutes: 3 }), 'minutes'],
      [visit(client.id, '2026-02-03T10:00', { minutes: 30.5 }), 'minutes'],
      [visit(client.id, '2026-02-03T10:00', { repeat: 'FREQ=DAILY;COUNT=3' }), 'repeat'],
      [visit(client.id, '2026-02-03T10:00', { repeat: 'FREQ=WEEKLY;COUNT=53' }), 'repeat'],
      [visit(client.id, '2026-02-03T10:00', { repeat: 'FREQ=WEEKLY;INTERVAL=5;COUNT=3' }), 'repeat'],
      [visit(client.id, '2026-02-03T10:00', { repeat: 'FREQ=WEEKLY;UNTIL=20260101' }), 'repeat'],
    ];
    for (const [body, field] of cases) {
      const res = await create(coach.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.data).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
      expect(res.data.issues.map((i: JsonBody) => i.path[0])).toContain(field);
    }
    expect(await list(coach.token, `client_id=${client.id}`).then((r) => r.data)).toEqual([]);
  });

  it('names the coach and the plan: a coach as themself, an administrator one of the client’s', async () => {
    const { admin, coach, otherCoach, client, otherClient } = await world();
    const named = await create(coach.token, visit(client.id, '2027-03-01T10:00', { coach_id: otherCoach.id }));
    expect(named.statusCode).toBe(403);
    const notTheirs = await create(admin.token, visit(client.id, '2027-03-01T10:00', { coach_id: otherCoach.id }));
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.data.issues[0].path).toEqual(['coach_id']);
    await assign(t.app, client.id, otherCoach.id);
    const choose = await create(admin.token, visit(client.id, '2027-03-01T10:00'));
    expect(choose.statusCode).toBe(400);
    expect(choose.data).toMatchObject({ error: 'Choose the coach.', issues: [{ path: ['coach_id'] }] });
    const ok = await create(admin.token, visit(client.id, '2027-03-01T10:00', { coach_id: otherCoach.id }));
    expect(ok.statusCode).toBe(201);
    expect(ok.data).toMatchObject({ coach_id: otherCoach.id, status: 'scheduled', coach: { id: otherCoach.id } });
    const otherPlan = await call(t.app, 'POST', '/api/action-plans', {
      token: admin.token,
      body: { client_id: otherClient.id, date: '2027-01-01', summary: 'Theirs' },
    });
    const wrongPlan = await create(coach.token, visit(client.id, '2027-03-02T10:00', { actionplan_id: otherPlan.data.id }));
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.data.issues[0].path).toEqual(['actionplan_id']);
    const plan = await call(t.app, 'POST', '/api/action-plans', {
      token: coach.token,
      body: { client_id: client.id, date: '2027-01-01', summary: 'Spring menu' },
    });
    const withPlan = await create(coach.token, visit(client.id, '2027-03-02T10:00', { actionplan_id: plan.data.id }));
    expect(withPlan.statusCode).toBe(201);
    expect(withPlan.data.plan).toEqual({ id: plan.data.id, summary: 'Spring menu' });
    // Every session made is in the audit trail.
    const audit = await t.app.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'session')
      .where('entity_id', '=', withPlan.data.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', actor_id: coach.id }]);
  });

  it('repeats weekly at 10:00 Alberta time across 2026-03-08 (17:00 → 16:00 UTC), as ical.js reads the rule', async () => {
    const { coach, client } = await world();
    const rule = 'FREQ=WEEKLY;COUNT=3';
    const res = await create(coach.token, visit(client.id, '2026-03-03T10:00', { repeat: rule }));
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({ localStart: '2026-03-03T10:00', start: '2026-03-03T17:00:00.000Z', repeat: rule });
    const all = await series(coach.token, res.data.seriesId);
    expect(all.map((s: JsonBody) => s.localStart)).toEqual(icalExpand('2026-03-03T10:00', rule));
    expect(all.map((s: JsonBody) => s.start)).toEqual(['2026-03-03T17:00:00.000Z', '2026-03-10T16:00:00.000Z', '2026-03-17T16:00:00.000Z']);
    expect(new Set(all.map((s: JsonBody) => s.repeat))).toEqual(new Set([rule]));
  });

  it('repeats weekly across 2026-11-01, which Alberta no longer falls back on: 10:00 stays 16:00 UTC', async () => {
    const { coach, client } = await world();
    const rule = 'FREQ=WEEKLY;UNTIL=20261110';
    const res = await create(coach.token, visit(client.id, '2026-10-27T10:00', { repeat: rule }));
    expect(res.statusCode).toBe(201);
    const all = await series(coach.token, res.data.seriesId);
    expect(all.map((s: JsonBody) => s.localStart)).toEqual(icalExpand('2026-10-27T10:00', rule));
    expect(all.map((s: JsonBody) => s.start)).toEqual(['2026-10-27T16:00:00.000Z', '2026-11-03T16:00:00.000Z', '2026-11-10T16:00:00.000Z']);
  });

  it('repeats monthly on the same day, skipping the months without it, as ical.js does', async () => {
    const { coach, client } = await world();
    for (const [start, rule] of [
      ['2027-01-31T14:00', 'FREQ=MONTHLY;COUNT=4'],
      ['2027-01-15T09:00', 'FREQ=MONTHLY;INTERVAL=2;UNTIL=20270915'],
    ] as const) {
      const res = await create(coach.token, visit(client.id, start, { repeat: rule }));
      expect(res.statusCode).toBe(201);
      const all = await series(coach.token, res.data.seriesId);
      expect(all.map((s: JsonBody) => s.localStart)).toEqual(icalExpand(start, rule));
    }
    const res = await create(coach.token, visit(client.id, '2028-01-31T14:00', { repeat: 'FREQ=MONTHLY;COUNT=4' }));
    expect((await series(coach.token, res.data.seriesId)).map((s: JsonBody) => s.localStart.slice(0, 10))).toEqual([
      '2028-01-31',
      '2028-03-31',
      '2028-05-31',
      '2028-07-31',
    ]);
  });

  it('keeps a session at 23:30 on its Alberta day, though UTC has moved on to the next', async () => {
    const { coach, client } = await world();
    const summer = await create(coach.token, visit(client.id, '2027-06-10T23:30'));
    expect(summer.data).toMatchObject({ start: '2027-06-11T05:30:00.000Z', localStart: '2027-06-10T23:30', localEnd: '2027-06-11T00:30' });
    const winter = await create(coach.token, visit(client.id, '2027-12-31T23:30', { minutes: 30 }));
    expect(winter.data).toMatchObject({ start: '2028-01-01T05:30:00.000Z', localEnd: '2028-01-01T00:00' });
    const on = async (query: string) => (await list(coach.token, `client_id=${client.id}&${query}`)).data.map((s: JsonBody) => s.id);
    expect(await on('from=2027-06-10&to=2027-06-10')).toEqual([summer.data.id]);
    expect(await on('from=2027-06-11&to=2027-06-11')).toEqual([]);
    expect(await on('from=2027-12-31&to=2027-12-31')).toEqual([winter.data.id]);
    expect(await on('from=2028-01-01')).toEqual([]);
    expect(await on('to=2027-06-09')).toEqual([]);
    expect(await on('from=2027-01-01&to=2027-12-31&sort=-start')).toEqual([winter.data.id, summer.data.id]);
  });

  it('lists by coach, region and status, a page at a time with the total', async () => {
    const { admin, coach, client, otherClient, otherCoach } = await world();
    const a = await create(coach.token, visit(client.id, '2029-05-01T09:00'));
    const b = await create(coach.token, visit(client.id, '2029-05-02T09:00'));
    const c = await create(otherCoach.token, visit(otherClient.id, '2029-05-01T09:00'));
    await call(t.app, 'POST', `/api/sessions/${b.data.id}/status`, { token: coach.token, body: { status: 'cancelled', reason: 'Sick' } });
    const inMay = 'from=2029-05-01&to=2029-05-31';
    const idsOf = async (q: string) => (await list(admin.token, `${inMay}&${q}`)).data.map((s: JsonBody) => s.id);
    expect(await idsOf(`coach_id=${coach.id}`)).toEqual([a.data.id, b.data.id]);
    expect(await idsOf('region=Edmonton')).toEqual([c.data.id]);
    expect(await idsOf(`status=cancelled&coach_id=${coach.id}`)).toEqual([b.data.id]);
    expect(await idsOf(`status=scheduled,cancelled&coach_id=${coach.id}`)).toEqual([a.data.id, b.data.id]);
    const page = await list(admin.token, `${inMay}&page=2&pageSize=2`);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.data.map((s: JsonBody) => s.id)).toEqual([b.data.id]);
    expect((await list(admin.token, 'status=done')).statusCode).toBe(400);
  });

  it('books a slot once: two parallel requests for the same coach and start get one 201 and one 409', async () => {
    const { coach, admin, client } = await world();
    const client2 = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, client2.id, coach.id);
    const [r1, r2] = await Promise.all([
      create(coach.token, visit(client.id, '2027-04-05T10:00')),
      create(admin.token, visit(client2.id, '2027-04-05T10:00')),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const refused = r1.statusCode === 409 ? r1 : r2;
    expect(refused.data.code).toBe('CONFLICT');
    // Refused by the check before the insert, or (the two overlapping on PostgreSQL) by the unique index itself.
    expect(refused.data.error).toMatch(
      /^(That time is already booked for this coach\.|The coach already has a session on 2027-04-05 at 10:00)/,
    );
    const rows = await t.app.db
      .selectFrom('coaching_sessions')
      .select('id')
      .where('coach_id', '=', coach.id)
      .where('starts_at', '=', '2027-04-05T16:00:00.000Z')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a whole series when one occurrence is booked, naming the date, and saves none of it', async () => {
    const { coach, client } = await world();
    await create(coach.token, visit(client.id, '2027-05-17T10:00'));
    const res = await create(coach.token, visit(client.id, '2027-05-03T10:00', { repeat: 'FREQ=WEEKLY;COUNT=4' }));
    expect(res.statusCode).toBe(409);
    expect(res.data.code).toBe('CONFLICT');
    expect(res.data.error).toContain('2027-05-17 at 10:00');
    expect((await list(coach.token, `client_id=${client.id}&from=2027-05-01&to=2027-05-31`)).data).toHaveLength(1);
    // A workshop holds no slot of its own.
    expect((await create(coach.token, visit(client.id, '2027-05-17T10:00', { kind: 'workshop' }))).statusCode).toBe(201);
  });

  it('changes status by the allowed steps, with who, when and why, and each change raises the sequence', async () => {
    const { coach, client, otherClient } = await world();
    const future = await create(coach.token, visit(client.id, '2027-06-01T10:00'));
    const past = await create(coach.token, visit(client.id, '2026-06-01T10:00'));
    const status = (id: number, token: string, body: JsonBody) => call(t.app, 'POST', `/api/sessions/${id}/status`, { token, body });
    const seq = async (id: number) => (await rowsOf([id]))[0]!.sequence;

    const early = await status(future.data.id, coach.token, { status: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.data.error).toBe('This session has not started yet.');
    const noReason = await status(future.data.id, client.token, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.data.issues[0].path).toEqual(['reason']);
    expect((await status(future.data.id, otherClient.token, { status: 'cancelled', reason: 'x' })).statusCode).toBe(404);
    expect((await status(past.data.id, client.token, { status: 'completed' })).statusCode).toBe(403);

    const before = await seq(future.data.id);
    const cancelled = await status(future.data.id, client.token, { status: 'cancelled', reason: 'We are closed that week' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', statusReason: 'We are closed that week', statusBy: { id: client.id } });
    expect(cancelled.data.statusAt).toEqual(expect.any(String));
    expect(await seq(future.data.id)).toBe(before + 1);
    const again = await status(future.data.id, coach.token, { status: 'completed' });
    expect(again.statusCode).toBe(409);
    expect(again.data.error).toBe('This session is cancelled: it cannot be marked completed.');
    // Undone, it holds its slot again.
    expect((await status(future.data.id, coach.token, { status: 'scheduled' })).data.status).toBe('scheduled');

    expect((await status(past.data.id, coach.token, { status: 'no_show' })).data.status).toBe('no_show');
    expect((await status(past.data.id, coach.token, { status: 'cancelled', reason: 'x' })).statusCode).toBe(409);
    expect((await status(past.data.id, coach.token, { status: 'scheduled' })).statusCode).toBe(200);
    expect((await status(past.data.id, coach.token, { status: 'completed' })).data).toMatchObject({
      status: 'completed',
      statusReason: null,
    });
  });

  it('refuses to undo a cancellation, or restore a session, whose slot was booked since', async () => {
    const { coach, admin, client } = await world();
    const first = await create(coach.token, visit(client.id, '2027-07-01T10:00'));
    await call(t.app, 'POST', `/api/sessions/${first.data.id}/status`, {
      token: coach.token,
      body: { status: 'cancelled', reason: 'Moved' },
    });
    const second = await create(coach.token, visit(client.id, '2027-07-01T10:00'));
    expect(second.statusCode).toBe(201);
    const undo = await call(t.app, 'POST', `/api/sessions/${first.data.id}/status`, { token: coach.token, body: { status: 'scheduled' } });
    expect(undo.statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `/api/sessions/${second.data.id}`, { token: coach.token })).statusCode).toBe(200);
    const third = await create(coach.token, visit(client.id, '2027-07-01T10:00'));
    expect(third.statusCode).toBe(201);
    const restore = await call(t.app, 'POST', `/api/sessions/${second.data.id}/restore`, { token: admin.token });
    expect(restore.statusCode).toBe(409);
    expect(restore.data.code).toBe('CONFLICT');
    expect((await call(t.app, 'POST', `/api/sessions/${third.data.id}/restore`, { token: admin.token })).statusCode).toBe(409);
  });

  it('changes one occurrence (“this”) or it and the later ones (“following”), by wall-clock time', async () => {
    const { coach, client } = await world();
    const made = await create(coach.token, visit(client.id, '2026-02-24T10:00', { repeat: 'FREQ=WEEKLY;COUNT=4' }));
    const [o1, o2, o3] = await series(coach.token, made.data.seriesId);
    const put = (id: number, body: JsonBody) => call(t.app, 'PUT', `/api/sessions/${id}`, { token: coach.token, body });

    const one = await put(o2.id, { start: '2026-03-04T11:00', agenda: 'Just this one' });
    expect(one.statusCode).toBe(200);
    expect(one.data).toMatchObject({ localStart: '2026-03-04T11:00', agenda: 'Just this one', seriesId: made.data.seriesId });
    expect((await rowsOf([o2.id]))[0]!.sequence).toBe(1);
    const after1 = await series(coach.token, made.data.seriesId);
    expect(after1.map((s: JsonBody) => s.localStart)).toEqual([
      '2026-02-24T10:00',
      '2026-03-04T11:00',
      '2026-03-10T10:00',
      '2026-03-17T10:00',
    ]);

    // From the third on, a day later and an hour earlier: the same wall-clock move, across the clock change of 03-08.
    const moved = await put(o3.id, { scope: 'following', start: '2026-03-11T09:00', minutes: 45 });
    expect(moved.statusCode).toBe(200);
    const after2 = await series(coach.token, made.data.seriesId);
    expect(after2.map((s: JsonBody) => [s.localStart, s.minutes])).toEqual([
      ['2026-02-24T10:00', 60],
      ['2026-03-04T11:00', 60],
      ['2026-03-11T09:00', 45],
      ['2026-03-18T09:00', 45],
    ]);
    expect(after2[3].start).toBe('2026-03-18T15:00:00.000Z');

    // A whole week later, each onto the next one's old day: done latest first, so no slot clashes on the way.
    const week = await put(o1.id, { scope: 'following', start: '2026-03-03T10:00' });
    expect(week.statusCode).toBe(200);
    expect((await series(coach.token, made.data.seriesId)).map((s: JsonBody) => s.localStart)).toEqual([
      '2026-03-03T10:00',
      '2026-03-11T11:00',
      '2026-03-18T09:00',
      '2026-03-25T09:00',
    ]);
  });

  it('refuses a move onto a booked slot, for one occurrence or the following, and changes nothing', async () => {
    const { coach, client } = await world();
    const other = await create(coach.token, visit(client.id, '2027-08-11T10:00'));
    const made = await create(coach.token, visit(client.id, '2027-08-02T10:00', { repeat: 'FREQ=WEEKLY;COUNT=3' }));
    const [o1] = await series(coach.token, made.data.seriesId);
    const one = await call(t.app, 'PUT', `/api/sessions/${o1.id}`, { token: coach.token, body: { start: '2027-08-11T10:00' } });
    expect(one.statusCode).toBe(409);
    expect(one.data).toMatchObject({ code: 'CONFLICT', issues: [{ path: ['start'] }] });
    // Two days later from the first on: the second lands on the other session.
    const following = await call(t.app, 'PUT', `/api/sessions/${o1.id}`, {
      token: coach.token,
      body: { scope: 'following', start: '2027-08-04T10:00' },
    });
    expect(following.statusCode).toBe(409);
    expect(following.data.error).toContain('2027-08-11 at 10:00');
    expect((await series(coach.token, made.data.seriesId)).map((x: JsonBody) => [x.localStart, x.updatedAt === x.createdAt])).toEqual([
      ['2027-08-02T10:00', true],
      ['2027-08-09T10:00', true],
      ['2027-08-16T10:00', true],
    ]);
    expect((await call(t.app, 'GET', `/api/sessions/${other.data.id}`, { token: coach.token })).data.localStart).toBe('2027-08-11T10:00');
  });

  it('starts a new rule from an occurrence, the earlier ones ending the day before', async () => {
    const { coach, client } = await world();
    const made = await create(coach.token, visit(client.id, '2027-09-06T10:00', { repeat: 'FREQ=WEEKLY;COUNT=4' }));
    const [o1, o2, o3, o4] = await series(coach.token, made.data.seriesId);
    const res = await call(t.app, 'PUT', `/api/sessions/${o3.id}`, {
      token: coach.token,
      body: { scope: 'following', repeat: 'FREQ=WEEKLY;INTERVAL=2;COUNT=3', start: '2027-09-21T14:00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ id: o3.id, localStart: '2027-09-21T14:00', repeat: 'FREQ=WEEKLY;INTERVAL=2;COUNT=3' });
    expect(res.data.seriesId).not.toBe(made.data.seriesId);
    const old = await series(coach.token, made.data.seriesId);
    expect(old.map((s: JsonBody) => [s.id, s.repeat])).toEqual([
      [o1.id, 'FREQ=WEEKLY;UNTIL=20270919'],
      [o2.id, 'FREQ=WEEKLY;UNTIL=20270919'],
    ]);
    const fresh = await series(coach.token, res.data.seriesId);
    expect(fresh.map((s: JsonBody) => s.localStart)).toEqual(['2027-09-21T14:00', '2027-10-05T14:00', '2027-10-19T14:00']);
    expect((await rowsOf([o4.id]))[0]!.deleted_at).not.toBeNull();

    // "Stop repeating": this one stays on its own, the later ones go.
    const stop = await call(t.app, 'PUT', `/api/sessions/${fresh[1].id}`, {
      token: coach.token,
      body: { scope: 'following', repeat: null },
    });
    expect(stop.data).toMatchObject({ seriesId: null, repeat: null, localStart: '2027-10-05T14:00' });
    expect((await rowsOf([fresh[2].id]))[0]!.deleted_at).not.toBeNull();
    expect((await series(coach.token, res.data.seriesId)).map((s: JsonBody) => s.repeat)).toEqual([
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20271004',
    ]);
    // A new rule needs scope "following".
    const bad = await call(t.app, 'PUT', `/api/sessions/${o1.id}`, { token: coach.token, body: { repeat: 'FREQ=WEEKLY;COUNT=2' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.issues[0].path).toEqual(['repeat']);
  });

  it('deletes one occurrence, or it and the following', async () => {
    const { coach, admin, client } = await world();
    const made = await create(coach.token, visit(client.id, '2027-10-04T10:00', { repeat: 'FREQ=WEEKLY;COUNT=4' }));
    const [o1, o2, o3, o4] = await series(coach.token, made.data.seriesId);
    expect((await call(t.app, 'DELETE', `/api/sessions/${o2.id}?scope=this`, { token: coach.token })).data).toEqual({ id: o2.id });
    expect((await series(coach.token, made.data.seriesId)).map((s: JsonBody) => s.id)).toEqual([o1.id, o3.id, o4.id]);
    expect((await call(t.app, 'DELETE', `/api/sessions/${o3.id}?scope=following`, { token: coach.token })).statusCode).toBe(200);
    const left = await series(coach.token, made.data.seriesId);
    expect(left.map((s: JsonBody) => [s.id, s.repeat])).toEqual([[o1.id, 'FREQ=WEEKLY;UNTIL=20271017']]);
    expect((await call(t.app, 'GET', `/api/sessions/${o4.id}`, { token: coach.token })).statusCode).toBe(404);
    const archived = await list(admin.token, `archived=true&client_id=${client.id}`);
    expect(archived.data.map((s: JsonBody) => s.id).sort()).toEqual([o2.id, o3.id, o4.id].sort());
    const deletes = await t.app.db
      .selectFrom('audit_entries')
      .select('entity_id')
      .where('entity', '=', 'session')
      .where('action', '=', 'delete')
      .where('entity_id', 'in', [o2.id, o3.id, o4.id])
      .execute();
    expect(deletes).toHaveLength(3);
  });

  it('checks a time against the coach’s other sessions and their hours', async () => {
    const { coach, otherCoach, client } = await world();
    const s = await create(coach.token, visit(client.id, '2027-11-02T10:00'));
    const check = async (q: string, token = coach.token) => call(t.app, 'GET', `/api/sessions/check?coach_id=${coach.id}&${q}`, { token });
    // No hours set: nothing to warn about.
    expect((await check('start=2027-11-02T22:00&minutes=60')).data).toEqual({ overlapping: [], outsideAvailability: false });
    const overlap = await check('start=2027-11-02T10:30&minutes=60');
    expect(overlap.data.overlapping.map((x: JsonBody) => x.id)).toEqual([s.data.id]);
    expect((await check(`start=2027-11-02T10:30&minutes=60&except=${s.data.id}`)).data.overlapping).toEqual([]);
    expect((await check('start=2027-11-02T11:00&minutes=60')).data.overlapping).toEqual([]);
    expect((await check('start=2027-11-02T10:00&minutes=60', otherCoach.token)).statusCode).toBe(403);

    const now = nowIso();
    // Tuesdays 09:00–12:00; away 2027-11-09.
    await t.app.db
      .insertInto('coach_availability')
      .values({ coach_id: coach.id, weekday: 2, start_time: '09:00', end_time: '12:00', mode: 'visit', created_at: now, updated_at: now })
      .execute();
    await t.app.db
      .insertInto('availability_exceptions')
      .values({ coach_id: coach.id, first_day: '2027-11-09', last_day: '2027-11-09', reason: 'Day off', created_at: now })
      .execute();
    const outside = async (start: string, minutes = 60) => (await check(`start=${start}&minutes=${minutes}`)).data.outsideAvailability;
    expect(await outside('2027-11-16T09:00', 180)).toBe(false);
    expect(await outside('2027-11-16T11:30')).toBe(true);
    expect(await outside('2027-11-17T10:00')).toBe(true);
    expect(await outside('2027-11-09T10:00')).toBe(true);
  });

  it('logs diary time from a completed session of the same client, which the session then shows', async () => {
    const { coach, client, otherClient, otherCoach } = await world();
    const plan = await call(t.app, 'POST', '/api/action-plans', {
      token: coach.token,
      body: { client_id: client.id, date: '2026-01-01', summary: 'Menus' },
    });
    const done = await create(coach.token, visit(client.id, '2026-04-01T10:00', { actionplan_id: plan.data.id }));
    const open = await create(coach.token, visit(client.id, '2026-04-02T10:00'));
    const theirs = await create(otherCoach.token, visit(otherClient.id, '2026-04-01T10:00'));
    for (const id of [done.data.id, theirs.data.id]) {
      const token = id === done.data.id ? coach.token : otherCoach.token;
      expect((await call(t.app, 'POST', `/api/sessions/${id}/status`, { token, body: { status: 'completed' } })).statusCode).toBe(200);
    }
    const entry = (session_id: number) => ({
      actionplan_id: plan.data.id,
      date: '2026-04-01',
      minutes: 60,
      activity: 'site_visit',
      session_id,
    });
    const log = (session_id: number) => call(t.app, 'POST', '/api/action-journals', { token: coach.token, body: entry(session_id) });
    for (const id of [open.data.id, theirs.data.id, 999_999]) {
      const res = await log(id);
      expect(res.statusCode).toBe(400);
      expect(res.data.issues[0].path).toEqual(['session_id']);
    }
    const logged = await log(done.data.id);
    expect(logged.statusCode).toBe(201);
    expect(logged.data.session_id).toBe(done.data.id);
    expect((await call(t.app, 'GET', `/api/sessions/${done.data.id}`, { token: client.token })).data.journal_id).toBe(logged.data.id);
    const plain = await call(t.app, 'POST', '/api/action-journals', {
      token: coach.token,
      body: { actionplan_id: plan.data.id, date: '2026-04-01', minutes: 5, activity: 'email' },
    });
    expect(plain.data.session_id).toBeNull();
  });
});
