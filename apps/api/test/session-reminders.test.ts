import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { insertSession, type NewSession } from '../src/features/sessions/sessions-repository';
import { utcToAlberta } from '../src/lib/alberta-calendar';
import { type Cast, makeCast } from './fixtures';
import { createTestApp, DATABASES, type TestApp } from './harness';

/**
 * docs/decisions/021-session-reminders.md: a reminder before each scheduled session, to its client and its coach,
 * exactly once even with two instances ticking at the same time, again and again, and across a restart; none to a
 * person who turned them off, none for a cancelled session, none before the lead time; a moved session again.
 */

const API_ROOT = path.resolve(import.meta.dirname, '..');
const HOUR = 3_600_000;

interface Ticked {
  queued: number;
  rounds: number;
  began: number;
  ended: number;
}

/**
 * Instances of the worker, each in its own process. Each says when it has loaded; once all have, they are told to
 * tick together from a moment just ahead for `ms` (a fixed start missed a process that took longer to load on a
 * loaded machine, which then ran one round). Answers how many each queued, and when.
 */
async function tickers(target: string, count: number, ms: number): Promise<Ticked[]> {
  const children = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/reminder-ticker.ts', target], {
      cwd: API_ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.startsWith('ready\n')) loaded();
    });
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const done = new Promise<Ticked>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.slice('ready\n'.length)) as Ticked) : reject(new Error(err))));
    });
    return { child, ready: Promise.race([ready, done.then(() => undefined)]), done };
  });
  try {
    await Promise.all(children.map((c) => c.ready));
  } catch (error) {
    for (const { child } of children) child.kill();
    throw error;
  }
  const startAt = Date.now() + 100;
  for (const { child } of children) child.stdin.end(`${startAt} ${startAt + ms}\n`);
  return Promise.all(children.map((c) => c.done));
}

