import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { assign, makeUser, type Person } from '../../test/fixtures';
import { groupCommitOf } from './group-commit';
import { sqliteConnectionOf } from './connection';

describe('group commit on SQLite', () => {
  let t: TestApp;
  let coach: Person;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    coach = await makeUser(t.app, ROLES.COACH);
  });
  afterAll(() => t.close());

  const firstnameOf = async (id: number) =>
    (await t.app.db.selectFrom('users').select('firstname').where('id', '=', id).executeTakeFirstOrThrow()).firstname;

  it('commits the changes that arrive together in one transaction, each seeing the ones before it, and answers each its own value', async () => {
    const sqlite = sqliteConnectionOf(t.app.db)!;
    const group = groupCommitOf(t.app.db);
    const seen: string[] = [];
    const changes = ['A', 'B', 'C'].map((letter) =>
      group.run(async (trx) => {
        const { firstname } = await trx.selectFrom('users').select('firstname').where('id', '=', coach.id).executeTakeFirstOrThrow();
        seen.push(firstname);
        await trx
          .updateTable('users')
          .set({ firstname: `${firstname}${letter}` })
          .where('id', '=', coach.id)
          .execute();
        // Not acknowledged yet: the transaction is still open.
        expect(sqlite.inTransaction).toBe(true);
        return letter;
      }),
    );
    const before = await firstnameOf(coach.id);
    expect(await Promise.all(changes)).toEqual(['A', 'B', 'C']);
    expect(seen).toEqual([before, `${before}A`, `${before}AB`]);
    expect(await firstnameOf(coach.id)).toBe(`${before}ABC`);
    expect(sqlite.inTransaction).toBe(false);
  });

  it('rolls back a change that fails to its own savepoint, answers it its error, and commits the others', async () => {
    const group = groupCommitOf(t.app.db);
    const before = await firstnameOf(coach.id);
    const set = (firstname: string) => t.app.db.updateTable('users').set({ firstname }).where('id', '=', coach.id);
    const results = await Promise.allSettled([
      group.run(async (trx) => {
        await trx.updateTable('users').set({ firstname: 'First' }).where('id', '=', coach.id).execute();
        return 1;
      }),
      group.run(async (trx) => {
        await trx.updateTable('users').set({ firstname: 'Failed' }).where('id', '=', coach.id).execute();
        throw new Error('refused');
      }),
      group.run(async (trx) => {
        const { firstname } = await trx.selectFrom('users').select('firstname').where('id', '=', coach.id).executeTakeFirstOrThrow();
        return firstname;
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused');
    // The third saw the first's change, not the failed one's.
    expect((results[2] as PromiseFulfilledResult<string>).value).toBe('First');
    expect(await firstnameOf(coach.id)).toBe('First');
    await set(before).execute();
  });

  it('stores every change of many saved at once through the API, each with its audit entry', async () => {
    const client = await makeUser(t.app, ROLES.CLIENT);
    await assign(t.app, client.id, coach.id);
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/action-plans',
      headers: { authorization: `Bearer ${coach.token}` },
      payload: { client_id: client.id, date: '2026-11-02', summary: 'Group commit' },
    });
    expect(plan.statusCode).toBe(201);
    const planId = plan.json().id as number;
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/action-journals',
          headers: { authorization: `Bearer ${coach.token}` },
          payload: { actionplan_id: planId, date: '2026-11-03', minutes: i + 1, activity: 'phone', notes: `entry ${i}` },
        }),
      ),
    );
    expect(saves.map((s) => s.statusCode)).toEqual(Array(20).fill(201));
    const ids = saves.map((s) => s.json().id as number);
    const stored = await t.app.db.selectFrom('action_journals').select(['id', 'minutes']).where('actionplan_id', '=', planId).execute();
    expect(stored.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const audited = await t.app.db
      .selectFrom('audit_entries')
      .select('entity_id')
      .where('entity', '=', 'action_journal')
      .where('action', '=', 'create')
      .where('entity_id', 'in', ids)
      .execute();
    expect(audited).toHaveLength(20);
  });
});
