import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * GET /regions: each region with how many coaches and clients name it (any case), people archived, without a
 * region or of another role left out; a region nobody names counts zero. Asked before and after a few people
 * are added, so the counts of the regions the harness and other tests fill stay as they were.
 */

type Row = { id: number; name: string; coach_count: number; client_count: number };

describe.each(DATABASES)('GET /regions on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
  });
  afterAll(async () => t.close());

  const list = async (): Promise<Row[]> => {
    const res = await call(t.app, 'GET', '/api/regions', { token: admin.token });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('counts the coaches and clients of each region by name, in any case, and leaves out the archived', async () => {
    const before = await list();
    const made = await call(t.app, 'POST', '/api/regions', { token: admin.token, body: { name: 'Peace Country' } });
    expect(made.statusCode).toBe(201);
    const empty = (await list()).find((r) => r.name === 'Peace Country');
    expect(empty).toEqual({ id: made.json().id, name: 'Peace Country', coach_count: 0, client_count: 0 });

    await makeUser(t.app, ROLES.COACH, { region: 'peace country' });
    await makeUser(t.app, ROLES.CLIENT, { region: 'PEACE COUNTRY' });
    await makeUser(t.app, ROLES.CLIENT, { region: 'Peace Country' });
    await makeUser(t.app, ROLES.ADMIN, { region: 'Peace Country' });
    await makeUser(t.app, ROLES.CLIENT, { region: null });
    const gone = await makeUser(t.app, ROLES.CLIENT, { region: 'Peace Country' });
    await t.app.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', gone.id).execute();
    // A name no region has: counted nowhere.
    await makeUser(t.app, ROLES.COACH, { region: 'Peace River' });

    const after = await list();
    expect(after.find((r) => r.name === 'Peace Country')).toEqual({
      id: made.json().id,
      name: 'Peace Country',
      coach_count: 1,
      client_count: 2,
    });
    expect(after.filter((r) => r.name !== 'Peace Country')).toEqual(before);
    expect(after.map((r) => r.name)).toEqual([...after.map((r) => r.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
