import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assign, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type JsonBody, type TestApp } from './harness';

/**
 * Archiving a coach who is the only coach of some clients. The
 * administrator learns who would be left without a coach, and may hand those
 * clients to another coach in the same step, each assignment change audited.
 */
describe.each(DATABASES)('archiving a coach and their sole clients (%s)', (kind) => {
  let t: TestApp;
  /** Coach A coaches X alone, Y with B, Z with the archived coach C; W is an archived client of A; D is another coach. */
  let w: Record<'admin' | 'a' | 'b' | 'c' | 'd' | 'x' | 'y' | 'z' | 'wArchived', Person>;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const archive = (id: number) =>
    t.app.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', id).execute();

  beforeEach(async () => {
    const admin = await makeUser(t.app, ROLES.ADMIN);
    const [a, b, c, d] = [
      await makeUser(t.app, ROLES.COACH),
      await makeUser(t.app, ROLES.COACH),
      await makeUser(t.app, ROLES.COACH),
      await makeUser(t.app, ROLES.COACH),
    ];
    const [x, y, z] = [await makeUser(t.app, ROLES.CLIENT), await makeUser(t.app, ROLES.CLIENT), await makeUser(t.app, ROLES.CLIENT)];
    const wArchived = await makeUser(t.app, ROLES.CLIENT);
    for (const [client, coach] of [
      [x, a],
      [y, a],
      [y, b],
      [z, a],
      [z, c],
      [wArchived, a],
    ]) {
      await assign(t.app, client.id, coach.id);
    }
    await archive(c.id);
    await archive(wArchived.id);
    w = { admin, a, b, c, d, x, y, z, wArchived };
  });

  const soleClients = (coach: Person, as: Person = w.admin) =>
    call(t.app, 'GET', `/api/users/coaches/${coach.id}/sole-clients`, { token: as.token });
  const assignments = () =>
    t.app.db
      .selectFrom('client_coach')
      .select(['client_id', 'coach_id'])
      .where('client_id', 'in', [w.x.id, w.y.id, w.z.id, w.wArchived.id])
      .orderBy('client_id')
      .orderBy('coach_id')
      .execute();
  const auditRows = () => t.app.db.selectFrom('audit_entries').selectAll().where('actor_id', '=', w.admin.id).orderBy('id').execute();
  const pairs = (...list: [Person, Person][]) =>
    list
      .map(([client, coach]) => ({ client_id: client.id, coach_id: coach.id }))
      .sort((p, q) => p.client_id - q.client_id || p.coach_id - q.coach_id);

  it('lists the current clients with no other current coach, and only them', async () => {
    const res = await soleClients(w.a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.map((c: JsonBody) => c.id).sort()).toEqual([w.x.id, w.z.id].sort());
    expect(res.headers['x-total-count']).toBe('2');
    expect(Object.keys(res.data[0]).sort()).toEqual(['business_name', 'firstname', 'id', 'lastname']);
    // Y has coach B besides A: not listed.
    expect((await soleClients(w.b)).data).toEqual([]);
    const paged = await call(t.app, 'GET', `/api/users/coaches/${w.a.id}/sole-clients?page=2&pageSize=1`, { token: w.admin.token });
    expect(paged.data).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe('2');
  });

  it("counts each coach's current clients in the coaches list, leaving out the archived ones", async () => {
    for (const [coach, clients] of [
      [w.a, 3], // X, Y and Z; W is archived
      [w.b, 1],
      [w.d, 0],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/users/coaches?q=${encodeURIComponent(coach.row.lastname)}`, { token: w.admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.find((c: JsonBody) => c.id === coach.id)?.client_count).toBe(clients);
    }
  });

  it('is for administrators only, and of current coaches', async () => {
    for (const as of [w.a, w.b, w.x]) {
      const res = await soleClients(w.a, as);
      expect(res.statusCode).toBe(403);
      expect(res.data.code).toBe('FORBIDDEN');
    }
    expect((await soleClients(w.c)).statusCode).toBe(404); // archived
    expect((await soleClients(w.x)).statusCode).toBe(404); // not a coach
    expect((await call(t.app, 'GET', `/api/users/coaches/${w.a.id}/sole-clients?q=x`, { token: w.admin.token })).statusCode).toBe(400);
  });

  it('hands exactly the sole clients to the coach named, audited, in the archive itself', async () => {
    const before = await auditRows();
    const res = await call(t.app, 'DELETE', `/api/users/${w.a.id}?reassign_to=${w.d.id}`, { token: w.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ id: w.a.id });

    // X and Z move to D; Y keeps A's row (as any archive leaves it) and coach B; the archived client W is left alone.
    expect(await assignments()).toEqual(pairs([w.x, w.d], [w.y, w.a], [w.y, w.b], [w.z, w.c], [w.z, w.d], [w.wArchived, w.a]));
    const clientsOfD = await call(t.app, 'GET', `/api/client-coach?coach_id=${w.d.id}`, { token: w.admin.token });
    expect(clientsOfD.data.map((c: JsonBody) => c.client_id).sort()).toEqual([w.x.id, w.z.id].sort());
    const archived = await t.app.db.selectFrom('users').select('deleted_at').where('id', '=', w.a.id).executeTakeFirstOrThrow();
    expect(archived.deleted_at).not.toBeNull();

    const written = (await auditRows()).slice(before.length).map((r) => ({
      action: r.action,
      entity: r.entity,
      before: r.before && JSON.parse(r.before),
      after: r.after && JSON.parse(r.after),
    }));
    const moves = written.filter((r) => r.entity === 'client_coach');
    expect(moves.filter((r) => r.action === 'delete').map((r) => [r.before.client_id, r.before.coach_id])).toEqual([
      [w.x.id, w.a.id],
      [w.z.id, w.a.id],
    ]);
    expect(moves.filter((r) => r.action === 'create').map((r) => [r.after.client_id, r.after.coach_id, r.after.coach.lastname])).toEqual([
      [w.x.id, w.d.id, w.d.row.lastname],
      [w.z.id, w.d.id, w.d.row.lastname],
    ]);
    expect(written.filter((r) => r.entity === 'user').map((r) => [r.action, r.before.id])).toEqual([['delete', w.a.id]]);
    expect(written).toHaveLength(5);
  });

  it('archives without a coach named as before: the sole clients are left without a coach', async () => {
    const res = await call(t.app, 'DELETE', `/api/users/${w.a.id}`, { token: w.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await assignments()).toEqual(pairs([w.x, w.a], [w.y, w.a], [w.y, w.b], [w.z, w.a], [w.z, w.c], [w.wArchived, w.a]));
    const x = await call(t.app, 'GET', `/api/client-coach?client_id=${w.x.id}`, { token: w.admin.token });
    expect(x.statusCode, x.body).toBe(200);
    expect(x.data).toEqual([]);
  });

  it('refuses a coach to hand over to who is archived, not a coach, inactive or the same, and changes nothing', async () => {
    const inactive = await makeUser(t.app, ROLES.COACH, { status: 'inactive' });
    const other = await makeUser(t.app, ROLES.ADMIN);
    const cases: [number | string, RegExp][] = [
      [w.c.id, /archived/],
      [w.x.id, /only be handed to a coach/],
      [other.id, /only be handed to a coach/],
      [999999, /only be handed to a coach/],
      [w.a.id, /Choose another coach/],
      [inactive.id, /active coach/],
      ['abc', /./],
    ];
    const [assigned, audits] = [await assignments(), await auditRows()];
    for (const [to, message] of cases) {
      const res = await call(t.app, 'DELETE', `/api/users/${w.a.id}?reassign_to=${to}`, { token: w.admin.token });
      expect(res.statusCode, `${to}: ${res.body}`).toBe(400);
      expect(res.data.code).toBe('VALIDATION_ERROR');
      expect(res.data.error).toMatch(message);
      expect(res.data.issues[0].path).toEqual(['reassign_to']);
    }
    // A client has no clients to hand over.
    const client = await call(t.app, 'DELETE', `/api/users/${w.x.id}?reassign_to=${w.d.id}`, { token: w.admin.token });
    expect(client.statusCode).toBe(400);
    expect(client.data.error).toMatch(/Only a coach/);
    expect(await assignments()).toEqual(assigned);
    expect(await auditRows()).toEqual(audits);
    expect((await soleClients(w.a)).statusCode).toBe(200); // A is still current
  });

  it('refuses anyone but an administrator, whoever is named', async () => {
    for (const as of [w.a, w.b, w.d, w.x]) {
      const res = await call(t.app, 'DELETE', `/api/users/${w.a.id}?reassign_to=${w.d.id}`, { token: as.token });
      expect(res.statusCode).toBe(403);
      expect(res.data.code).toBe('FORBIDDEN');
    }
    expect((await soleClients(w.a)).data).toHaveLength(2);
  });
});
