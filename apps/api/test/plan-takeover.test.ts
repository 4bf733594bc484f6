import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assign, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * A coach who shares a client with another coach may edit that
 * coach's plan, but may not carry it (and its diary) off to one of their own
 * clients nor make themself its author. Only the author or an administrator moves a plan.
 */
describe.each(DATABASES)('moving an action plan (%s)', (kind) => {
  let t: TestApp;
  let w: { admin: Person; a: Person; b: Person; x: Person; y: Person; z: Person; plan: number; entries: number[] };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** Coach A writes a plan with two diary entries for client X, whom coach B coaches too; B also coaches Y, A also Z. */
  beforeEach(async () => {
    const [admin, a, b] = [await makeUser(t.app, ROLES.ADMIN), await makeUser(t.app, ROLES.COACH), await makeUser(t.app, ROLES.COACH)];
    const [x, y, z] = [await makeUser(t.app, ROLES.CLIENT), await makeUser(t.app, ROLES.CLIENT), await makeUser(t.app, ROLES.CLIENT)];
    for (const [client, coach] of [
      [x, a],
      [x, b],
      [y, b],
      [z, a],
    ]) {
      await assign(t.app, client.id, coach.id);
    }
    const plan = await call(t.app, 'POST', '/api/action-plans', {
      token: a.token,
      body: { client_id: x.id, date: '2025-05-01', summary: 'Open a second room' },
    });
    expect(plan.statusCode).toBe(201);
    const entries: number[] = [];
    for (const minutes of [30, 45]) {
      const entry = await call(t.app, 'POST', '/api/action-journals', {
        token: a.token,
        body: { actionplan_id: plan.data.id, date: '2025-05-02', minutes, activity: 'meeting' },
      });
      expect(entry.statusCode).toBe(201);
      entries.push(entry.data.id);
    }
    w = { admin, a, b, x, y, z, plan: plan.data.id, entries };
  });

  const planNow = async () => (await call(t.app, 'GET', `/api/action-plans/${w.plan}`, { token: w.admin.token })).data;
  const entriesNow = () => t.app.db.selectFrom('action_journals').selectAll().where('actionplan_id', '=', w.plan).orderBy('id').execute();
  const entryAudits = () =>
    t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'action_journal')
      .where('action', '=', 'update')
      .where('entity_id', 'in', w.entries)
      .orderBy('entity_id')
      .execute();

  async function refusedAndUnchanged(body: unknown) {
    const [plan, entries] = [await planNow(), await entriesNow()];
    const res = await call(t.app, 'PUT', `/api/action-plans/${w.plan}`, { token: w.b.token, body });
    expect(res.statusCode).toBe(403);
    expect(res.data.code).toBe('FORBIDDEN');
    expect(await planNow()).toEqual(plan);
    expect(await entriesNow()).toEqual(entries);
    expect(await entryAudits()).toEqual([]);
  }

  it('refuses a co-coach moving the plan to one of their own clients, and changes nothing', async () => {
    await refusedAndUnchanged({ client_id: w.y.id });
    await refusedAndUnchanged({ client_id: w.y.id, coach_id: w.b.id });
  });

  it('refuses a co-coach making themself the author', async () => {
    await refusedAndUnchanged({ coach_id: w.b.id });
    await refusedAndUnchanged({ client_id: w.x.id, coach_id: w.b.id, summary: 'Mine now' });
  });

  it("still lets a co-coach edit the plan's other fields, the author unchanged", async () => {
    const res = await call(t.app, 'PUT', `/api/action-plans/${w.plan}`, {
      token: w.b.token,
      body: { client_id: w.x.id, summary: 'Open a second room in June' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ client_id: w.x.id, coach_id: w.a.id, summary: 'Open a second room in June' });
    expect((await entriesNow()).map((e) => e.client_id)).toEqual([w.x.id, w.x.id]);
  });

  async function movedWithAudits(mover: Person, body: unknown, to: Person) {
    const res = await call(t.app, 'PUT', `/api/action-plans/${w.plan}`, { token: mover.token, body });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ id: w.plan, client_id: to.id, coach_id: w.a.id });
    expect((await entriesNow()).map((e) => e.client_id)).toEqual([to.id, to.id]);
    // Each entry the move carried has its own entry in the trail, with the client before and after.
    const audits = await entryAudits();
    expect(audits.map((r) => r.entity_id)).toEqual(w.entries);
    for (const row of audits) {
      expect(row.actor_id).toBe(mover.id);
      expect(JSON.parse(row.before!)).toMatchObject({ id: row.entity_id, actionplan_id: w.plan, client_id: w.x.id });
      expect(JSON.parse(row.after!)).toMatchObject({ id: row.entity_id, actionplan_id: w.plan, client_id: to.id });
    }
  }

  it("lets the author move the plan to another of the author's clients, its entries and their audit entries along", async () => {
    await movedWithAudits(w.a, { client_id: w.z.id }, w.z);
  });

  it('lets an administrator move the plan', async () => {
    await movedWithAudits(w.admin, { client_id: w.z.id, coach_id: w.a.id }, w.z);
  });

  /**
   * The same rule for a diary entry. A co-coach may correct an
   * entry of the author's, but not make its minutes theirs (they would count in
   * their funder report) nor carry them to another plan.
   */
  describe("another coach's diary entry", () => {
    let bPlan: number;
    beforeEach(async () => {
      const res = await call(t.app, 'POST', '/api/action-plans', {
        token: w.b.token,
        body: { client_id: w.x.id, date: '2025-05-03', summary: 'Menu planning' },
      });
      expect(res.statusCode).toBe(201);
      bPlan = res.data.id;
    });

    const entryNow = async () => (await call(t.app, 'GET', `/api/action-journals/${w.entries[0]}`, { token: w.admin.token })).data;
    const putEntry = (who: Person, body: unknown) => call(t.app, 'PUT', `/api/action-journals/${w.entries[0]}`, { token: who.token, body });
    const coachMinutes = async (coach: Person) =>
      (
        await call(t.app, 'GET', `/api/coach-report?coach_id=${coach.id}&start_date=2025-05-01&end_date=2025-05-31`, {
          token: w.admin.token,
        })
      ).data;

    it("refuses a co-coach making the author's minutes theirs or moving them to another plan, and changes nothing", async () => {
      const [before, reportA, reportB] = [await entryNow(), await coachMinutes(w.a), await coachMinutes(w.b)];
      expect(before).toMatchObject({ coach_id: w.a.id, actionplan_id: w.plan, minutes: 30 });
      for (const body of [
        { coach_id: w.b.id },
        { coach_id: w.b.id, minutes: 30, notes: 'Mine' },
        { actionplan_id: bPlan },
        { actionplan_id: bPlan, coach_id: w.a.id },
      ]) {
        const res = await putEntry(w.b, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(403);
        expect(res.data).toEqual({
          error: 'Only the coach who logged this time or an administrator can give it to another coach or plan.',
          code: 'FORBIDDEN',
        });
      }
      expect(await entryNow()).toEqual(before);
      expect(await entryAudits()).toEqual([]);
      expect(await coachMinutes(w.a)).toEqual(reportA);
      expect(await coachMinutes(w.b)).toEqual(reportB);
    });

    it('still lets a co-coach correct the entry, its coach and plan sent unchanged as a form sends them', async () => {
      const res = await putEntry(w.b, { actionplan_id: w.plan, coach_id: w.a.id, minutes: 40, notes: 'Call ran longer' });
      expect(res.statusCode).toBe(200);
      expect(res.data).toMatchObject({ coach_id: w.a.id, actionplan_id: w.plan, minutes: 40, notes: 'Call ran longer' });
    });

    it('lets the author move their entry to another plan of the client, the time still theirs', async () => {
      const res = await putEntry(w.a, { actionplan_id: bPlan });
      expect(res.statusCode).toBe(200);
      expect(res.data).toMatchObject({ coach_id: w.a.id, actionplan_id: bPlan });
    });

    it('lets an administrator give the entry to the other coach of the client', async () => {
      const res = await putEntry(w.admin, { coach_id: w.b.id, actionplan_id: bPlan });
      expect(res.statusCode).toBe(200);
      expect(res.data).toMatchObject({ coach_id: w.b.id, actionplan_id: bPlan });
    });
  });
});
