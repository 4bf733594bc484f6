import { CLIENT_BULK_MAX } from '@tc/contract/client-bulk';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSession } from '../src/features/sessions/sessions-repository';
import { utcToAlberta } from '../src/lib/alberta-calendar';
import { nowIso } from '../src/lib/time';
import { assign, makeCast, makeUser, type Cast, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/** When `after` reaches 0, the next audit entry fails to be written (a disk that fills part way through an action). */
const failAudit = vi.hoisted(() => ({ after: -1 }));
vi.mock('../src/lib/audit', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/audit')>();
  return {
    ...real,
    writeAudit: async (...args: Parameters<typeof real.writeAudit>) => {
      if (failAudit.after >= 0 && failAudit.after-- === 0) throw new Error('the disk is full');
      return real.writeAudit(...args);
    },
  };
});

/**
 * Bulk actions on the client list (docs/decisions/031-bulk-actions.md): an administrator assigns a coach, sends
 * invitations, closes files and exports, on the clients picked (ids) or on every client the listing's filter
 * matches, resolved by the server. One transaction per action, one audit entry per client changed, counts of
 * what was done and skipped and why; nobody else may.
 */
describe.each(DATABASES)('bulk actions on the client list on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  const bulk = (body: unknown, who: Person = cast.admin) => call(t.app, 'POST', '/api/clients/bulk', { token: who.token, body });

  /** `n` clients whose business names share a word of their own, so a filter finds them and nobody else. */
  async function group(n: number, extra: { password_set_at?: string | null } = {}) {
    run += 1;
    const word = `Bulkgroup${run}x${kind}`;
    const people: Person[] = [];
    for (let i = 0; i < n; i += 1) {
      people.push(await makeUser(t.app, ROLES.CLIENT, { business_name: `${word} Day Home ${i}`, region: 'Calgary', ...extra }));
    }
    return { word, people, ids: people.map((p) => p.id) };
  }

  const auditCount = async (entity: string, action: string, ids: number[]) =>
    (
      await t.app.db
        .selectFrom('audit_entries')
        .select('id')
        .where('entity', '=', entity)
        .where('action', '=', action as never)
        .where('entity_id', 'in', ids)
        .execute()
    ).length;
  const coachesOf = async (clientId: number) =>
    (await t.app.db.selectFrom('client_coach').select('coach_id').where('client_id', '=', clientId).execute()).map((r) => r.coach_id);
  const mailTo = async (email: string) =>
    (await t.app.db.selectFrom('mail_queue').select('subject').where('recipient', '=', email).execute()).map((r) => r.subject);

  it('assigns a coach to the clients picked, skipping those who have them, audited per assignment', async () => {
    const { people, ids } = await group(3);
    await assign(t.app, ids[0]!, cast.otherCoach.id);
    const res = await bulk({ action: 'assign_coach', ids, coach_id: cast.otherCoach.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      action: 'assign_coach',
      dry_run: false,
      matched: 3,
      done: 2,
      skipped: 1,
      reasons: [{ reason: 'already_assigned', count: 1 }],
    });
    for (const id of ids) expect(await coachesOf(id)).toEqual([cast.otherCoach.id]);
    const audited = await t.app.db
      .selectFrom('audit_entries')
      .select(['actor_id', 'after'])
      .where('entity', '=', 'client_coach')
      .where('action', '=', 'create')
      .where('actor_id', '=', cast.admin.id)
      .execute();
    const assignedClients = audited.map((a) => JSON.parse(a.after!).client_id as number);
    expect(assignedClients.filter((id) => ids.includes(id)).sort()).toEqual(ids.slice(1).sort());
    // Each new client and the coach are told, as for one assignment (decision 028): queued, to go after the commit.
    expect(await mailTo(people[1]!.row.email)).toEqual([expect.stringMatching(/^Your coach is /)]);
    expect(await mailTo(people[0]!.row.email)).toEqual([]);
  });

  it('assigns a coach to every client the filter matches, resolved on the server', async () => {
    const { word, ids } = await group(4);
    const dry = await bulk({ action: 'assign_coach', filter: { q: word }, coach_id: cast.coach.id, dry_run: true });
    expect(dry.data).toMatchObject({ dry_run: true, matched: 4, done: 4, skipped: 0 });
    for (const id of ids) expect(await coachesOf(id)).toEqual([]);
    const res = await bulk({ action: 'assign_coach', filter: { q: word, region: 'Calgary', no_coach: true }, coach_id: cast.coach.id });
    expect(res.data).toMatchObject({ matched: 4, done: 4, skipped: 0, reasons: [] });
    for (const id of ids) expect(await coachesOf(id)).toEqual([cast.coach.id]);
    // The same filter now matches nobody (they have a coach).
    const again = await bulk({ action: 'assign_coach', filter: { q: word, no_coach: true }, coach_id: cast.coach.id });
    expect(again.data).toMatchObject({ matched: 0, done: 0, skipped: 0 });
  });

  it('refuses a coach who is not one', async () => {
    const { ids } = await group(1);
    for (const coach_id of [cast.client.id, cast.admin.id, 999999]) {
      const res = await bulk({ action: 'assign_coach', ids, coach_id });
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ error: 'Coach not found.', code: 'NOT_FOUND' });
    }
    expect(await coachesOf(ids[0]!)).toEqual([]);
  });

  it('sends invitations to those without a password, by ids and by filter, skipping the others', async () => {
    const waiting = await group(2, { password_set_at: null });
    const established = await makeUser(t.app, ROLES.CLIENT, { business_name: `${waiting.word} Established` });
    const ids = [...waiting.ids, established.id];
    const dry = await bulk({ action: 'invite', ids, dry_run: true });
    expect(dry.data).toEqual({
      action: 'invite',
      dry_run: true,
      matched: 3,
      done: 2,
      skipped: 1,
      reasons: [{ reason: 'has_password', count: 1 }],
    });
    expect(await mailTo(waiting.people[0]!.row.email)).toEqual([]);

    const res = await bulk({ action: 'invite', ids });
    expect(res.data).toMatchObject({ dry_run: false, matched: 3, done: 2, skipped: 1 });
    for (const p of waiting.people) expect(await mailTo(p.row.email)).toEqual([expect.stringMatching(/^Your account with /)]);
    expect(await mailTo(established.row.email)).toEqual([]);
    const links = await t.app.db
      .selectFrom('account_tokens')
      .select(['id', 'user_id'])
      .where('user_id', 'in', ids)
      .where('used_at', 'is', null)
      .execute();
    expect(links.map((l) => l.user_id).sort()).toEqual(waiting.ids.sort());
    expect(
      await auditCount(
        'account_link',
        'create',
        links.map((l) => l.id),
      ),
    ).toBe(2);

    // By filter: the same people, a new link each (the older ones end, as "Send invitation again" does).
    const byFilter = await bulk({ action: 'invite', filter: { q: waiting.word } });
    expect(byFilter.data).toMatchObject({ matched: 3, done: 2, skipped: 1, reasons: [{ reason: 'has_password', count: 1 }] });
    const open = await t.app.db
      .selectFrom('account_tokens')
      .select('user_id')
      .where('user_id', 'in', ids)
      .where('used_at', 'is', null)
      .execute();
    expect(open).toHaveLength(2);
  });

  it('closes files as one closing does, skipping those with a session to come or already closed', async () => {
    const { word, people, ids } = await group(3);
    const start = utcToAlberta(new Date(Math.ceil((Date.now() + 48 * 3_600_000) / 60_000) * 60_000).toISOString());
    await insertSession(t.app.db, {
      client_id: ids[2]!,
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
    const dry = await bulk({ action: 'archive', filter: { q: word }, dry_run: true });
    expect(dry.data).toMatchObject({ matched: 3, done: 2, skipped: 1, reasons: [{ reason: 'upcoming_session', count: 1 }] });

    const first = await bulk({ action: 'archive', ids: ids.slice(0, 1) });
    expect(first.data).toMatchObject({ done: 1, skipped: 0 });
    const res = await bulk({ action: 'archive', ids: [...ids, cast.coach.id, 999999] });
    expect(res.statusCode).toBe(200);
    expect(res.data.matched).toBe(5);
    expect(res.data.done).toBe(1);
    expect(res.data.skipped).toBe(4);
    expect(res.data.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'not_found', count: 2 },
        { reason: 'already_archived', count: 1 },
        { reason: 'upcoming_session', count: 1 },
      ]),
    );
    const rows = await t.app.db.selectFrom('users').select(['id', 'deleted_at']).where('id', 'in', ids).orderBy('id').execute();
    expect(rows.map((r) => r.deleted_at !== null)).toEqual([true, true, false]);
    expect(await auditCount('user', 'delete', ids)).toBe(2);
    // A closed client's token stops working at once, as for one closing.
    expect((await call(t.app, 'GET', '/api/auth/getMe', { token: people[1]!.token })).statusCode).toBe(401);
    // The filter no longer matches the closed files.
    expect((await bulk({ action: 'archive', filter: { q: word }, dry_run: true })).data).toMatchObject({ matched: 1 });
  });

  it('exports the clients picked, or the filter’s, as the client list’s CSV', async () => {
    const { word, people, ids } = await group(3);
    const picked = await bulk({ action: 'export', ids: [ids[0], ids[2]], sort: 'business_name' });
    expect(picked.statusCode).toBe(200);
    expect(picked.headers['content-type']).toMatch(/^text\/csv/);
    expect(picked.headers['content-disposition']).toMatch(/attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = picked.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Business,Email,Phone,City,Region,Coaches,Last activity,Status');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([`${word} Day Home 0`, `${word} Day Home 2`]);
    expect(lines[1]).toContain(people[0]!.row.email);

    const all = await bulk({ action: 'export', filter: { q: word }, sort: '-business_name' });
    const rows = all.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows.map((l) => l.split(',')[1])).toEqual([2, 1, 0].map((i) => `${word} Day Home ${i}`));
  });

  it('runs an action in one transaction: a failure part way changes nobody', async () => {
    const { ids } = await group(3);
    // The third client's audit entry cannot be written: the two before it are undone with it.
    failAudit.after = 2;
    try {
      const res = await bulk({ action: 'archive', ids });
      expect(res.statusCode).toBe(500);
      expect(res.data).toMatchObject({ code: 'INTERNAL' });
    } finally {
      failAudit.after = -1;
    }
    const rows = await t.app.db.selectFrom('users').select('deleted_at').where('id', 'in', ids).execute();
    expect(rows.every((r) => r.deleted_at === null)).toBe(true);
    expect(await auditCount('user', 'delete', ids)).toBe(0);
  });

  it('is for administrators only', async () => {
    const { ids } = await group(1);
    for (const who of [cast.coach, cast.client]) {
      for (const body of [
        { action: 'archive', ids },
        { action: 'assign_coach', ids, coach_id: cast.coach.id },
        { action: 'invite', filter: {} },
        { action: 'export', ids },
      ]) {
        const res = await bulk(body, who);
        expect(res.statusCode).toBe(403);
        expect(res.data).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });
      }
    }
    expect((await call(t.app, 'POST', '/api/clients/bulk', { body: { action: 'archive', ids } })).statusCode).toBe(401);
    expect((await coachesOf(ids[0]!)).length).toBe(0);
  });

  it('refuses input that is not valid in the shape of every error', async () => {
    const { ids } = await group(1);
    const cases: [unknown, string][] = [
      [{ action: 'delete', ids }, 'action'],
      [{ action: 'archive' }, 'ids'],
      [{ action: 'archive', ids, filter: {} }, 'ids'],
      [{ action: 'archive', ids: [] }, 'ids'],
      [{ action: 'archive', ids: [0] }, 'ids'],
      [{ action: 'archive', ids: ['1'] }, 'ids'],
      [{ action: 'assign_coach', ids }, 'coach_id'],
      [{ action: 'invite', ids, coach_id: cast.coach.id }, 'coach_id'],
      [{ action: 'archive', filter: { status: 'gone' } }, 'filter'],
      [{ action: 'archive', filter: { password_hash: 'x' } }, 'filter'],
      [{ action: 'archive', ids, extra: 1 }, ''],
      [{ action: 'export', ids, sort: 'password_hash' }, 'sort'],
    ];
    for (const [body, field] of cases) {
      const res = await bulk(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.data).toMatchObject({ error: expect.any(String), code: 'VALIDATION_ERROR' });
      expect(res.data.issues.length, JSON.stringify(body)).toBeGreaterThan(0);
      if (field) expect(res.data.issues[0].path[0], JSON.stringify(body)).toBe(field);
    }
    expect(
      (await t.app.db.selectFrom('users').select('deleted_at').where('id', '=', ids[0]!).executeTakeFirstOrThrow()).deleted_at,
    ).toBeNull();
  });

  it(`takes at most ${CLIENT_BULK_MAX} clients, by ids or by filter, with a message that says what to do; an export by filter takes every one`, async () => {
    const tooMany = Array.from({ length: CLIENT_BULK_MAX + 1 }, (_, i) => i + 1);
    const byIds = await bulk({ action: 'archive', ids: tooMany });
    expect(byIds.statusCode).toBe(400);
    expect(byIds.data).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: ['ids'], message: 'At most 10,000 clients at a time' }],
    });

    // 10,001 clients of one region, straight into the table.
    const now = nowIso();
    const region = `Capland ${kind}`;
    for (let i = 0; i <= CLIENT_BULK_MAX; i += 500) {
      const rows = Array.from({ length: Math.min(500, CLIENT_BULK_MAX + 1 - i) }, (_, k) => ({
        username: `cap-${kind}-${i + k}`,
        email: `cap-${i + k}@example.ca`,
        password_hash: 'x',
        firstname: 'Cap',
        lastname: `Client${i + k}`,
        category_id: ROLES.CLIENT,
        region,
        status: 'active' as const,
        password_set_at: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }));
      await t.app.db.insertInto('users').values(rows).execute();
    }
    // The export is streamed (docs/decisions/042-streamed-exports.md): no cap, every client the filter matches.
    const exported = await bulk({ action: 'export', filter: { region } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['x-total-count']).toBe(String(CLIENT_BULK_MAX + 1));
    const lines = exported.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(CLIENT_BULK_MAX + 2);
    expect(lines.at(-1)).toMatch(/^Cap Client9999,/);
    for (const action of ['archive', 'invite']) {
      const res = await bulk({ action, filter: { region } });
      expect(res.statusCode, action).toBe(400);
      expect(res.data).toEqual({
        error: expect.stringMatching(/^The filter matches 10,001 clients; one bulk action takes at most 10,000\. Narrow the list/),
        code: 'VALIDATION_ERROR',
        issues: [{ path: ['filter'], message: 'At most 10,000 clients at a time' }],
      });
    }
    expect(await t.app.db.selectFrom('mail_queue').select('id').where('recipient', 'like', 'cap-%').execute()).toHaveLength(0);
  }, 120_000);
});
