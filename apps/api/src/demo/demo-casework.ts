import type { Db } from '../db/connection';
import { addDays, albertaToUtc } from '../lib/alberta-calendar';
import { type DemoStory, type DemoTopic, DEMO_TOPICS } from './demo-data';
import type { DemoRandom } from './demo-random';

/** A demo client as their casework needs them: who they are, their coaches (the first is their main one), their story. */
export interface DemoCaseworkClient {
  id: number;
  coachIds: number[];
  story: DemoStory;
  /** The day they joined (Alberta), which is their "Client since". */
  joined: string;
  /** A closed file's closing day. */
  closed: string | null;
}

/** A plan as the calendar needs it (demo-sessions.ts): its day, whether it is still open, and its topic's agenda. */
export interface DemoPlan {
  id: number;
  date: string;
  status: 'open' | 'done' | 'dropped';
  agenda: string;
}

/** How many plans a story has had, as a range. */
const PLAN_COUNT: Record<DemoStory, [number, number]> = {
  established: [6, 8],
  steady: [3, 4],
  recent: [2, 2],
  new: [1, 1],
  quiet: [3, 3],
  closed: [3, 4],
};

const MINUTES = [15, 20, 30, 30, 45, 45, 60, 60, 60, 75, 90, 120];

/** Coaches' own notes on some diary entries, never shown to the client. */
const ENTRY_PRIVATE_NOTES = [
  'Follow up on the subsidy paperwork next visit.',
  'Refer to the small-business tax clinic if the GST questions keep coming.',
  'Seemed tired; a parent has been difficult. Ask how it went next time.',
  'Mentioned a second location; too early, but note it.',
  'Bring the spare outlet covers from the office.',
  'Check whether the partner can join the next call.',
];

/** Whole days between two Alberta dates (b − a). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);
}
const earlier = (a: string, b: string) => (a < b ? a : b);
/** An Alberta date and time, as stored (UTC ISO 8601). */
const at = (date: string, time: string) => albertaToUtc(`${date}T${time}`);

/**
 * One client's casework, drawn with the demo's dice (demo-random.ts) from their story and the day they joined:
 * an intake call on that day (time without a plan), plans from DEMO_TOPICS spread over their time with the
 * centre, each with its checklist and diary entries. A plan whose time is over is done (sometimes dropped),
 * its steps ticked, and may bring a milestone; the newest plans are open, with steps ticked, overdue or to
 * come. A quiet client's activity stops months ago with a plan left open; a closed client's stops before the
 * file was closed. Nothing is dated after today.
 */
export async function seedDemoCasework(db: Db, rnd: DemoRandom, today: string, client: DemoCaseworkClient): Promise<DemoPlan[]> {
  const coachId = client.coachIds[0];
  const entryCoach = () => (client.coachIds.length > 1 && rnd.chance(0.3) ? client.coachIds[1] : coachId);
  // The last day anything is logged: today for an active client, months ago for a quiet one, before the closing for a closed file.
  const end =
    client.story === 'quiet' ? addDays(today, -rnd.int(140, 170)) : client.closed ? addDays(client.closed, -rnd.int(10, 30)) : today;

  const entry = async (values: {
    date: string;
    minutes: number;
    activity: string;
    notes: string;
    planId: number | null;
    privateNote?: string | null;
    coach?: number;
  }) => {
    const stamp = at(values.date, '17:00');
    await db
      .insertInto('action_journals')
      .values({
        actionplan_id: values.planId,
        client_id: client.id,
        coach_id: values.coach ?? entryCoach(),
        date: values.date,
        minutes: values.minutes,
        activity: values.activity,
        notes: values.notes,
        private_note: values.privateNote ?? (rnd.chance(0.2) ? rnd.pick(ENTRY_PRIVATE_NOTES) : null),
        session_id: null,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
      })
      .execute();
  };

  // The intake call, on the day they joined: what help is wanted, before any plan.
  await entry({
    date: client.joined,
    minutes: rnd.pick([30, 45, 60]),
    activity: 'phone',
    notes: 'Intake call: what the program offers, what help is wanted, and the next steps.',
    planId: null,
    privateNote: rnd.pick([
      'Sounded overwhelmed by the licensing paperwork; start there.',
      'Very organised; wants a clear plan and deadlines.',
      'Found us through a neighbour who is a client.',
    ]),
    coach: coachId,
  });

  const count = rnd.int(...PLAN_COUNT[client.story]);
  const topics = rnd.shuffle(DEMO_TOPICS).slice(0, count);
  const first = addDays(client.joined, client.story === 'new' ? 3 : rnd.int(5, 14));
  const span = Math.max(0, daysBetween(first, end) - 20);
  const plans: DemoPlan[] = [];
  for (const [i, topic] of topics.entries()) {
    const date = earlier(addDays(first, Math.round((i * span) / count) + (i === 0 ? 0 : rnd.int(0, 10))), end);
    const length = rnd.int(35, 110);
    const due = addDays(date, length);
    const newest = i === count - 1;
    // Over: a closed file's plans; a quiet client's but the last; an active client's whose time ran out a while ago.
    const over = client.closed !== null || (client.story === 'quiet' ? !newest : !newest && due < addDays(end, -14));
    const status: DemoPlan['status'] = !over ? 'open' : rnd.chance(0.12) ? 'dropped' : 'done';
    const finished = over ? earlier(addDays(due, rnd.int(-10, 5)), end) : null;
    plans.push(await plan(db, rnd, today, client, topic, { date, due, status, finished, coachId, last: finished ?? end }));

    // The time spent on it: a few entries from the plan's day to its finish (or the last day anything is logged).
    const until = finished ?? end;
    const days = Math.max(0, daysBetween(date, until));
    const entries = Math.min(days + 1, over ? rnd.int(2, 5) : rnd.int(1, 4));
    const start = rnd.int(0, topic.work.length - 1);
    for (let j = 0; j < entries; j++) {
      const day = addDays(date, Math.round(((j + rnd.next() * 0.8) * days) / entries));
      const work = topic.work[(start + j) % topic.work.length];
      await entry({
        date: earlier(day, until),
        minutes: rnd.pick(MINUTES),
        activity: work.activity,
        notes: work.notes,
        planId: plans[i].id,
      });
      if (work.activity === 'site_visit' && rnd.chance(0.5)) {
        await entry({
          date: earlier(day, until),
          minutes: rnd.pick([30, 45, 60, 90]),
          activity: 'travel',
          notes: 'Drive there and back.',
          planId: plans[i].id,
          privateNote: null,
        });
      }
    }
  }
  return plans;
}

