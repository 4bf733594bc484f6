import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARK_LAG, settleAuditMark } from '../src/db/audit-repository';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * The whole audit trail's total, kept to a mark (migration 0035, docs/decisions/058-audit-count-mark.md): GET /audit
 * with no filter answers as many entries as a recount finds, before and after the mark moves, and on PostgreSQL the
 * mark does not pass an entry whose transaction is still open, so that the entry is counted once it commits.
 */
const MIXED_ENTITIES = ['setting', 'action_plan', 'region', 'setting', 'action_plan'] as const;
const MIXED_ACTIONS = ['create', 'update', 'delete'] as const;

describe.each(DATABASES)('the audit trail total, kept to a mark (%s)', (kind) => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
  });
  afterAll(() => t.close());

  /** GET /audit's X-Total-Count, one entry a page so that the total is not the page's length. */
  async function total(query = ''): Promise<number> {
    const res = await call(t.app, 'GET', `/api/audit?pageSize=1${query}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.headers['x-total-count']);
  }
  const recount = async () => Number((await sql<{ n: number }>`select count(*) as n from audit_entries`.execute(t.app.db)).rows[0].n);
  const mark = async () =>
    (await sql<{ last_id: number; n: number }>`select last_id, n from audit_count_mark where id = 1`.execute(t.app.db)).rows[0];
  const maxId = async () => Number((await sql<{ m: number }>`select max(id) as m from audit_entries`.execute(t.app.db)).rows[0].m);

  /** How many entries have this entity or action, counted afresh. */
  const recountOf = async (field: 'entity' | 'action', value: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from audit_entries where ${sql.ref(field)} = ${value}`.execute(t.app.db)).rows[0].n,
    );

  /** `count` entries as audited() writes them, in statements of 200; `mixed`, of three entities and three actions in turn. */
  async function addEntries(count: number, db = t.app.db, mixed = false) {
    for (let done = 0; done < count; done += 200) {
      const rows = Array.from({ length: Math.min(200, count - done) }, (_, i) => ({
        at: new Date(Date.UTC(2026, 0, 1) + (done + i) * 1000).toISOString(),
        actor_id: admin.id,
        action: mixed ? MIXED_ACTIONS[(done + i) % 3] : ('update' as const),
        entity: mixed ? MIXED_ENTITIES[(done + i) % 5] : 'setting',
        entity_id: done + i,
        before: null,
        after: JSON.stringify({ value: done + i }),
        ip: '127.0.0.1',
      }));
      await db.insertInto('audit_entries').values(rows).execute();
    }
  }

  it('answers a recount of the whole trail as the mark moves up, and a filtered total as before', async () => {
    expect(await mark()).toEqual({ last_id: 0, n: 0 });
    await addEntries(MARK_LAG + 50);
    const all = await recount();
    expect(await total()).toBe(all);
    // SQLite moves the mark in one total. PostgreSQL notes where it goes in one total and moves it in a later one,
    // once every transaction open when it noted it has ended: those of the other tests' databases on the same server
    // too (transaction ids are the server's), so it may take a few totals.
    const last = await maxId();
    await expect
      .poll(
        async () => {
          expect(await total()).toBe(all);
          return (await mark()).last_id;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(last);
    const moved = await mark();
    expect(moved.last_id).toBe(await maxId());
    expect(Number(moved.n)).toBe(all);

    await addEntries(30);
    expect(await total()).toBe(all + 30);
    expect(await mark()).toEqual(moved);
    // A filter counts the entries it matches, not the mark.
    expect(await total('&entity=setting')).toBe(MARK_LAG + 80);
  });

  it('answers a recount of one kind of record or one action as the mark moves up, its kept count that of the entries up to the mark', async () => {
    const keys = [
      ['entity', 'setting'],
      ['entity', 'action_plan'],
      ['entity', 'region'],
      ['action', 'create'],
      ['action', 'update'],
      ['action', 'login'],
    ] as const;
    const expectRecounts = async () => {
      for (const [field, value] of keys) expect(await total(`&${field}=${value}`), `${field}=${value}`).toBe(await recountOf(field, value));
    };
    const before = await mark();
    await addEntries(MARK_LAG * 2 + 7, t.app.db, true);
    await expectRecounts();
    const last = await maxId();
    await expect
      .poll(
        async () => {
          await expectRecounts();
          // A filtered total moves the mark as the whole trail's does.
          return (await mark()).last_id;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(last);
    expect((await mark()).last_id).toBeGreaterThan(before.last_id);
    // The kept counts are those of the entries up to the mark, by entity and by action.
    const upTo = (await mark()).last_id;
    const kept = (await sql<{ field: string; value: string; n: number }>`select field, value, n from audit_count_keys`.execute(t.app.db))
      .rows;
    const grouped = (
      await sql<{ field: string; value: string; n: number }>`
        select 'entity' as field, entity as value, count(*) as n from audit_entries where id <= ${upTo} group by entity
        union all select 'action', action, count(*) from audit_entries where id <= ${upTo} group by action`.execute(t.app.db)
    ).rows;
    const byKey = (rows: { field: string; value: string; n: number }[]) =>
      Object.fromEntries(rows.map((r) => [`${r.field}=${r.value}`, Number(r.n)]));
    expect(byKey(kept)).toEqual(byKey(grouped));

    // After the mark, and with a second filter (counted, not kept), the totals are still recounts.
    await addEntries(40, t.app.db, true);
    await expectRecounts();
    const both = Number(
      (await sql<{ n: number }>`select count(*) as n from audit_entries where entity = 'region' and action = 'create'`.execute(t.app.db))
        .rows[0].n,
    );
    expect(await total('&entity=region&action=create')).toBe(both);
  });

  it.runIf(kind === 'postgres')('does not pass an entry whose transaction is still open (PostgreSQL)', async () => {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let entered!: () => void;
    const inserted = new Promise<void>((resolve) => (entered = resolve));
    // An entry whose transaction stays open while many after it commit.
    const open = t.app.db.transaction().execute(async (trx) => {
      await addEntries(1, trx);
      entered();
      await held;
    });
    await inserted;
    await addEntries(MARK_LAG * 2);
    // Totals now count what is committed; the mark may not pass the open entry's id, however many follow it.
    for (let i = 0; i < 3; i++) expect(await total()).toBe(await recount());
    expect(await total('&entity=setting')).toBe(await recountOf('entity', 'setting'));
    const waiting = await mark();
    commit();
    await open;
    // Committed, it is counted; once more totals have moved the mark past it, it still is.
    for (let i = 0; i < 3; i++) expect(await total()).toBe(await recount());
    expect(await total('&entity=setting')).toBe(await recountOf('entity', 'setting'));
    await addEntries(MARK_LAG);
    // Moved on, past it, once the transactions open when the step was noted have ended (other databases' too).
    await expect
      .poll(
        async () => {
          expect(await total()).toBe(await recount());
          return (await mark()).last_id;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBeGreaterThan(waiting.last_id);
    expect(await total('&entity=setting')).toBe(await recountOf('entity', 'setting'));
  });

  it('is moved up to the newest entries of a trail written in bulk (seed:large), its kept counts those of a recount', async () => {
    await addEntries(MARK_LAG * 3 + 11, t.app.db, true);
    const last = await maxId();
    expect(last - (await mark()).last_id).toBeGreaterThan(MARK_LAG * 3);
    await settleAuditMark(t.app.db);
    const settled = await mark();
    expect(last - settled.last_id).toBeLessThan(MARK_LAG);
    expect(Number(settled.n)).toBe(
      Number(
        (await sql<{ n: number }>`select count(*) as n from audit_entries where id <= ${settled.last_id}`.execute(t.app.db)).rows[0].n,
      ),
    );
    const kept = await sql<{ n: number }>`select n from audit_count_keys where field = 'entity' and value = 'action_plan'`.execute(
      t.app.db,
    );
    const upToMark = await sql<{ n: number }>`select count(*) as n from audit_entries
      where entity = 'action_plan' and id <= ${settled.last_id}`.execute(t.app.db);
    expect(Number(kept.rows[0]?.n ?? 0)).toBe(Number(upToMark.rows[0].n));
    expect(await total()).toBe(await recount());
  });
});