describe.each(DATABASES)('session reminders on %s', (kind) => {
  let t: TestApp;
  let cast: Cast;
  let dir: string;
  /** What a second process opens: the same PostgreSQL database, or the same SQLite file. */
  let target: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tc-reminders-'));
    const sqliteFile = path.join(dir, 'app.db');
    t = await createTestApp(kind, { sqliteFile, publicUrl: 'https://coaching.example.ca' });
    target = kind === 'postgres' ? t.config.databaseUrl! : sqliteFile;
    cast = await makeCast(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A session `hours` from now (to the minute, in Alberta time as people type it). */
  const session = (hours: number, overrides: Partial<NewSession> = {}) =>
    insertSession(t.app.db, {
      client_id: cast.client.id,
      coach_id: cast.coach.id,
      actionplan_id: null,
      localStart: utcToAlberta(new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString()),
      minutes: 60,
      kind: 'visit',
      location: '12 Maple Street, Calgary',
      agenda: 'Outdoor play',
      status: 'scheduled',
      series_id: null,
      repeat_rule: null,
      created_by: cast.coach.id,
      ...overrides,
    });

  /** The reminders queued to a person, by subject. */
  const remindersTo = async (email: string) =>
    (await t.app.db.selectFrom('mail_queue').select(['subject', 'content']).where('recipient', '=', email).execute()).filter((m) =>
      m.subject.startsWith('Reminder:'),
    );

  it('reminds the client and the coach once each, however many instances tick at once; not after a restart', async () => {
    const { client, coach, otherClient, otherCoach } = cast;
    await session(2);
    // Beyond the 24 hours: not yet. Cancelled: never.
    await session(30);
    const cancelled = await session(3);
    await t.app.db.updateTable('coaching_sessions').set({ status: 'cancelled' }).where('id', '=', cancelled).execute();
    // A client who turned reminders off: only the coach hears.
    await t.app.db.updateTable('users').set({ session_reminders: 0 }).where('id', '=', otherClient.id).execute();
    await session(4, { client_id: otherClient.id, coach_id: otherCoach.id, created_by: otherCoach.id });
    // One that has begun already is past reminding.
    await session(-0.25);

    // Two instances, each in a process of its own, ticking round after round for three seconds, starting together.
    const [a, b] = await tickers(target, 2, 3000);
    expect(a.queued + b.queued).toBe(3);
    // They did run at the same time, many rounds each.
    expect(Math.max(a.began, b.began)).toBeLessThan(Math.min(a.ended, b.ended));
    expect(Math.min(a.rounds, b.rounds)).toBeGreaterThan(1);

    const toClient = await remindersTo(client.row.email);
    expect(toClient).toHaveLength(1);
    expect(toClient[0].subject).toMatch(/^Reminder: coaching visit on \w+day \d{1,2} \w+, \d\d:\d\d \(Alberta time\)$/);
    const content = JSON.parse(toClient[0].content) as { paragraphs: string[] };
    expect(content.paragraphs.join('\n')).toContain('Where: 12 Maple Street, Calgary');
    expect(content.paragraphs.join('\n')).toContain('https://coaching.example.ca/account');
    expect(await remindersTo(coach.row.email)).toHaveLength(1);
    expect(await remindersTo(otherCoach.row.email)).toHaveLength(1);
    expect(await remindersTo(otherClient.row.email)).toHaveLength(0);
    expect(await t.app.db.selectFrom('session_reminders').selectAll().execute()).toHaveLength(3);

    // This instance, and one started afresh on the same database: nothing more.
    expect(await t.app.sessionReminders.tick()).toBe(0);
    const restarted = await buildApp(t.config);
    try {
      expect(await restarted.sessionReminders.tick()).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await remindersTo(client.row.email)).toHaveLength(1);
  });

  // On SQLite two connections in one thread would wait on each other's lock: the processes above cover it.
  it.runIf(kind === 'postgres')('in-process instances ticking at once send each reminder once too', async () => {
    const { otherCoach } = cast;
    const before = (await remindersTo(otherCoach.row.email)).length;
    await session(5, { client_id: cast.otherClient.id, coach_id: otherCoach.id, created_by: otherCoach.id });
    const [a, b] = [await buildApp(t.config), await buildApp(t.config)];
    try {
      let queued = 0;
      for (let round = 0; round < 10; round++) {
        const counts = await Promise.all([a.sessionReminders.tick(), b.sessionReminders.tick(), t.app.sessionReminders.tick()]);
        queued += counts.reduce((x, y) => x + y, 0);
      }
      expect(queued).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(await remindersTo(otherCoach.row.email)).toHaveLength(before + 1);
  });

  it('reminds again for a session moved to a new start, and within a longer lead time once the centre sets one', async () => {
    const { client } = cast;
    const before = (await remindersTo(client.row.email)).length;
    const id = await session(6);
    expect(await t.app.sessionReminders.tick()).toBe(2);
    expect(await t.app.sessionReminders.tick()).toBe(0);
    // Moved an hour later: a new start, a new reminder for each.
    const row = await t.app.db
      .selectFrom('coaching_sessions')
      .select(['starts_at', 'ends_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const later = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString();
    await t.app.db
      .updateTable('coaching_sessions')
      .set({ starts_at: later(row.starts_at), ends_at: later(row.ends_at), sequence: 1 })
      .where('id', '=', id)
      .execute();
    expect(await t.app.sessionReminders.tick()).toBe(2);
    expect(await remindersTo(client.row.email)).toHaveLength(before + 2);

    // A session 40 hours away waits for a 24-hour lead time, and is reminded at once with 48.
    await session(40);
    expect(await t.app.sessionReminders.tick()).toBe(0);
    await t.app.db
      .insertInto('centre_settings')
      .values({ key: 'sessions', value: JSON.stringify({ reminderHours: 48 }), updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ reminderHours: 48 }) }))
      .execute();
    // The one 30 hours away (first test) and this one, to the client and the coach each.
    expect(await t.app.sessionReminders.tick()).toBe(4);
  });
});
