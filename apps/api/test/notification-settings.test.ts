import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSession } from '../src/features/sessions/sessions-repository';
import { utcToAlberta } from '../src/lib/alberta-calendar';
import { unsubscribeLinks } from '../src/lib/notifications';
import { type Cast, makeCast, type Person } from './fixtures';
import { call, createTestApp, DATABASES, type TestApp } from './harness';
import { readEml } from './mail-server';

/**
 * docs/architecture.md#notifications: each person chooses which emails they get, on the account page
 * (GET/PUT /account/notifications) and from the one-click unsubscribe link of each such email
 * (POST /notifications/unsubscribe, RFC 8058), which needs no sign-in and turns off only the kind and the
 * person its token names. A session reminder carries the link in its headers and at its foot.
 */
describe.each(DATABASES)('notification settings on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicUrl: 'https://coaching.example.ca' });
    cast = await makeCast(t.app);
  });
  afterAll(() => t.close());

  const settings = (who: Person) => call(t.app, 'GET', '/api/account/notifications', { token: who.token });
  const save = (who: Person, body: unknown) => call(t.app, 'PUT', '/api/account/notifications', { token: who.token, body });
  /** The one-click POST as a mail program makes it: a form body, no sign-in. */
  const oneClick = (url: string) =>
    call(t.app, 'POST', url.replace('https://coaching.example.ca', ''), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const audits = (userId: number) =>
    t.app.db
      .selectFrom('audit_entries')
      .select(['actor_id', 'action'])
      .where('entity', '=', 'users')
      .where('entity_id', '=', userId)
      .execute();

  it('every role reads and writes their own settings, audited; without a session, 401', async () => {
    for (const who of [cast.admin, cast.coach, cast.client]) {
      expect((await settings(who)).data).toEqual({ messages: true, reminders: true, handoffs: true });
      const saved = await save(who, { messages: false, reminders: true, handoffs: false });
      expect(saved.statusCode).toBe(200);
      expect(saved.data).toEqual({ messages: false, reminders: true, handoffs: false });
      expect((await settings(who)).data).toEqual({ messages: false, reminders: true, handoffs: false });
      expect(await audits(who.id)).toContainEqual({ actor_id: who.id, action: 'update' });
      await save(who, { messages: true, reminders: true, handoffs: true });
    }
    // Reminders are the sessions' own switch: one column, both calls.
    await save(cast.client, { messages: true, reminders: false, handoffs: true });
    expect((await call(t.app, 'GET', '/api/account/reminders', { token: cast.client.token })).data).toEqual({ sessionReminders: false });
    await call(t.app, 'PUT', '/api/account/reminders', { token: cast.client.token, body: { sessionReminders: true } });
    expect((await settings(cast.client)).data.reminders).toBe(true);

    expect((await call(t.app, 'GET', '/api/account/notifications')).statusCode).toBe(401);
    expect((await save(cast.client, { messages: 'no' })).statusCode).toBe(400);
  });

  it('one click turns off that kind for that person only; twice is once; a tampered or another’s token is refused', async () => {
    const { client, otherClient } = cast;
    const links = unsubscribeLinks(t.app.config, client.id, 'messages');
    const done = await oneClick(links.oneClick);
    expect(done.statusCode).toBe(200);
    expect(done.data).toEqual({ kind: 'messages', message: expect.stringContaining('Unread messages') });
    expect((await settings(client)).data).toEqual({ messages: false, reminders: true, handoffs: true });
    expect((await settings(otherClient)).data).toEqual({ messages: true, reminders: true, handoffs: true });
    // Audited with the person as the actor, once.
    const turnedOff = (await audits(client.id)).filter((a) => a.actor_id === client.id);
    const again = await oneClick(links.oneClick);
    expect(again.statusCode).toBe(200);
    expect((await audits(client.id)).filter((a) => a.actor_id === client.id)).toHaveLength(turnedOff.length);
    // The web page's call (JSON, no body) does the same.
    const page = new URL(unsubscribeLinks(t.app.config, client.id, 'handoffs').page);
    expect((await call(t.app, 'POST', `/api/notifications/unsubscribe${page.search}`)).statusCode).toBe(200);
    expect((await settings(client)).data).toEqual({ messages: false, reminders: true, handoffs: false });

    const url = new URL(unsubscribeLinks(t.app.config, otherClient.id, 'reminders').oneClick);
    const token = url.searchParams.get('t')!;
    const refusals = [
      // Someone else's person with this token, another kind with it, a token changed by one letter.
      `u=${client.id}&k=reminders&t=${token}`,
      `u=${otherClient.id}&k=messages&t=${token}`,
      `u=${otherClient.id}&k=reminders&t=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `u=${otherClient.id}&k=reminders&t=short`,
    ];
    for (const q of refusals) {
      const res = await call(t.app, 'POST', `/api/notifications/unsubscribe?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.data).toEqual({ error: expect.stringContaining('not valid'), code: 'VALIDATION_ERROR' });
    }
    expect((await call(t.app, 'POST', `/api/notifications/unsubscribe?u=${otherClient.id}&k=everything&t=${token}`)).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/notifications/unsubscribe')).statusCode).toBe(400);
    // A person who is no more: nothing to turn off.
    const gone = unsubscribeLinks(t.app.config, 999_999, 'reminders');
    expect((await oneClick(gone.oneClick)).statusCode).toBe(404);
    expect((await settings(otherClient)).data).toEqual({ messages: true, reminders: true, handoffs: true });
  });

  it('a reminder in the outbox carries List-Unsubscribe, List-Unsubscribe-Post and the link at its foot, which works', async () => {
    const { coach, otherClient, otherCoach } = cast;
    await insertSession(t.app.db, {
      client_id: otherClient.id,
      coach_id: otherCoach.id,
      actionplan_id: null,
      localStart: utcToAlberta(new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000).toISOString()),
      minutes: 60,
      kind: 'visit',
      location: '12 Maple Street, Calgary',
      agenda: null,
      status: 'scheduled',
      series_id: null,
      repeat_rule: null,
      created_by: coach.id,
    });
    expect(await t.app.sessionReminders.tick()).toBe(2);
    await t.app.mailer.deliverDue();
    // The tick woke the queue, whose own round may have claimed the reminders first: wait for that round's files.
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mail = await vi.waitFor(() => {
      const mails = readdirSync(outbox)
        .map((f) => readEml(readFileSync(path.join(outbox, f), 'utf8')))
        .filter((m) => m.subject.startsWith('Reminder:') && m.headers.to?.includes(otherClient.row.email));
      expect(mails).toHaveLength(1);
      return mails[0];
    });
    const { oneClick: expected, page } = unsubscribeLinks(t.app.config, otherClient.id, 'reminders');
    expect(mail.headers['list-unsubscribe']).toBe(`<${expected}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(page);
    expect(mail.html).toContain(page.replaceAll('&', '&amp;'));

    expect((await oneClick(expected)).statusCode).toBe(200);
    expect((await settings(otherClient)).data.reminders).toBe(false);
  });
});
