import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, DEMO_COACHES } from '../src/demo/demo-data';
import { addDays, isoWeekday, monthOf, utcToAlberta } from '../src/lib/alberta-calendar';
import { nowIso, todayInAlberta } from '../src/lib/time';
import { createTestApp, DATABASES, type TestApp } from './harness';

/**
 * The demo centre's calendar (apps/api/src/demo/demo-sessions.ts), seeded as a fresh `npm start` seeds
 * it: dated from today, credible (hours, a day away, past and upcoming sessions of every kind of
 * outcome, as each client's story has them), and consistent (no coach booked twice at one start, upcoming sessions inside the coach's hours).
 */
describe.each(DATABASES)('the demo calendar on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: true });
  });
  afterAll(() => t?.close());

  const coaches = () =>
    t.app.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        DEMO_COACHES.map((c) => c.username),
      )
      .execute();

  it('gives each coach weekly hours and a day away next month', async () => {
    const nextMonth = monthOf(addDays(monthOf(todayInAlberta()).end_date, 1));
    for (const coach of await coaches()) {
      const hours = await t.app.db.selectFrom('coach_availability').selectAll().where('coach_id', '=', coach.id).execute();
      expect(hours.map((h) => `${h.weekday} ${h.start_time}-${h.end_time} ${h.mode}`).sort()).toEqual(
        [1, 2, 3, 4].flatMap((d) => [`${d} 09:00-12:00 visit`, `${d} 13:00-16:00 call`]).sort(),
      );
      const away = await t.app.db.selectFrom('availability_exceptions').selectAll().where('coach_id', '=', coach.id).execute();
      expect(away).toHaveLength(1);
      expect(away[0].first_day >= nextMonth.start_date && away[0].last_day <= nextMonth.end_date).toBe(true);
      expect(away[0].reason).toBeTruthy();
    }
  });

  it('gives every client past and upcoming sessions, each completed one with its diary entry', async () => {
    const now = nowIso();
    const rows = await t.app.db
      .selectFrom('coaching_sessions as s')
      .innerJoin('users as cl', 'cl.id', 's.client_id')
      .select(['s.id', 's.client_id', 's.coach_id', 's.starts_at', 's.ends_at', 's.status', 's.status_reason', 's.kind', 's.location'])
      .select(['s.series_id', 's.repeat_rule', 's.created_by', 'cl.address', 'cl.username'])
      .execute();
    const entries = await t.app.db
      .selectFrom('action_journals')
      .select(['session_id', 'minutes', 'date'])
      .where('session_id', 'is not', null)
      .execute();
    const entryOf = new Map(entries.map((e) => [e.session_id, e]));
    for (const client of DEMO_CLIENTS) {
      const mine = rows.filter((r) => r.username === client.username);
      const past = mine.filter((r) => r.starts_at < now);
      const upcoming = mine.filter((r) => r.starts_at > now);
      const completed = past.filter((r) => r.status === 'completed').length;
      // What each story's calendar holds (demo-data.ts's DemoStory).
      if (client.story === 'closed') expect(mine, client.username).toHaveLength(0);
      else if (client.story === 'quiet') {
        expect(completed, client.username).toBeGreaterThanOrEqual(1);
        expect(
          past.every((r) => r.starts_at < addDays(todayInAlberta(), -120)),
          client.username,
        ).toBe(true);
        expect(upcoming, client.username).toHaveLength(0);
      } else if (client.story === 'new') {
        expect(completed, client.username).toBe(1);
        expect(upcoming.length, client.username).toBeGreaterThanOrEqual(1);
      } else {
        expect(completed, client.username).toBeGreaterThanOrEqual(3);
        expect(upcoming.length, client.username).toBeGreaterThanOrEqual(2);
      }
      expect(past.every((r) => ['completed', 'cancelled', 'no_show'].includes(r.status))).toBe(true);
      expect(upcoming.every((r) => r.status === 'scheduled' || r.status === 'requested')).toBe(true);
      for (const r of mine.filter((s) => s.status === 'completed')) {
        expect(entryOf.get(r.id)).toMatchObject({ date: utcToAlberta(r.starts_at).slice(0, 10) });
      }
      for (const r of mine.filter((s) => s.kind === 'visit')) expect(r.location).toContain(client.address);
      for (const r of mine.filter((s) => s.kind === 'video')) expect(r.location).toMatch(/^https:\/\//);
    }
    expect(rows.filter((r) => r.status === 'cancelled').every((r) => r.status_reason)).toBe(true);
    expect(rows.filter((r) => r.status === 'cancelled').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.status === 'no_show').length).toBeGreaterThanOrEqual(1);
    const requested = rows.filter((r) => r.status === 'requested');
    expect(requested).toHaveLength(1);
    expect(requested[0].created_by).toBe(requested[0].client_id);
    const series = rows.filter((r) => r.series_id !== null);
    expect(series).toHaveLength(6);
    expect(new Set(series.map((r) => r.series_id)).size).toBe(1);
    expect(series.every((r) => r.repeat_rule === 'FREQ=WEEKLY;INTERVAL=1;COUNT=6')).toBe(true);
    expect(new Set(series.map((r) => utcToAlberta(r.starts_at).slice(11)))).toEqual(new Set(['15:30']));
  });

  it('books each coach once at a time, inside their hours and never on their day away', async () => {
    for (const coach of await coaches()) {
      const live = await t.app.db
        .selectFrom('coaching_sessions')
        .select(['starts_at', 'ends_at', 'kind'])
        .where('coach_id', '=', coach.id)
        .where('status', 'in', ['requested', 'scheduled'])
        .orderBy('starts_at')
        .execute();
      expect(live.length, coach.username).toBeGreaterThan(0);
      for (let i = 1; i < live.length; i++) expect(live[i].starts_at >= live[i - 1].ends_at, coach.username).toBe(true);
      const away = await t.app.db
        .selectFrom('availability_exceptions')
        .select('first_day')
        .where('coach_id', '=', coach.id)
        .executeTakeFirstOrThrow();
      for (const s of live) {
        const start = utcToAlberta(s.starts_at);
        const end = utcToAlberta(s.ends_at);
        expect(isoWeekday(start.slice(0, 10))).toBeLessThanOrEqual(4);
        expect(start.slice(0, 10)).not.toBe(away.first_day);
        const [from, to] = s.kind === 'visit' ? ['09:00', '12:00'] : ['13:00', '16:00'];
        expect(start.slice(11) >= from && end.slice(11) <= to, `${coach.username} ${start} ${s.kind}`).toBe(true);
      }
    }
  });
});
