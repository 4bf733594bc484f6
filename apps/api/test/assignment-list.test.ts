import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time';
import { type Cast, makeCast } from './fixtures';
import { call, DATABASES, type JsonBody, type TestApp, createTestApp } from './harness';

/** The list's order: the client's last name, first name, the coach's last name, then the assignment's id. */
const inOrder = (a: JsonBody, b: JsonBody) =>
  a.client.lastname < b.client.lastname
    ? -1
    : a.client.lastname > b.client.lastname
      ? 1
      : a.client.firstname < b.client.firstname
        ? -1
        : a.client.firstname > b.client.firstname
          ? 1
          : a.coach.lastname < b.coach.lastname
            ? -1
            : a.coach.lastname > b.coach.lastname
              ? 1
              : a.id - b.id;

describe.each(DATABASES)("an administrator's list of assignments, page by page (%s)", (kind) => {
  let t: TestApp;
  let cast: Cast;
  const clientIds: number[] = [];

  /** Every page of the list, in turn, with the total each page gave. */
  async function walk(pageSize: number) {
    const rows: JsonBody[] = [];
    const totals = new Set<string>();
    for (let page = 1; ; page++) {
      const res = await call(t.app, 'GET', `/api/client-coach?page=${page}&pageSize=${pageSize}`, { token: cast.admin.token });
      expect(res.statusCode).toBe(200);
      totals.add(res.headers['x-total-count'] as string);
      rows.push(...res.data);
      if (res.data.length < pageSize) return { rows, totals };
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
    const db = t.app.db;
    const now = nowIso();
    const person = (category: number, username: string, firstname: string, lastname: string) => ({
      username,
      email: `${username}@example.ca`,
      password_hash: 'not-a-hash',
      firstname,
      lastname,
      category_id: category,
      region: 'Calgary',
      status: 'active' as const,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    // Forty clients whose names sort in pairs (two share each last name), a second coach of every third and a
    // third coach of every fourth.
    const clients = Array.from({ length: 40 }, (_, i) =>
      person(ROLES.CLIENT, `al${i}`, `F${String(i % 2)}`, `Al${String(Math.floor(i / 2)).padStart(2, '0')}`),
    );
    clientIds.push(...(await db.insertInto('users').values(clients).returning('id').execute()).map((r) => r.id));
    const [second, third] = (
      await db
        .insertInto('users')
        .values([person(ROLES.COACH, 'al-second', 'Sam', 'Zed'), person(ROLES.COACH, 'al-third', 'Tam', 'Able')])
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const pairs = clientIds.flatMap((client_id, i) => [
      { client_id, coach_id: cast.coach.id },
      ...(i % 3 === 0 ? [{ client_id, coach_id: second }] : []),
      ...(i % 4 === 0 ? [{ client_id, coach_id: third }] : []),
    ]);
    await db
      .insertInto('client_coach')
      .values(pairs.map((p) => ({ ...p, created_at: now, updated_at: now })))
      .execute();
    // Archived: client 5 (one assignment), client 8 (two, one of them with the third coach), and the third coach (ten
    // assignments, client 8's among them).
    await db.updateTable('users').set({ deleted_at: now }).where('id', 'in', [clientIds[5], clientIds[8], third]).execute();
  });
  afterAll(() => t.close());

  it("counts only live people's assignments, and walks them once each in order, the later pages read from the end", async () => {
    const before = (await call(t.app, 'GET', '/api/client-coach?pageSize=1', { token: cast.admin.token })).headers['x-total-count'];
    // The cast's own assignments, and the 40 + 14 + 10 made here less the 12 of archived people.
    const madeHere = 40 + 14 + 10 - 12;
    expect(Number(before)).toBeGreaterThanOrEqual(madeHere);
    for (const pageSize of [7, 25]) {
      const { rows, totals } = await walk(pageSize);
      expect([...totals]).toEqual([String(before)]);
      expect(rows).toHaveLength(Number(before));
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      expect(rows.map((r) => r.id)).toEqual([...rows].sort(inOrder).map((r) => r.id));
      const mine = rows.filter((r) => clientIds.includes(r.client_id));
      expect(mine).toHaveLength(madeHere);
      expect(mine.some((r) => r.client_id === clientIds[5] || r.client_id === clientIds[8] || r.coach.lastname === 'Able')).toBe(false);
    }
  });

  it('answers the page past the last with no rows and the same total', async () => {
    const first = await call(t.app, 'GET', '/api/client-coach?pageSize=25', { token: cast.admin.token });
    const total = Number(first.headers['x-total-count']);
    const past = await call(t.app, 'GET', `/api/client-coach?page=${Math.ceil(total / 25) + 1}&pageSize=25`, { token: cast.admin.token });
    expect(past.statusCode).toBe(200);
    expect(past.data).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(total));
  });
});
