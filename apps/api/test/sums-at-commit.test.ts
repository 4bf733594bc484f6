import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { type Cast, makeCast } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';

/**
 * A diary entry's share of the kept sums (journal_counts, report_client_years), added at commit on PostgreSQL
 * (migration 0036, docs/decisions/059-sums-at-commit.md): what one transaction writes and then undoes leaves the
 * sums as a recount finds them, on both databases; and on PostgreSQL two saves of one client and day, in
 * transactions open at once, do not wait for each other before they commit.
 */
describe.each(DATABASES)('a diary entry’s share of the kept sums (%s)', (kind) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cast = await makeCast(t.app);
  });
  afterAll(async () => t.close());

  async function newPlan(date: string): Promise<number> {
    const res = await call(t.app, 'POST', '/api/action-plans', {
      token: cast.admin.token,
      body: { client_id: cast.client.id, date, summary: `Plan ${date}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.id;
  }

  const writeEntry = (db: Db, planId: number | null, date: string, minutes = 30) =>
    db
      .insertInto('action_journals')
      .values({
        actionplan_id: planId,
        client_id: cast.client.id,
        coach_id: cast.coach.id,
        date,
        minutes,
        activity: 'phone',
        notes: null,
        created_at: `${date}T12:00:00.000Z`,
        updated_at: `${date}T12:00:00.000Z`,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  /** The client's kept row of a fiscal year and the kept count of a day, beside the same counted from the diary. */
  async function keptAndCounted(fiscalYear: number, day: string) {
    const db = t.app.db;
    const row = await db
      .selectFrom('report_client_years')
      .select(['entries', 'minutes', 'last_entry_date'])
      .where('fiscal_year', '=', fiscalYear)
      .where('client_id', '=', cast.client.id)
      .executeTakeFirst();
    const counted = await sql<{ entries: number; minutes: number | null; last: string | null }>`
      select count(*) as entries, sum(j.minutes) as minutes, max(j.date) as last from action_journals j
      left join action_plans p on p.id = j.actionplan_id
      where j.client_id = ${cast.client.id} and j.deleted_at is null and (p.id is null or p.deleted_at is null)
        and j.date between ${`${fiscalYear}-04-01`} and ${`${fiscalYear + 1}-03-31`}`.execute(db);
    const day_ = await db.selectFrom('journal_counts').select('n').where('date', '=', day).executeTakeFirst();
    const dayCounted = await sql<{ n: number }>`
      select count(*) as n from action_journals j left join action_plans p on p.id = j.actionplan_id
      where j.date = ${day} and j.deleted_at is null and (p.id is null or p.deleted_at is null)`.execute(db);
    const c = counted.rows[0];
    return {
      kept: {
        entries: Number(row?.entries ?? 0),
        minutes: Number(row?.minutes ?? 0),
        last: row?.last_entry_date ?? null,
        day: Number(day_?.n ?? 0),
      },
      counted: { entries: Number(c.entries), minutes: Number(c.minutes ?? 0), last: c.last, day: Number(dayCounted.rows[0].n) },
    };
  }

  it('an entry written, then its plan archived, in one transaction leaves neither its count nor its date behind', async () => {
    const plan = await newPlan('2024-05-01');
    await writeEntry(t.app.db, plan, '2024-05-02', 20);
    await t.app.db.transaction().execute(async (trx) => {
      // A later date than the client's latest of the year, on the plan archived next.
      await writeEntry(trx, plan, '2024-09-09', 45);
      await trx.updateTable('action_plans').set({ deleted_at: '2024-09-10T00:00:00.000Z' }).where('id', '=', plan).execute();
    });
    const { kept, counted } = await keptAndCounted(2024, '2024-09-09');
    expect(kept).toEqual(counted);
    expect(kept).toEqual({ entries: 0, minutes: 0, last: null, day: 0 });
  });

  it('an entry written, redated and archived in one transaction counts once, on its last day', async () => {
    const plan = await newPlan('2023-05-01');
    await writeEntry(t.app.db, plan, '2023-05-03', 15);
    await t.app.db.transaction().execute(async (trx) => {
      const { id } = await writeEntry(trx, plan, '2023-06-06', 40);
      await trx.updateTable('action_journals').set({ date: '2023-07-07', minutes: 50 }).where('id', '=', id).execute();
      const gone = await writeEntry(trx, plan, '2023-08-08', 10);
      await trx.updateTable('action_journals').set({ deleted_at: '2023-08-09T00:00:00.000Z' }).where('id', '=', gone.id).execute();
    });
    const { kept, counted } = await keptAndCounted(2023, '2023-07-07');
    expect(kept).toEqual(counted);
    expect(kept).toEqual({ entries: 2, minutes: 65, last: '2023-07-07', day: 1 });
    expect((await keptAndCounted(2023, '2023-08-08')).kept.day).toBe(0);
  });

  it('a save rolled back leaves the sums as they were', async () => {
    const plan = await newPlan('2022-05-01');
    await writeEntry(t.app.db, plan, '2022-05-05', 25);
    const before = await keptAndCounted(2022, '2022-05-05');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await writeEntry(trx, plan, '2022-05-05', 60);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await keptAndCounted(2022, '2022-05-05')).toEqual(before);
    expect(before.kept).toEqual({ entries: 1, minutes: 25, last: '2022-05-05', day: 1 });
  });

  it.runIf(kind === 'postgres')('two saves of one client and day, open at once, do not wait for each other (PostgreSQL)', async () => {
    const plan = await newPlan('2021-05-01');
    let commitFirst!: () => void;
    const held = new Promise<void>((resolve) => (commitFirst = resolve));
    let written!: () => void;
    const firstWritten = new Promise<void>((resolve) => (written = resolve));
    const first = t.app.db.transaction().execute(async (trx) => {
      await writeEntry(trx, plan, '2021-06-01', 30);
      written();
      await held;
    });
    await firstWritten;
    try {
      // Written as the sums' rows were locked by each save until its end, this one waited for the first: past the
      // lock timeout, an error.
      await t.app.db.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = '2s'`.execute(trx);
        await writeEntry(trx, plan, '2021-06-01', 40);
      });
    } finally {
      commitFirst();
      await first;
    }
    const { kept, counted } = await keptAndCounted(2021, '2021-06-01');
    expect(kept).toEqual(counted);
    expect(kept).toEqual({ entries: 2, minutes: 70, last: '2021-06-01', day: 2 });
  });
});
