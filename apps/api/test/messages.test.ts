import { MESSAGE_MAX_FILES, MESSAGE_MAX_LENGTH } from '@tc/contract/messages';
import { ROLES } from '@tc/contract/roles';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNREAD_WAIT_MS } from '../src/features/messages/message-emails';
import { outboxDir } from '../src/lib/mailer';
import { type Cast, assign, makeCast, makeUser } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { type Part, postMultipart } from './multipart';

/**
 * docs/decisions/026-messages.md: a client's conversation with their coaches. Who reads and writes it (the access
 * table, every role), what a message may be (text and files, refused whole), read receipts and unread counts,
 * the conversation list, and the one email per conversation about a message waiting unread for an hour.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const text = (body: string): Part => ({ name: 'body', data: body });
const pdf = (filename = 'plan.pdf', data: Buffer = PDF): Part => ({ name: 'files', filename, contentType: 'application/pdf', data });

describe.each(DATABASES)('messages on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  /** A second coach of `client`, to see receipts and unread counts of more than two people. */
  let coCoach: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicUrl: 'https://coaching.example.ca' });
    cast = await makeCast(t.app);
    coCoach = await makeUser(t.app, ROLES.COACH);
    await assign(t.app, cast.client.id, coCoach.id);
  });
  afterAll(() => t.close());

  const url = (clientId = cast.client.id) => `/api/clients/${clientId}/messages`;
  const send = (token: string, parts: Part[], clientId = cast.client.id) => postMultipart(t.app, url(clientId), parts, token);
  const list = (token: string | undefined, query = '', clientId = cast.client.id) =>
    call(t.app, 'GET', `${url(clientId)}${query}`, { token });
  const counts = async () => ({
    messages: Number(
      (
        await t.app.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    files: Number(
      (
        await t.app.db
          .selectFrom('client_files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it('lets the client and their coaches read and write, administrators read, and hides it from everyone else', async () => {
    const { admin, coach, otherCoach, client, otherClient } = cast;
    const first = await send(client.token, [text('Hello **coach**, here is my plan.'), pdf()]);
    expect(first.statusCode).toBe(201);
    expect(first.data).toMatchObject({
      client_id: client.id,
      author: { id: client.id, role: 'client' },
      body: 'Hello **coach**, here is my plan.',
      attachments: [{ file_name: 'plan.pdf', mime_type: 'application/pdf', size: PDF.length }],
      seen_by: [],
    });
    const reply = await send(coach.token, [text('Thanks, I will read it tonight.')]);
    expect(reply.statusCode).toBe(201);
    expect(reply.data.author).toMatchObject({ id: coach.id, role: 'coach' });

    // Reading: the client, both coaches, an administrator.
    for (const who of [client, coach, coCoach, admin]) {
      const page = await list(who.token);
      expect(page.statusCode).toBe(200);
      expect(page.data.messages.map((m: { id: number }) => m.id)).toEqual([first.data.id, reply.data.id]);
      expect(page.data.can_write).toBe(who !== admin);
      expect(page.headers['cache-control']).toBe('no-store');
    }
    // Another coach, another client: no such conversation, for reading, writing, downloading and marking read.
    const file = first.data.attachments[0].id;
    const download = `${url()}/${first.data.id}/attachments/${file}`;
    for (const who of [otherCoach, otherClient]) {
      expect((await list(who.token)).statusCode).toBe(404);
      expect((await send(who.token, [text('Hi')])).statusCode).toBe(404);
      expect((await call(t.app, 'GET', download, { token: who.token })).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `${url()}/read`, { token: who.token, body: { last_read_id: 1 } })).statusCode).toBe(404);
    }
    // An administrator reads but does not write.
    const byAdmin = await send(admin.token, [text('Hello')]);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.data.code).toBe('FORBIDDEN');
    // No token: 401 everywhere.
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await postMultipart(t.app, url(), [text('Hi')])).statusCode).toBe(401);
    expect((await call(t.app, 'GET', download)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/messages/unread')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/conversations')).statusCode).toBe(401);
    // A conversation is a client's: a coach's id, or a missing one, is no conversation.
    expect((await list(admin.token, '', coach.id)).statusCode).toBe(404);
    expect((await list(admin.token, '', 999_999)).statusCode).toBe(404);
    // Nothing was written by the refusals.
    expect(await counts()).toEqual({ messages: 2, files: 1 });
  });

  it('sends an attachment back as an inert, uncached download, to the people who may read it', async () => {
    const { admin, coach, client } = cast;
    const page = await list(coach.token);
    const m = page.data.messages[0];
    const path = `${url()}/${m.id}/attachments/${m.attachments[0].id}`;
    for (const who of [client, coach, admin]) {
      const res = await call(t.app, 'GET', path, { token: who.token });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plan\.pdf"/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // The file under another message's id is not found.
    const other = page.data.messages[1];
    expect((await call(t.app, 'GET', `${url()}/${other.id}/attachments/${m.attachments[0].id}`, { token: coach.token })).statusCode).toBe(
      404,
    );
  });

  it('refuses a bad message whole, in the error shape, and writes nothing', async () => {
    const { client } = cast;
    const before = await counts();
    const cases: [Part[], number, RegExp][] = [
      [[text('')], 400, /Write a message/],
      [[text('   \n  ')], 400, /Write a message/],
      [[pdf()], 400, /Write a message|body/],
      [[text('x'.repeat(MESSAGE_MAX_LENGTH + 1))], 400, /at most 5000 characters/],
      [[text('Hi\u202ethere')], 400, /control characters/],
      [[text('See the file'), pdf('page.html', Buffer.from('<html><script>alert(1)</script></html>'))], 415, /not a PDF/],
      [[text('See the file'), pdf(), pdf('empty.pdf', Buffer.alloc(0))], 400, /empty/],
      [[text('Many'), ...Array.from({ length: MESSAGE_MAX_FILES + 1 }, (_, i) => pdf(`f${i}.pdf`))], 400, /at most 5 files/],
      [[text('Big'), pdf('big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]))], 413, /too large/],
      [[text('Hi'), { name: 'subject', data: 'x' }], 400, /Unknown field "subject"/],
      [[text('Hi'), { name: 'file', filename: 'a.pdf', data: PDF }], 400, /field "files"/],
    ];
    for (const [parts, status, message] of cases) {
      const res = await send(client.token, parts);
      expect(res.statusCode, message.source).toBe(status);
      expect(res.data.error).toMatch(message);
      expect(typeof res.data.code).toBe('string');
    }
    // JSON instead of multipart: 415.
    const json = await call(t.app, 'POST', url(), { token: client.token, body: { body: 'Hi' } });
    expect(json.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('pages a conversation by cursors and polls it with after=', async () => {
    const { otherClient, otherCoach } = cast;
    const ids: number[] = [];
    for (let i = 1; i <= 7; i += 1) ids.push((await send(otherClient.token, [text(`Message ${i}`)], otherClient.id)).data.id);
    const newest = await list(otherCoach.token, '?limit=3', otherClient.id);
    expect(newest.data.messages.map((m: { body: string }) => m.body)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(newest.data.has_more).toBe(true);
    const older = await list(otherCoach.token, `?limit=3&before=${ids[4]}`, otherClient.id);
    expect(older.data.messages.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    const oldest = await list(otherCoach.token, `?limit=3&before=${ids[1]}`, otherClient.id);
    expect(oldest.data).toMatchObject({ has_more: false, messages: [{ body: 'Message 1' }] });
    const polled = await list(otherCoach.token, `?after=${ids[5]}`, otherClient.id);
    expect(polled.data.messages.map((m: { body: string }) => m.body)).toEqual(['Message 7']);
    expect((await list(otherCoach.token, `?after=${ids[6]}`, otherClient.id)).data.messages).toEqual([]);
    expect((await list(otherCoach.token, '?before=abc', otherClient.id)).statusCode).toBe(400);
    expect((await list(otherCoach.token, '?limit=1000', otherClient.id)).statusCode).toBe(400);
  });

  it('counts unread messages per person, marks them read (never backwards) and shows who has seen each', async () => {
    const { admin, coach, client } = cast;
    // The client wrote one and the coach answered it (above, which reads what came before): the client has one
    // unread, the coach none, the co-coach both.
    const unread = async (token: string) => (await call(t.app, 'GET', '/api/messages/unread', { token })).data;
    expect(await unread(client.token)).toEqual({ total: 1, conversations: [{ client_id: client.id, unread: 1 }] });
    expect(await unread(coCoach.token)).toEqual({ total: 2, conversations: [{ client_id: client.id, unread: 2 }] });
    expect((await unread(coach.token)).total).toBe(0);
    expect(await unread(admin.token)).toEqual({ total: 0, conversations: [] });

    const page = await list(client.token);
    const [first, second] = page.data.messages;
    const read = await call(t.app, 'POST', `${url()}/read`, { token: client.token, body: { last_read_id: second.id } });
    expect(read.statusCode).toBe(200);
    expect(read.data).toEqual({ last_read_id: second.id, unread: 0 });
    expect((await unread(client.token)).total).toBe(0);
    // Backwards is no change; past the newest is the newest.
    expect((await call(t.app, 'POST', `${url()}/read`, { token: client.token, body: { last_read_id: first.id } })).data.last_read_id).toBe(
      second.id,
    );
    expect((await call(t.app, 'POST', `${url()}/read`, { token: coCoach.token, body: { last_read_id: 999_999 } })).data.last_read_id).toBe(
      second.id,
    );
    // An administrator looking is not counted.
    expect((await call(t.app, 'POST', `${url()}/read`, { token: admin.token, body: { last_read_id: second.id } })).data).toEqual({
      last_read_id: 0,
      unread: 0,
    });
    expect((await call(t.app, 'POST', `${url()}/read`, { token: client.token, body: { last_read_id: 0 } })).statusCode).toBe(400);

    const seen = (await list(coach.token)).data.messages;
    // The client's message: seen by the coach (who answered after it) and the co-coach, not by its author.
    expect(seen[0].seen_by.map((p: { id: number }) => p.id).sort()).toEqual([coach.id, coCoach.id].sort());
    // The coach's: seen by the client and the co-coach; never by the administrator.
    expect(seen[1].seen_by.map((p: { id: number }) => p.id).sort()).toEqual([client.id, coCoach.id].sort());
    expect((await list(coach.token)).data.last_read_id).toBe(second.id);
    // A poll with after= that brings nothing new still tells how far each person has read.
    const polled = (await list(coach.token, `?after=${second.id}`)).data;
    expect(polled.messages).toEqual([]);
    expect(polled.reads.map((r: { person: { id: number }; last_read_id: number }) => [r.person.id, r.last_read_id]).sort()).toEqual(
      [
        [client.id, second.id],
        [coach.id, second.id],
        [coCoach.id, second.id],
      ].sort(),
    );
  });

  it('lists conversations for staff: a coach their clients, an administrator all, latest first, searchable', async () => {
    const { admin, coach, otherCoach, client, otherClient } = cast;
    const silent = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Quiet', lastname: 'Zed', city: 'Bragg Creek' });
    await assign(t.app, silent.id, coach.id);
    const mine = await call(t.app, 'GET', '/api/conversations', { token: coach.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total-count']).toBe('2');
    // The client with messages first, with the last one's excerpt; the quiet one after, with none.
    expect(mine.data.conversations).toMatchObject([
      { client_id: client.id, last_message: { excerpt: 'Thanks, I will read it tonight.' }, unread: 0 },
      { client_id: silent.id, last_message: null, unread: 0 },
    ]);
    const all = await call(t.app, 'GET', '/api/conversations?pageSize=100', { token: admin.token });
    expect(all.data.conversations.map((c: { client_id: number }) => c.client_id)).toEqual([otherClient.id, client.id, silent.id]);
    const found = await call(t.app, 'GET', '/api/conversations?q=quiet%20z', { token: admin.token });
    expect(found.data.conversations.map((c: { client_id: number }) => c.client_id)).toEqual([silent.id]);
    // As the client list searches: the city, the username, the email too (decision 065), as an administrator and
    // as the coach.
    for (const [q, token] of [
      ['bragg creek', admin.token],
      [silent.username, admin.token],
      [`${silent.username}@example`, coach.token],
      ['BRAGG', coach.token],
    ]) {
      const searched = await call(t.app, 'GET', `/api/conversations?q=${encodeURIComponent(q)}`, { token });
      expect(searched.data.conversations.map((c: { client_id: number }) => c.client_id)).toEqual([silent.id]);
      expect(searched.headers['x-total-count']).toBe('1');
    }
    expect((await call(t.app, 'GET', '/api/conversations?q=nowhere-at-all', { token: coach.token })).data.conversations).toEqual([]);
    expect((await call(t.app, 'GET', '/api/conversations', { token: otherCoach.token })).data.conversations[0]).toMatchObject({
      client_id: otherClient.id,
      unread: 7,
    });
    expect((await call(t.app, 'GET', '/api/conversations', { token: client.token })).statusCode).toBe(403);
  });

  it("pages an administrator's conversations in one order, and leaves out those of archived people and of people no longer clients", async () => {
    const { admin, coach } = cast;
    const ids = async (query = 'pageSize=100') => {
      const res = await call(t.app, 'GET', `/api/conversations?${query}`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      return { ids: res.data.conversations.map((c: { client_id: number }) => c.client_id) as number[], total: res.data.total as number };
    };
    const gone = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Gone', lastname: 'Soon' });
    const moved = await makeUser(t.app, ROLES.CLIENT, { firstname: 'Now', lastname: 'Coaching' });
    for (const who of [gone, moved]) {
      await assign(t.app, who.id, coach.id);
      expect((await send(who.token, [text(`From ${who.username}`)], who.id)).statusCode).toBe(201);
    }
    const before = await ids();
    expect(before.ids.slice(0, 2)).toEqual([moved.id, gone.id]);
    expect(before.total).toBe(before.ids.length);
    // Page by page, one at a time, the same order: those with messages, newest first, then those without.
    const paged: number[] = [];
    for (let page = 1; page <= before.total + 1; page += 1) paged.push(...(await ids(`pageSize=1&page=${page}`)).ids);
    expect(paged).toEqual(before.ids);

    expect((await call(t.app, 'DELETE', `/api/users/${gone.id}`, { token: admin.token })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'PUT', `/api/users/${moved.id}`, { token: admin.token, body: { category_id: ROLES.COACH } })).statusCode,
    ).toBe(200);
    const after = await ids();
    expect(after.ids).toEqual(before.ids.filter((id) => id !== gone.id && id !== moved.id));
    expect(after.total).toBe(before.total - 2);
    expect((await ids(`pageSize=1&page=${after.total}`)).ids).toEqual(after.ids.slice(-1));
  });

  describe('emails about a message unread for an hour', () => {
    let pair: { client: Awaited<ReturnType<typeof makeUser>>; coach: Awaited<ReturnType<typeof makeUser>> };
    beforeAll(async () => {
      pair = { client: await makeUser(t.app, ROLES.CLIENT), coach: await makeUser(t.app, ROLES.COACH) };
      await assign(t.app, pair.client.id, pair.coach.id);
      // The conversations of the tests above are emailed about first, so the counts below are this pair's.
      await t.app.messageEmails.tick(Date.now() + 2 * UNREAD_WAIT_MS);
    });
    const HOUR = UNREAD_WAIT_MS;
    const mailTo = async (email: string) =>
      (await t.app.db.selectFrom('mail_queue').select(['subject', 'content']).where('recipient', '=', email).execute()).filter((m) =>
        m.subject.startsWith('New message from'),
      );
    const tick = (at: number) => t.app.messageEmails.tick(at);

    it('sends one email per conversation and person, not twice, again after reading and a new message, never when turned off', async () => {
      const { client, coach } = pair;
      const sent = await send(client.token, [text('Private: my licence inspection failed.')], client.id);
      expect(sent.statusCode).toBe(201);
      // Not before the hour.
      expect(await tick(Date.now() + HOUR - 60_000)).toBe(0);
      // After it: the coach, once; the author never.
      const [a, b] = await Promise.all([tick(Date.now() + HOUR + 60_000), tick(Date.now() + HOUR + 60_000)]);
      expect(a + b).toBe(1);
      expect(await tick(Date.now() + 2 * HOUR)).toBe(0);
      const mails = await mailTo(coach.row.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`New message from ${client.row.firstname} ${client.row.lastname}`);
      // As delivered (the queue sends at once, to DATA_DIR/outbox here): the sender and a link; never the message's words.
      const eml = await vi.waitFor(() => {
        const dir = outboxDir(t.config);
        const found = readdirSync(dir)
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
          .find((raw) => raw.includes(`To: ${coach.row.email}`) && raw.includes('New message from'));
        if (!found) throw new Error('not delivered yet');
        return found.replace(/=\r?\n/g, '');
      });
      expect(eml).not.toContain('licence inspection');
      expect(eml).toContain(`https://coaching.example.ca/messages/${client.id}`);
      expect(eml).toMatch(/List-Unsubscribe:\s+<https:\/\/coaching\.example\.ca\/api\/notifications\/unsubscribe\?u=/);
      expect(await mailTo(client.row.email)).toHaveLength(0);

      // A second unread message while one email is outstanding: nothing more.
      await send(client.token, [text('And another thing')], client.id);
      expect(await tick(Date.now() + 3 * HOUR)).toBe(0);
      // Read, then a new message that waits an hour: one more.
      const newest = (await list(coach.token, '', client.id)).data.messages.at(-1).id;
      await call(t.app, 'POST', `${url(client.id)}/read`, { token: coach.token, body: { last_read_id: newest } });
      expect(await tick(Date.now() + 3 * HOUR)).toBe(0);
      await send(client.token, [text('Are you there?')], client.id);
      expect(await tick(Date.now() + HOUR + 60_000)).toBe(1);
      expect(await mailTo(coach.row.email)).toHaveLength(2);

      // The client turned message emails off: the coach's answer waits, and no email goes.
      await t.app.db.updateTable('users').set({ notify_messages: 0 }).where('id', '=', client.id).execute();
      await send(coach.token, [text('Yes, here.')], client.id);
      expect(await tick(Date.now() + 2 * HOUR)).toBe(0);
      expect(await mailTo(client.row.email)).toHaveLength(0);
      // On again: it goes.
      await t.app.db.updateTable('users').set({ notify_messages: 1 }).where('id', '=', client.id).execute();
      expect(await tick(Date.now() + 2 * HOUR)).toBe(1);
      expect(await mailTo(client.row.email)).toHaveLength(1);
    });

    it("emails each of the client's coaches who is active, not one deactivated, and not the coaches of other clients", async () => {
      const client = await makeUser(t.app, ROLES.CLIENT);
      const [active, inactive, other] = [
        await makeUser(t.app, ROLES.COACH),
        await makeUser(t.app, ROLES.COACH),
        await makeUser(t.app, ROLES.COACH),
      ];
      await assign(t.app, client.id, active.id);
      await assign(t.app, client.id, inactive.id);
      await assign(t.app, (await makeUser(t.app, ROLES.CLIENT)).id, other.id);
      await t.app.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', inactive.id).execute();
      expect((await send(client.token, [text('Can we move Thursday?')], client.id)).statusCode).toBe(201);
      expect(await tick(Date.now() + HOUR + 60_000)).toBe(1);
      expect(await mailTo(active.row.email)).toHaveLength(1);
      expect(await mailTo(inactive.row.email)).toHaveLength(0);
      expect(await mailTo(other.row.email)).toHaveLength(0);
    });

    it('lets the event loop take waiting requests between conversations, rather than holding them for the whole round', async () => {
      // Two conversations with a message waiting: on SQLite every query of the round is synchronous underneath,
      // so without a turn of the event loop between conversations nothing else would run until the round ended.
      for (let i = 0; i < 2; i++) {
        const other = { client: await makeUser(t.app, ROLES.CLIENT), coach: await makeUser(t.app, ROLES.COACH) };
        await assign(t.app, other.client.id, other.coach.id);
        expect((await send(other.client.token, [text(`Waiting ${i}`)], other.client.id)).statusCode).toBe(201);
      }
      const order: string[] = [];
      const round = tick(Date.now() + HOUR + 60_000).then((n) => order.push(`round of ${n}`));
      setImmediate(() => order.push('another task'));
      await round;
      expect(order).toEqual(['another task', 'round of 2']);
    });
  });
});

describe.each(DATABASES)('the demo conversations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: true });
  });
  afterAll(() => t?.close());

  it('has a conversation with an attachment and read receipts, and one message the coach has not read', async () => {
    const emily = await t.app.db.selectFrom('users').select('id').where('username', '=', 'client.maple').executeTakeFirstOrThrow();
    const sarah = await t.app.db.selectFrom('users').selectAll().where('username', '=', 'coach.sarah').executeTakeFirstOrThrow();
    const { token } = await t.app.tokens.issue(sarah.id, sarah.token_version);
    const page = (await call(t.app, 'GET', `/api/clients/${emily.id}/messages`, { token })).data;
    expect(page.messages.length).toBeGreaterThanOrEqual(4);
    const withFile = page.messages.find((m: { attachments: unknown[] }) => m.attachments.length > 0);
    expect(withFile.attachments[0]).toMatchObject({ file_name: 'budget-october.csv', mime_type: 'text/csv' });
    expect(withFile.seen_by.map((p: { id: number }) => p.id)).toEqual([sarah.id]);
    const download = await call(
      t.app,
      'GET',
      `/api/clients/${emily.id}/messages/${withFile.id}/attachments/${withFile.attachments[0].id}`,
      { token },
    );
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Parent fees');
    const unread = (await call(t.app, 'GET', '/api/messages/unread', { token })).data;
    expect(unread.conversations).toContainEqual({ client_id: emily.id, unread: 1 });
  });
});
