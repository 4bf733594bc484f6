import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { assign, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from './harness';

/**
 * GET /users/clients as "My clients" uses it: the filters mine, coach and
 * no_coach alone and together with region, q and status; each row's
 * last_activity (deleted entries and archived plans' entries left out) and the
 * sort on it with clients of no activity last; the CSV of the whole list; access.
 */

interface World {
  admin: Person;
  coachA: Person;
  coachB: Person;
  client: Person;
  /** c1 Calgary (A), c2 Edmonton (A and B), c3 Calgary (B), c4 Calgary (none), c5 Edmonton (an archived coach only), c6 Calgary inactive (none). */
  c: Record<'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6', Person>;
}

async function plan(t: TestApp, clientId: number, coachId: number, archived = false) {
  const now = nowIso();
  const row = await t.app.db
    .insertInto('action_plans')
    .values({
      client_id: clientId,
      coach_id: coachId,
      date: '2025-06-01',
      summary: 'Plan',
      description: null,
      created_at: now,
      updated_at: now,
      deleted_at: archived ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function entry(t: TestApp, planId: number, clientId: number, coachId: number, date: string, deleted = false) {
  const now = nowIso();
  await t.app.db
    .insertInto('action_journals')
    .values({
      actionplan_id: planId,
      client_id: clientId,
      coach_id: coachId,
      date,
      minutes: 30,
      activity: 'meeting',
      notes: null,
      created_at: now,
      updated_at: now,
      deleted_at: deleted ? now : null,
    })
    .execute();
}

async function makeWorld(t: TestApp): Promise<World> {
  const admin = await makeUser(t.app, ROLES.ADMIN);
  const coachA = await makeUser(t.app, ROLES.COACH, { firstname: 'Ada', lastname: 'Archer' });
  const coachB = await makeUser(t.app, ROLES.COACH, { firstname: 'Ben', lastname: 'Brook' });
  const gone = await makeUser(t.app, ROLES.COACH, { firstname: 'Gus', lastname: 'Gone' });
  // A client account that asks (no coach, no region): left out of the names compared.
  const asker = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Zed', lastname: 'Asker' });
  const person = (lastname: string, region: string, extra: object = {}) =>
    makeUser(t.app, ROLES.CLIENT, {
      firstname: 'Cli',
      lastname,
      region,
      business_name: `${lastname} Day Home`,
      phone: '403-555-0100',
      ...extra,
    });
  const c = {
    c1: await person('One', 'Calgary', { city: 'Calgary' }),
    c2: await person('Two', 'Edmonton'),
    c3: await person('Three', 'Calgary'),
    c4: await person('Four', 'Calgary'),
    c5: await person('Five', 'Edmonton'),
    c6: await person('Six', 'Calgary', { status: 'inactive' }),
  };
  const archived = await person('Archived', 'Calgary');
  await assign(t.app, c.c1.id, coachA.id);
  await assign(t.app, c.c2.id, coachA.id);
  await assign(t.app, c.c2.id, coachB.id);
  await assign(t.app, c.c3.id, coachB.id);
  await assign(t.app, c.c5.id, gone.id);
  await assign(t.app, archived.id, coachA.id);

  const p1 = await plan(t, c.c1.id, coachA.id);
  await entry(t, p1, c.c1.id, coachA.id, '2026-01-10');
  await entry(t, p1, c.c1.id, coachA.id, '2025-11-03');
  await entry(t, p1, c.c1.id, coachA.id, '2026-02-01', true); // deleted: not activity
  const gonePlan = await plan(t, c.c1.id, coachA.id, true);
  await entry(t, gonePlan, c.c1.id, coachA.id, '2026-03-01'); // its plan is archived: not activity
  const p2 = await plan(t, c.c2.id, coachB.id);
  await entry(t, p2, c.c2.id, coachB.id, '2026-02-15');
  const p4 = await plan(t, c.c4.id, admin.id);
  await entry(t, p4, c.c4.id, admin.id, '2025-12-01');
  const pa = await plan(t, archived.id, coachA.id);
  await entry(t, pa, archived.id, coachA.id, '2026-04-01');
  await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', 'in', [gone.id, archived.id]).execute();
  return { admin, coachA, coachB, client: asker, c };
}

describe.each(DATABASES)('GET /users/clients for "My clients" on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await makeWorld(t);
  });
  afterAll(() => t.close());

  /** The last names of the clients a call lists (the asker excluded), in order. */
  async function names(query: string, who: Person = w.admin): Promise<string[]> {
    const res = await call(t.app, 'GET', `/api/users/clients?${query}`, { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.map((u: JsonBody) => u.lastname).filter((n: string) => n !== 'Asker');
  }

  it('mine: the clients the calling coach coaches, none archived', async () => {
    expect(await names('mine=true', w.coachA)).toEqual(['One', 'Two']);
    expect(await names('mine=true', w.coachB)).toEqual(['Three', 'Two']);
    expect(await names('mine=false', w.coachB)).toEqual(['Five', 'Four', 'One', 'Six', 'Three', 'Two']);
    // An administrator coaches no one.
    expect(await names('mine=true')).toEqual([]);
  });

  it('coach: the clients of one coach, for administrators and coaches alike', async () => {
    expect(await names(`coach=${w.coachA.id}`)).toEqual(['One', 'Two']);
    expect(await names(`coach=${w.coachB.id}`, w.coachA)).toEqual(['Three', 'Two']);
    // An id that is nobody's coach lists no one.
    expect(await names(`coach=${w.client.id}`)).toEqual([]);
  });

  it('no_coach: the clients without a current coach (an archived coach is none)', async () => {
    expect(await names('no_coach=true')).toEqual(['Five', 'Four', 'Six']);
    expect(await names('no_coach=false')).toHaveLength(6);
  });

  it('filters combine: each must hold', async () => {
    expect(await names(`coach=${w.coachB.id}&region=calgary`)).toEqual(['Three']);
    expect(await names(`mine=true&coach=${w.coachB.id}`, w.coachA)).toEqual(['Two']);
    expect(await names('no_coach=true&region=Calgary')).toEqual(['Four', 'Six']);
    expect(await names('no_coach=true&status=active')).toEqual(['Five', 'Four']);
    expect(await names('mine=true&no_coach=true', w.coachA)).toEqual([]);
    expect(await names('mine=true&q=two', w.coachA)).toEqual(['Two']);
    expect(await names('mine=true&region=Edmonton', w.coachB)).toEqual(['Two']);
  });

  it('each row has the date of its latest live entry, or null', async () => {
    const res = await call(t.app, 'GET', '/api/users/clients', { token: w.coachA.token });
    const last = Object.fromEntries(res.data.map((u: JsonBody) => [u.lastname, u.last_activity]));
    // One's deleted entry (02-01) and its archived plan's entry (03-01) do not count.
    expect(last).toEqual({ One: '2026-01-10', Two: '2026-02-15', Three: null, Four: '2025-12-01', Five: null, Six: null, Asker: null });
    // The coach's own list of one coach's clients carries it too.
    const theirs = await call(t.app, 'GET', `/api/users/associated-clients/${w.coachA.id}`, { token: w.coachA.token });
    expect(theirs.data.map((u: JsonBody) => [u.lastname, u.last_activity])).toEqual([
      ['One', '2026-01-10'],
      ['Two', '2026-02-15'],
    ]);
  });

  it('sorts on last activity either way, clients without any last, and pages the order', async () => {
    const noActivity = ['Five', 'Six', 'Three'];
    expect(await names('sort=last_activity')).toEqual(['Four', 'One', 'Two', ...noActivity]);
    expect(await names('sort=-last_activity')).toEqual(['Two', 'One', 'Four', ...noActivity]);
    expect(await names('sort=-last_activity&region=Calgary')).toEqual(['One', 'Four', 'Six', 'Three']);
    const page = await call(t.app, 'GET', '/api/users/clients?sort=-last_activity&page=2&pageSize=2', { token: w.admin.token });
    expect(page.headers['x-total-count']).toBe('7');
    expect(page.data.map((u: JsonBody) => u.lastname)).toEqual(['Four', 'Asker']);
  });

  it('format=csv answers the whole filtered list as a dated attachment a spreadsheet opens', async () => {
    const res = await call(t.app, 'GET', '/api/users/clients?region=Calgary&sort=-last_activity&format=csv&pageSize=1', {
      token: w.admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clients-${todayInAlberta()}.csv"`);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Name,Business,Email,Phone,City,Region,Coaches,Last activity,Status',
      `Cli One,One Day Home,${w.c.c1.username}@example.ca,403-555-0100,Calgary,Calgary,Ada Archer,2026-01-10,Active`,
      `Cli Four,Four Day Home,${w.c.c4.username}@example.ca,403-555-0100,,Calgary,,2025-12-01,Active`,
      `Cli Six,Six Day Home,${w.c.c6.username}@example.ca,403-555-0100,,Calgary,,,Inactive`,
      `Cli Three,Three Day Home,${w.c.c3.username}@example.ca,403-555-0100,,Calgary,Ben Brook,,Active`,
    ]);
  });

  it('Accept: text/csv answers the same file; a coach’s own list is named for it', async () => {
    const res = await call(t.app, 'GET', '/api/users/clients?mine=true', { token: w.coachB.token, headers: { accept: 'text/csv' } });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="my-clients-${todayInAlberta()}.csv"`);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Cli Three', 'Cli Two']);
    expect(lines[2]).toContain(',Edmonton,Ada Archer; Ben Brook,2026-02-15,Active');
    // A browser's usual Accept still gets JSON.
    const json = await call(t.app, 'GET', '/api/users/clients?mine=true', {
      token: w.coachB.token,
      headers: { accept: 'application/json, text/csv' },
    });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });

  it("a coach's file of every client has contact details only for the coach's own clients, as the listing screen shows them", async () => {
    const res = await call(t.app, 'GET', '/api/users/clients?format=csv', { token: w.coachB.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clients-${todayInAlberta()}.csv"`);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Business,Email,Phone,City,Region,Coaches,Last activity,Status');
    const rows = Object.fromEntries(lines.slice(1).map((l) => [l.split(',')[0], l]));
    // Every client is listed, as on the screen; email and phone only where Ben Brook coaches.
    expect(Object.keys(rows).sort()).toEqual(['Cli Five', 'Cli Four', 'Cli One', 'Cli Six', 'Cli Three', 'Cli Two', 'Zed Asker'].sort());
    expect(rows['Cli Two']).toBe(
      `Cli Two,Two Day Home,${w.c.c2.username}@example.ca,403-555-0100,,Edmonton,Ada Archer; Ben Brook,2026-02-15,Active`,
    );
    expect(rows['Cli Three']).toBe(`Cli Three,Three Day Home,${w.c.c3.username}@example.ca,403-555-0100,,Calgary,Ben Brook,,Active`);
    expect(rows['Cli One']).toBe('Cli One,One Day Home,,,Calgary,Calgary,Ada Archer,2026-01-10,Active');
    expect(rows['Cli Four']).toBe('Cli Four,Four Day Home,,,,Calgary,,2025-12-01,Active');
    for (const c of [w.c.c1, w.c.c4, w.c.c5, w.c.c6, w.client]) expect(res.body).not.toContain(`${c.username}@`);
    expect(res.body.match(/403-555-0100/g)).toHaveLength(2);
    // The administrator's file has everyone's.
    const admin = await call(t.app, 'GET', '/api/users/clients?format=csv', { token: w.admin.token });
    for (const c of Object.values(w.c)) expect(admin.body).toContain(`${c.username}@example.ca`);
  });

  it('a client is refused the list and its file; a visitor must sign in', async () => {
    for (const query of ['mine=true', 'no_coach=true', 'format=csv']) {
      const res = await call(t.app, 'GET', `/api/users/clients?${query}`, { token: w.client.token });
      expect(res.statusCode).toBe(403);
      expect(res.data.code).toBe('FORBIDDEN');
    }
    expect((await call(t.app, 'GET', '/api/users/clients?format=csv')).statusCode).toBe(401);
  });

  it('refuses filters it cannot read, saying which', async () => {
    for (const [query, field] of [
      ['mine=yes', 'mine'],
      ['no_coach=1', 'no_coach'],
      ['coach=abc', 'coach'],
      ['format=pdf', 'format'],
      ['sort=password', 'sort'],
    ]) {
      const res = await call(t.app, 'GET', `/api/users/clients?${query}`, { token: w.admin.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.data.code).toBe('VALIDATION_ERROR');
      expect(res.data.issues?.[0]?.path, query).toEqual([field]);
    }
  });
});

describe.each(DATABASES)('the client list CSV beyond one page on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    const now = nowIso();
    const rows = Array.from({ length: 130 }, (_, i) => ({
      username: `bulk${i}`,
      email: `bulk${i}@example.ca`,
      password_hash: 'x',
      firstname: 'Bulk',
      lastname: `Client${String(i).padStart(3, '0')}`,
      category_id: ROLES.CLIENT,
      business_name: i === 0 ? '=HYPERLINK("http://x")' : null,
      status: 'active' as const,
      token_version: 0,
      created_at: now,
      updated_at: now,
    }));
    await t.app.db.insertInto('users').values(rows).execute();
  });
  afterAll(() => t.close());

  it('holds every matching row, not the first page, with formulas defused', async () => {
    const page = await call(t.app, 'GET', '/api/users/clients', { token: admin.token });
    expect(page.data).toHaveLength(100);
    const res = await call(t.app, 'GET', '/api/users/clients?format=csv', { token: admin.token });
    expect(res.headers['x-total-count']).toBe('130');
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(131);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[130]).toMatch(/^Bulk Client129,/);
  });
});