/** Writes one plan with its checklist (and the milestone a finished one brings); answers it for the calendar. */
async function plan(
  db: Db,
  rnd: DemoRandom,
  today: string,
  client: DemoCaseworkClient,
  topic: DemoTopic,
  p: { date: string; due: string; status: DemoPlan['status']; finished: string | null; coachId: number; last: string },
): Promise<DemoPlan> {
  const written = at(p.date, '10:00');
  const row = await db
    .insertInto('action_plans')
    .values({
      client_id: client.id,
      coach_id: p.coachId,
      date: p.date,
      summary: topic.summary,
      description: topic.description,
      private_note: rnd.chance(0.4) ? topic.privateNote : null,
      status: p.status,
      due_date: p.due,
      finished_at: p.finished ? at(p.finished, '16:00') : null,
      created_at: written,
      updated_at: p.finished ? at(p.finished, '16:00') : written,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const length = daysBetween(p.date, p.due);
  const yesterday = addDays(today, -1);
  for (const [j, title] of topic.steps.entries()) {
    const last = j === topic.steps.length - 1;
    const due = last && rnd.chance(0.2) ? null : addDays(p.date, Math.round(((j + 1) * length) / topic.steps.length));
    // Ticked: a done plan's every step; a dropped plan's up to when it was dropped; an open plan's mostly, once due a week ago.
    const ticked =
      p.status === 'done' ||
      (p.status === 'dropped' && due !== null && due < p.finished!) ||
      (p.status === 'open' && due !== null && due < addDays(p.last, -7) && rnd.chance(0.75));
    const doneDay = ticked ? earlier(earlier(due ?? p.finished ?? yesterday, p.finished ?? yesterday), p.last) : null;
    await db
      .insertInto('plan_steps')
      .values({
        actionplan_id: row.id,
        title,
        due_date: due,
        done_at: doneDay ? at(earlier(doneDay, yesterday), '15:00') : null,
        done_by: doneDay ? (rnd.chance(0.3) ? client.id : p.coachId) : null,
        position: j + 1,
        created_at: written,
        updated_at: written,
      })
      .execute();
  }

  if (p.status === 'done' && topic.milestone) await milestone(db, rnd, client.id, p.coachId, p.finished!, topic.milestone);
  return { id: row.id, date: p.date, status: p.status, agenda: topic.agenda };
}

/** Records a milestone as a coach would (POST /milestones): a count drawn from the kind's range. */
export async function milestone(
  db: Db,
  rnd: DemoRandom,
  clientId: number,
  coachId: number,
  date: string,
  m: NonNullable<DemoTopic['milestone']>,
): Promise<void> {
  const stamp = at(date, '16:30');
  // A grant is a round sum; a count of spaces, children or staff is what it is.
  const value = m.value ? (m.kind === 'grant_received' ? Math.round(rnd.int(...m.value) / 250) * 250 : rnd.int(...m.value)) : null;
  await db
    .insertInto('milestones')
    .values({
      client_id: clientId,
      kind: m.kind,
      date,
      value,
      notes: m.notes,
      recorded_by: coachId,
      created_at: stamp,
      updated_at: stamp,
      deleted_at: null,
    })
    .execute();
}
