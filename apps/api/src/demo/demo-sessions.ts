import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { CoachingSessionsTable } from '../db/schema';
import { addDays, albertaToUtc, isoWeekday, monthOf } from '../lib/alberta-calendar';
import { nowIso, todayInAlberta } from '../lib/time';
import type { DemoPlan } from './demo-casework';
import { type DemoStory, DEMO_CANCEL_REASONS, DEMO_DAYS_AWAY, DEMO_SESSION_NOTES, DEMO_WEEKLY_HOURS } from './demo-data';

/** A demo client as seedDemoSessions needs it: where they are, their first coach, their story and their plans (oldest first). */
export interface DemoSessionClient {
  id: number;
  username: string;
  coachId: number;
  address: string;
  city: string;
  story: DemoStory;
  plans: DemoPlan[];
}

/** Stories whose clients see their coach every few weeks (the others: a first session, months ago, or none). */
const REGULAR: DemoStory[] = ['established', 'steady', 'recent'];

/** A coach's own note on the visits to come. */
const VISIT_NOTE = 'Bring the spare outlet covers from the office.';

type Kind = 'visit' | 'phone' | 'video';

/** The UTC start and end of a session at an Alberta time (as the sessions feature stores them). */
function sessionTimes(localStart: string, minutes: number) {
  const starts_at = albertaToUtc(localStart);
  return { starts_at, ends_at: new Date(Date.parse(starts_at) + minutes * 60_000).toISOString() };
}
const ACTIVITY_OF: Record<Kind, string> = { visit: 'site_visit', phone: 'phone', video: 'meeting' };

/**
 * The demo calendar, dated from today so it looks current whenever the demo starts: each coach's weekly
 * hours (Monday to Thursday, visits 9:00–12:00, calls 13:00–16:00) and a day away next month; for each
 * client seen regularly (REGULAR), past sessions (completed ones with the diary entry logged from them,
 * some cancelled with a reason, a no-show for a few) and upcoming ones over the next three weeks (visits
 * at the day home, calls with a meeting link), one client's request waiting for their coach, and one
 * weekly series. A new client has had their first visit and has the next booked; a quiet one had two
 * sessions months ago and missed a third; a closed file has none.
 *
 * A client's sessions keep to their own weekday and time among their coach's clients with sessions to come
 * (the `slot`: the client's place in that list, at most four), so no two live bookings of a coach share a start.
 */
