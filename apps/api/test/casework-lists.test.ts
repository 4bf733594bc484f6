import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assign, makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { postMultipart } from './multipart';

/**
 * docs/decisions/043-casework-lists-at-scale.md: what the casework lists read instead of counting and sorting
 * every row. `conversations` (each client's newest live message, kept by triggers) must equal a full recount
 * after any mix of writes; the inbox and the sessions list must answer the same pages as the plain order would.
 */

describe.each(DATABASES)('casework lists on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  const clients: Person[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await makeUser(t.app, ROLES.ADMIN);
    coach = await makeUser(t.app, ROLES.COACH, { region: 'Calgary' });
    // Names out of id order, so "by name" and "by id" differ.
    for (const lastname of ['Zhou', 'Abbott', 'Morin', 'Abbott', 'Lee', 'Singh', 'Brown']) {
      const client = await makeUser(t.app, ROLES.CLIENT, { lastname, firstname: 'Pat', region: lastname < 'M' ? 'Calgary' : 'Edmonton' });
      await assign(t.app, client.id, coach.id);
      clients.push(client);
    }
  });
  afterAll(() => t.close());

  const send = (who: Person, client: Person, body: string) =>
    postMultipart(t.app, `/api/clients/${client.id}/messages`, [{ name: 'body', data: body }], who.token);

  /** What `conversations` must hold: every client's newest live message, recounted from `messages`. */
  async function recount() {
    const rows = await sql<{ client_id: number; latest: number }>`select client_id, max(id) as latest from messages
      where deleted_at is null group by client_id order by client_id`.execute(t.app.db);
    return rows.rows.map((r) => ({ client_id: Number(r.client_id), last_message_id: Number(r.latest) }));
  }
  const kept = async () =>
    (await t.app.db.selectFrom('conversations').select(['client_id', 'last_message_id']).orderBy('client_id').execute()).map((r) => ({
      client_id: Number(r.client_id),
      last_message_id: Number(r.last_message_id),
    }));

  it('keeps each conversation’s newest message true through sending, deleting, restoring and erasing', async () => {
    const [a, b, c, d] = clients;
    for (const [who, client, body] of [
      [a, a, 'First from A'],
      [coach, a, 'Reply to A'],
      [b, b, 'First from B'],
      [coach, c, 'Hello C'],
      [c, c, 'Thanks'],
      [coach, d, 'Hello D'],
      [coach, b, 'Reply to B'],
    ] as const) {
      expect((await send(who, client, body)).statusCode).toBe(201);
    }
    expect(await kept()).toEqual(await recount());

    // Deleted by hand (no call deletes a message): the newest, then an older one, then every one of a conversation.
    const newestOfB = await t.app.db
      .selectFrom('conversations')
      .select('last_message_id')
      .where('client_id', '=', b.id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('messages')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', newestOfB.last_message_id)
      .execute();
    expect(await kept()).toEqual(await recount());
    await t.app.db.updateTable('messages').set({ deleted_at: new Date().toISOString() }).where('client_id', '=', c.id).execute();
    expect((await kept()).some((r) => r.client_id === c.id)).toBe(false);
    expect(await kept()).toEqual(await recount());
    // Restored.
    await t.app.db.updateTable('messages').set({ deleted_at: null }).where('client_id', '=', c.id).execute();
    expect(await kept()).toEqual(await recount());

    // Erasing a client takes their messages, and their conversation with them.
    const erase = await call(t.app, 'POST', `/api/users/${d.id}/erase`, {
      token: admin.token,
      body: { confirm: `${d.row.firstname} ${d.row.lastname}` },
    });
    expect(erase.statusCode).toBe(200);
    expect((await kept()).some((r) => r.client_id === d.id)).toBe(false);
    expect(await kept()).toEqual(await recount());

    // And a message sent after all that.
    expect((await send(coach, c, 'Back again')).statusCode).toBe(201);
    expect(await kept()).toEqual(await recount());
  });

  it('pages an administrator’s inbox as the plain order would: newest message first, then the rest by name', async () => {
    const everyone = await call(t.app, 'GET', '/api/conversations?pageSize=100', { token: admin.token });
    expect(everyone.statusCode).toBe(200);
    const all = everyone.data.conversations as { client_id: number; client_name: string; last_message: { id: number } | null }[];
    const withMessages = all.filter((c) => c.last_message);
    expect(withMessages.map((c) => c.last_message!.id)).toEqual([...withMessages.map((c) => c.last_message!.id)].sort((x, y) => y - x));
    expect(all.slice(0, withMessages.length)).toEqual(withMessages);
    const rest = all.slice(withMessages.length);
    const byName = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', rest.map((c) => c.client_id).concat(0))
      .orderBy('lastname')
      .orderBy('firstname')
      .orderBy('id')
      .execute();
    expect(rest.map((c) => c.client_id)).toEqual(byName.map((u) => u.id));
    expect(everyone.headers['x-total-count']).toBe(String(all.length));

    // Every page size, so a page ends inside the conversations with messages, at their end, and past it.
    for (const size of [1, 2, 3, 4]) {
      const pages = [];
      for (let page = 1; (page - 1) * size < all.length; page++) {
        const res = await call(t.app, 'GET', `/api/conversations?page=${page}&pageSize=${size}`, { token: admin.token });
        expect(res.headers['x-total-count']).toBe(String(all.length));
        pages.push(...res.data.conversations);
      }
      expect(pages).toEqual(all);
    }
  });

  it('pages everyone’s sessions as one sorted list, leaving out archived clients’, by region and by status', async () => {
    const day = '2031-03-0';
    for (const [i, client] of clients.entries()) {
      if (i === 3) continue; // erased above
      for (const hour of [9, 11]) {
        const res = await call(t.app, 'POST', '/api/sessions', {
          token: coach.token,
          body: {
            client_id: client.id,
            start: `${day}${1 + (i % 5)}T${String(hour + (i % 2)).padStart(2, '0')}:00`,
            minutes: 60,
            kind: 'visit',
          },
        });
        expect(res.statusCode, JSON.stringify(res.data)).toBe(201);
      }
    }
    // An archived client's sessions leave the list with them.
    await t.app.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', clients[6].id).execute();
    const list = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/sessions?pageSize=100&${query}`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      return res.data as { id: number; start: string; client_id: number; status: string }[];
    };
    for (const sort of ['start', '-start']) {
      const all = await list(`sort=${sort}`);
      expect(all.some((s) => s.client_id === clients[6].id)).toBe(false);
      const keys = all.map((s) => `${s.start}#${String(s.id).padStart(9, '0')}`);
      expect(keys).toEqual(sort === 'start' ? [...keys].sort() : [...keys].sort().reverse());
      const paged = [];
      for (let page = 1; (page - 1) * 4 < all.length; page++) {
        const res = await call(t.app, 'GET', `/api/sessions?page=${page}&pageSize=4&sort=${sort}`, { token: admin.token });
        expect(res.headers['x-total-count']).toBe(String(all.length));
        paged.push(...res.data);
      }
      expect(paged).toEqual(all);
    }
    const calgary = await list('region=Calgary');
    expect(calgary.length).toBeGreaterThan(0);
    const calgaryIds = new Set(clients.filter((c) => c.row.region === 'Calgary').map((c) => c.id));
    expect(calgary.every((s) => calgaryIds.has(s.client_id))).toBe(true);
    expect((await list('status=completed')).length).toBe(0);
  });
});
