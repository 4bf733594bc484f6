import { createServer } from 'node:net';
import { ROLES } from '@tc/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { queueCounts } from '../src/lib/mail-queue';
import { makeUser, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { type MailServer, startMailServer } from './mail-server';

/**
 * The mail queue (docs/decisions/017-mail-queue.md): a message sent while the mail server is down waits in
 * the database and arrives once the server is back, exactly once even with two instances on one database;
 * a 5xx refusal ends it as failed with the reason; administrators (only they) see it and send it again.
 */

/** A port nothing listens on (free a moment ago), where the mail server will come up later. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// Retries a few tens of milliseconds apart, so the tests do not wait for minutes.
const QUICK = { pollMs: 50, retryMs: 50, maxRetryMs: 200, maxAttempts: 40 };
const FROM = 'Centre <centre@example.ca>';
let seq = 0;
const address = (name: string) => `${name}${++seq}-${Math.random().toString(36).slice(2, 7)}@example.ca`;
const message = (to: string) => ({ to, subject: 'Hello', greeting: 'Hello,', paragraphs: ['A message.'] });

describe.each(DATABASES)('the mail queue on %s', (kind) => {
  let port: number;
  let t: TestApp;
  let smtp: MailServer | undefined;
  let admin: Person;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp(kind, { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM }, mailQueue: QUICK });
    admin = await makeUser(t.app, ROLES.ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });
  const row = (to: string) => t.app.db.selectFrom('mail_queue').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();

  it('keeps an invitation made while the mail server is down, says it will keep trying, and delivers it once when the server is back', async () => {
    const email = address('invited');
    const res = await call(t.app, 'POST', '/api/users/create', {
      token: admin.token,
      body: { username: email.split('@')[0], email, firstname: 'Robin', lastname: 'Tester', category_id: ROLES.CLIENT },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.invitation_sent).toBe(false);
    const resend = await call(t.app, 'POST', `/api/users/${res.data.id}/invitation`, { token: admin.token });
    expect(resend.data.message).toMatch(/could not be emailed .* yet: we will keep trying/);
    const waiting = await row(email).catch(() => undefined);
    expect(waiting).toBeDefined();
    const first = (await t.app.db.selectFrom('mail_queue').selectAll().where('recipient', '=', email).execute())[0];
    // Kept to be tried again: with retries 50 ms apart, a busy machine may already have the worker trying it again.
    expect(first.status).toMatch(/^(waiting|sending)$/);
    expect(first.attempts).toBeGreaterThanOrEqual(1);
    expect(first.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startMailServer({ port, refuse: (to) => to.startsWith('refused') });
    await until('both invitations sent', async () => (await queueCounts(t.app.db)).waiting === 0 && smtp!.to(email).length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    // Two invitations (the first and the one sent again), each exactly once.
    expect(smtp.to(email)).toHaveLength(2);
    const sent = await t.app.db.selectFrom('mail_queue').selectAll().where('recipient', '=', email).execute();
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
    // The body (with the invitation's link) is not kept once sent.
    expect(sent.map((m) => m.content)).toEqual(['', '']);
  });

  it('ends a message the server refuses (5xx) as failed with the reason; send again tries it again now', async () => {
    const to = address('refused');
    const outcome = await t.app.mailer.send(message(to));
    expect(outcome).toMatchObject({ sent: false, permanent: true });
    expect(await row(to)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/550|rejected/) });

    const list = await call(t.app, 'GET', `/api/mail?status=failed&q=${encodeURIComponent(to)}`, { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.data).toEqual([
      expect.objectContaining({ recipient: to, status: 'failed', last_error: expect.stringMatching(/rejected/) }),
    ]);
    expect(list.data[0]).not.toHaveProperty('content');

    const again = await call(t.app, 'POST', `/api/mail/${list.data[0].id}/send-again`, { token: admin.token });
    expect(again.statusCode).toBe(200);
    expect(again.data).toMatchObject({ status: 'waiting', attempts: 0 });
    // Still refused: failed again after one more attempt, found at once (not at the next poll).
    await until('the second attempt', async () => (await row(to)).status === 'failed');
    expect((await row(to)).attempts).toBe(1);
    const audit = await t.app.db.selectFrom('audit_entries').selectAll().where('entity', '=', 'mail').execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'update', entity_id: list.data[0].id, actor_id: admin.id })]);
    // A message that went is not sent again.
    const sentOne = await t.app.db.selectFrom('mail_queue').select('id').where('status', '=', 'sent').executeTakeFirstOrThrow();
    expect((await call(t.app, 'POST', `/api/mail/${sentOne.id}/send-again`, { token: admin.token })).statusCode).toBe(409);
    expect((await call(t.app, 'POST', '/api/mail/999999/send-again', { token: admin.token })).statusCode).toBe(404);
  });

  it('lists newest first, a page at a time, for administrators only', async () => {
    const list = await call(t.app, 'GET', '/api/mail?page=1&pageSize=2', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.data).toHaveLength(2);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(list.data[0].id).toBeGreaterThan(list.data[1].id);
    expect((await call(t.app, 'GET', '/api/mail')).statusCode).toBe(401);
    for (const role of [ROLES.COACH, ROLES.CLIENT]) {
      const someone = await makeUser(t.app, role);
      expect((await call(t.app, 'GET', '/api/mail', { token: someone.token })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', '/api/mail/1/send-again', { token: someone.token })).statusCode).toBe(403);
    }
  });

  it.runIf(kind === 'postgres')('delivers each message once with two instances on one database', async () => {
    const downPort = await freePort();
    const config = { ...t.config, mail: { smtpUrl: `smtp://127.0.0.1:${downPort}`, from: FROM } };
    // The first test's instance polls the same queue through a server that is up, and on a busy machine it could take
    // every message before these two do: it stops delivering here (the last test of the file), so that the two
    // instances below are the ones that share the queue.
    await t.app.mailer.close();
    const [a, b] = [await buildApp(config), await buildApp(config)];
    try {
      await Promise.all([a.ready(), b.ready()]);
      const recipients = Array.from({ length: 30 }, () => address('twice'));
      // Sent through both while the server is down: all wait in the queue.
      const outcomes = await Promise.all(recipients.map((to, i) => (i % 2 ? a : b).mailer.send(message(to))));
      expect(outcomes.every((o) => !o.sent && o.queued)).toBe(true);
      const server = await startMailServer({ port: downPort });
      try {
        await until('every message sent', async () => {
          const rows = await a.db.selectFrom('mail_queue').select('status').where('recipient', 'in', recipients).execute();
          return rows.every((r) => r.status === 'sent');
        });
        await new Promise((r) => setTimeout(r, 300));
        expect(recipients.map((to) => server.to(to).length)).toEqual(recipients.map(() => 1));
        expect(recipients.flatMap((to) => smtp?.to(to) ?? [])).toEqual([]);
      } finally {
        await server.close();
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