export async function seedDemoSessions(db: Db, coachIds: number[], clients: DemoSessionClient[]): Promise<void> {
  const now = nowIso();
  const today = todayInAlberta();
  const monday = addDays(today, 1 - isoWeekday(today));
  const nextMonth = monthOf(addDays(monthOf(today).end_date, 1));

  const daysAway = new Map<number, string>();
  for (const [i, coachId] of coachIds.entries()) {
    for (const block of DEMO_WEEKLY_HOURS) {
      for (const weekday of block.weekdays) {
        await db
          .insertInto('coach_availability')
          .values({
            coach_id: coachId,
            weekday,
            start_time: block.start_time,
            end_time: block.end_time,
            mode: block.mode,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
    // The second Monday of next month, then Tuesday, Wednesday for the next coaches.
    const firstMonday = addDays(nextMonth.start_date, (8 - isoWeekday(nextMonth.start_date)) % 7);
    const day = addDays(firstMonday, 7 + (i % 3));
    daysAway.set(coachId, day);
    await db
      .insertInto('availability_exceptions')
      .values({ coach_id: coachId, first_day: day, last_day: day, reason: DEMO_DAYS_AWAY[i % DEMO_DAYS_AWAY.length], created_at: now })
      .execute();
  }

  const slotOf = new Map<number, number>();
  let seriesMade = false;
  let requestMade = false;
  for (const [n, client] of clients.entries()) {
    if (client.story === 'closed') continue;
    const live = client.story !== 'quiet';
    const slot = live ? (slotOf.get(client.coachId) ?? 0) : 0;
    if (live) slotOf.set(client.coachId, slot + 1);
    // Their visits on one weekday (Monday…Thursday), their calls on another, at their own hour.
    const visitDay = 1 + (slot % 4);
    const callDay = 1 + ((slot + 2) % 4);
    const visitTime = `${String(9 + (slot % 2)).padStart(2, '0')}:${slot % 4 < 2 ? '00' : '30'}`;
    const callTime = `${String(13 + (slot % 2)).padStart(2, '0')}:${slot % 4 < 2 ? '00' : '30'}`;
    const dateOf = (week: number, weekday: number) => addDays(monday, week * 7 + weekday - 1);
    const video = n % 3 === 2;
    const link = `https://meet.example.ca/coaching-${client.id}`;
    // What a session is about: the newest plan open by then, else the newest plan by then.
    const planBefore = (date: string) => {
      const by = client.plans.filter((p) => p.date <= date).reverse();
      return by.find((p) => p.status === 'open') ?? by[0] ?? client.plans[0];
    };

    const add = async (
      date: string,
      time: string,
      kind: Kind,
      status: CoachingSessionsTable['status'],
      extra: Partial<Insertable<CoachingSessionsTable>> = {},
    ) => {
      // A booking to come never falls on the coach's day away: it is a week later (a client has one booking a week
      // at their own weekday and hour, so that hour is free then).
      if ((status === 'scheduled' || status === 'requested') && date === daysAway.get(client.coachId)) date = addDays(date, 7);
      const minutes = kind === 'visit' ? 90 : 45;
      const plan = planBefore(date);
      const times = sessionTimes(`${date}T${time}`, minutes);
      const decided = status === 'completed' || status === 'cancelled' || status === 'no_show';
      const row = await db
        .insertInto('coaching_sessions')
        .values({
          client_id: client.id,
          coach_id: client.coachId,
          actionplan_id: plan?.id ?? null,
          ...times,
          minutes,
          kind,
          location: kind === 'visit' ? `${client.address}, ${client.city}` : kind === 'video' ? link : 'Coach calls the provider',
          agenda: plan?.agenda ?? null,
          private_note: kind === 'visit' && status === 'scheduled' ? VISIT_NOTE : null,
          status,
          status_reason: null,
          status_by: decided ? client.coachId : null,
          status_at: decided ? times.ends_at : null,
          series_id: null,
          repeat_rule: null,
          uid: `${randomUUID()}@sessions.training-centre`,
          created_by: client.coachId,
          created_at: now,
          updated_at: now,
          deleted_at: null,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (status === 'completed' && plan) {
        await db
          .insertInto('action_journals')
          .values({
            actionplan_id: plan.id,
            client_id: client.id,
            coach_id: client.coachId,
            date,
            minutes,
            activity: ACTIVITY_OF[kind],
            notes: DEMO_SESSION_NOTES[kind],
            session_id: row.id,
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .execute();
      }
    };

    if (client.story === 'new') {
      // Their first visit last week, and the next one booked.
      await add(dateOf(-1, visitDay), visitTime, 'visit', 'completed');
      await add(dateOf(2, visitDay), visitTime, 'visit', 'scheduled');
      continue;
    }
    if (client.story === 'quiet') {
      // A visit and a call about half a year ago, then a call nobody answered; nothing since.
      await add(dateOf(-26, visitDay), visitTime, 'visit', 'completed');
      await add(dateOf(-24, callDay), callTime, 'phone', 'completed');
      await add(dateOf(-22, callDay), callTime, 'phone', 'no_show', { status_reason: 'The provider did not answer; left a voicemail.' });
      continue;
    }
    if (!REGULAR.includes(client.story)) continue;

    // The past: completed visits and calls, a cancellation for every third client, a no-show for a few.
    await add(dateOf(-6, visitDay), visitTime, 'visit', 'completed');
    await add(dateOf(-4, callDay), callTime, video ? 'video' : 'phone', 'completed');
    await add(dateOf(-2, visitDay), visitTime, 'visit', 'completed');
    if (n % 3 === 1) {
      await add(dateOf(-3, visitDay), visitTime, 'visit', 'cancelled', {
        status_reason: DEMO_CANCEL_REASONS[n % DEMO_CANCEL_REASONS.length],
      });
    }
    if (n % 4 === 2) {
      await add(dateOf(-1, callDay), callTime, 'phone', 'no_show', { status_reason: 'The provider did not answer; left a voicemail.' });
    }

    // What is coming: the rest of this week where a day is left, then a visit and a call over the next weeks.
    const upcoming: [string, string, Kind][] = [
      [dateOf(1, visitDay), visitTime, 'visit'],
      [dateOf(2, callDay), callTime, video ? 'video' : 'phone'],
      [dateOf(3, visitDay), visitTime, 'visit'],
    ];
    if (callDay > isoWeekday(today)) upcoming.unshift([dateOf(0, callDay), callTime, video ? 'video' : 'phone']);
    for (const [date, time, kind] of upcoming) {
      if (date !== daysAway.get(client.coachId)) await add(date, time, kind, 'scheduled');
    }

    // The first client asks for an extra visit, waiting for their coach to confirm.
    if (!requestMade) {
      requestMade = true;
      await add(dateOf(2, visitDay), '10:30', 'visit', 'requested', {
        created_by: client.id,
        agenda: 'Could we go over the new fire drill log before the licensing visit?',
      });
    }
    // The second client has a weekly phone check-in for six weeks, at the end of Thursday afternoons: never a day
    // away (a Monday, Tuesday or Wednesday), which six weeks on another weekday would cross.
    if (n === 1 && !seriesMade) {
      seriesMade = true;
      const seriesId = randomUUID();
      const rule = 'FREQ=WEEKLY;INTERVAL=1;COUNT=6';
      for (let week = 1; week <= 6; week++) {
        const date = dateOf(week, 4);
        await add(date, '15:30', 'phone', 'scheduled', {
          series_id: seriesId,
          repeat_rule: rule,
          minutes: 30,
          ...sessionTimes(`${date}T15:30`, 30),
          agenda: 'Weekly check-in on the bookkeeping routine.',
        });
      }
    }
  }
}
