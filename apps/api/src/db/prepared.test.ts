import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from '../../test/harness';
import { makeUser, type Person } from '../../test/fixtures';
import type { Db } from './connection';
import { prepared } from './prepared';
import { findUserById } from './users-repository';

describe.each(DATABASES)('prepared queries on %s', (kind) => {
  let t: TestApp;
  let people: Person[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    people = [await makeUser(t.app, ROLES.COACH), await makeUser(t.app, ROLES.CLIENT), await makeUser(t.app, ROLES.CLIENT)];
  });
  afterAll(() => t.close());

  it('answers what the built query answers, for each call’s values and each number of values', async () => {
    const byIds = prepared((db: Db, ...ids: number[]) =>
      db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).orderBy('id'),
    );
    const built = (ids: number[]) => t.app.db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).orderBy('id').execute();
    for (const ids of [[people[0].id], [people[1].id], [people[0].id, people[2].id], [people[2].id, people[1].id, people[0].id], [-1]]) {
      expect(await byIds(t.app.db, ...ids)).toEqual(await built(ids));
    }
  });

  it('never reads what an open transaction has not committed (SQLite: it waits for the transaction)', async () => {
    const id = people[1].id;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = t.app.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ firstname: 'Uncommitted' }).where('id', '=', id).execute();
        await gate;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = findUserById(t.app.db, id);
    release();
    expect(await transaction).toBe('rolled back');
    expect((await read)?.firstname).toBe(people[1].row.firstname);
  });

  it('binds the declared values, and refuses a query that binds others', async () => {
    const named = prepared(
      (db: Db, username: string, limit: number) =>
        db
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .limit(limit + 1),
      (username, limit) => [username, limit + 1],
    );
    expect(await named(t.app.db, people[1].username, 0)).toEqual([{ id: people[1].id }]);
    expect(await named(t.app.db, people[2].username, 0)).toEqual([{ id: people[2].id }]);
    const undeclared = prepared((db: Db, id: number) => db.selectFrom('users').select('id').where('id', '=', id).limit(1));
    await expect(undeclared(t.app.db, people[0].id)).rejects.toThrow(/binds other values/);
  });
});
