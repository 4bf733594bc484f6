import { ROLES } from '@tc/contract/roles';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../db/users-repository';
import { nowIso, todayInAlberta } from '../lib/time';
import type { Db } from '../db/connection';
import { addDays, albertaToUtc } from '../lib/alberta-calendar';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_COACHES, DEMO_PASSWORDS, DEMO_TOPICS } from './demo-data';
import { type DemoRandom, demoRandom } from './demo-random';
import { milestone, seedDemoCasework } from './demo-casework';
import { seedDemoFiles } from './demo-files';
import { seedDemoClientFiles } from './demo-client-files';
import { seedDemoHandoffs } from './demo-handoffs';
import { type DemoSessionClient, seedDemoSessions } from './demo-sessions';
import { seedDemoMessages } from './demo-messages';
import {
  DEMO_BLOG,
  DEMO_LANDING_CARDS,
  DEMO_LANDING_CONTENT,
  DEMO_NEWS,
  DEMO_REFERRAL_CONTENT,
  DEMO_SERVICES,
  DEMO_SERVICES_CONTENT,
  DEMO_TESTIMONIALS,
} from './demo-content';
import { nextPostId } from '../db/post-ids-repository';

/** A moment `days` before now, as stored: ISO 8601 in UTC. */
function momentAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}

function daysAgo(days: number): string {
  const d = new Date(`${todayInAlberta()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** Fills an empty database with the demo centre of the README. */
export async function seedDemoData(db: Db): Promise<void> {
  const [adminHash, coachHash, clientHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.coach),
    hashPassword(DEMO_PASSWORDS.client),
  ]);
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, { ...DEMO_ADMIN, password_hash: adminHash, category_id: ROLES.ADMIN });
    const coachIds = new Map<string, number>();
    for (const c of DEMO_COACHES) {
      const row = await insertUser(trx, { ...c, password_hash: coachHash, category_id: ROLES.COACH });
      coachIds.set(c.username, row.id);
    }
    const today = todayInAlberta();
    const rnd = demoRandom();
    const calendar: DemoSessionClient[] = [];
    for (const { coaches, joinedDaysAgo, story, closedDaysAgo, ...c } of DEMO_CLIENTS) {
      // "Client since" is the day they joined: their account, their coaches and their intake call are dated from it.
      const joined = addDays(today, -joinedDaysAgo);
      const since = albertaToUtc(`${joined}T09:30`);
      const closed = closedDaysAgo === undefined ? null : addDays(today, -closedDaysAgo);
      const client = await insertUser(trx, { ...c, password_hash: clientHash, category_id: ROLES.CLIENT, password_set_at: since });
      const coachIdsOfClient = coaches.map((username) => coachIds.get(username)!);
      for (const [i, coachId] of coachIdsOfClient.entries()) {
        // A second coach joined some months later.
        const assigned = i === 0 ? since : albertaToUtc(`${addDays(joined, Math.min(120, Math.floor(joinedDaysAgo / 2)))}T09:30`);
        await trx
          .insertInto('client_coach')
          .values({ client_id: client.id, coach_id: coachId, created_at: assigned, updated_at: assigned })
          .execute();
      }
      const plans = await seedDemoCasework(trx, rnd, today, { id: client.id, coachIds: coachIdsOfClient, story, joined, closed });
      // A closed file is archived as DELETE /users/{id} does it (docs/decisions/029-closing-a-file.md).
      const closedAt = closed ? albertaToUtc(`${closed}T14:00`) : null;
      await trx
        .updateTable('users')
        .set({ created_at: since, updated_at: closedAt ?? since, deleted_at: closedAt })
        .where('id', '=', client.id)
        .execute();
      calendar.push({ id: client.id, username: c.username, coachId: coachIdsOfClient[0], address: c.address, city: c.city, story, plans });
    }
    await seedDemoSessions(trx, [...coachIds.values()], calendar);
    await seedDemoMessages(trx, calendar);
    await seedDemoMilestoneKinds(trx, rnd);
    await keepTotalsApart(trx);
    await seedDemoHandoffs(trx, clientHash);
    await seedDemoContent(trx);
  });
  // Images (generated) and forms after the text, so that each item without an image gets one.
  await seedDemoFiles(db);
  // A few documents on clients' profiles (made in code, stored as uploads are).
  await seedDemoClientFiles(db);
}

/**
 * Every kind of milestone the contract defines, at least once: the dice decide which plans are finished, so
 * a kind no finished plan brought is recorded for the longest-standing active client, on a day of their history.
 */
async function seedDemoMilestoneKinds(trx: Db, rnd: DemoRandom): Promise<void> {
  const present = new Set((await trx.selectFrom('milestones').select('kind').execute()).map((m) => m.kind));
  const missing = DEMO_TOPICS.flatMap((t) => (t.milestone && !present.has(t.milestone.kind) ? [t.milestone] : []));
  if (missing.length === 0) return;
  const oldest = [...DEMO_CLIENTS].filter((c) => c.story === 'established').sort((a, b) => b.joinedDaysAgo - a.joinedDaysAgo)[0];
  const person = await trx
    .selectFrom('users as u')
    .innerJoin('client_coach as cc', 'cc.client_id', 'u.id')
    .select(['u.id', 'cc.coach_id'])
    .where('u.username', '=', oldest.username)
    .orderBy('cc.id')
    .executeTakeFirstOrThrow();
  for (const [i, m] of missing.entries()) {
    await milestone(trx, rnd, person.id, person.coach_id, addDays(todayInAlberta(), -rnd.int(30, oldest.joinedDaysAgo - 30) - i), m);
  }
}

/**
 * No two demo clients with time logged show the same total (a report of equal totals looks copied): where the dice
 * gave two the same, the later one gets a short follow-up email on the day of their last entry, until all differ.
 */
async function keepTotalsApart(trx: Db): Promise<void> {
  const rows = await trx
    .selectFrom('action_journals')
    .select(['client_id', (eb) => eb.fn.sum<number>('minutes').as('minutes'), (eb) => eb.fn.max('date').as('last')])
    .groupBy('client_id')
    .orderBy('client_id')
    .execute();
  const taken = new Set<number>();
  for (const row of rows) {
    let minutes = Number(row.minutes);
    const last = await trx
      .selectFrom('action_journals')
      .select(['actionplan_id', 'client_id', 'coach_id', 'date', 'created_at', 'updated_at'])
      .where('client_id', '=', row.client_id)
      .where('date', '=', row.last)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Hours are shown to a tenth: six minutes.
    while (taken.has(Math.round(minutes / 6))) {
      await trx
        .insertInto('action_journals')
        .values({
          ...last,
          minutes: 10,
          activity: 'email',
          notes: 'Emailed the notes of our last meeting.',
          private_note: null,
          session_id: null,
          deleted_at: null,
        })
        .execute();
      minutes += 10;
    }
    taken.add(Math.round(minutes / 6));
  }
}

/** The public site's text content (demo-content.ts says which section shows where); images come with the file store. */
export async function seedDemoContent(db: Db): Promise<void> {
  const now = nowIso();
  const times = { created_at: now, updated_at: now, deleted_at: null };
  const published = { status: 'published' as const };
  for (const [i, s] of DEMO_SERVICES.entries()) {
    await db
      .insertInto('services')
      .values({ ...s, image_url: null, sort_order: (i + 1) * 10, ...times })
      .execute();
  }
  for (const [i, t] of DEMO_TESTIMONIALS.entries()) {
    await db
      .insertInto('testimonials')
      .values({ ...t, image_url: null, sort_order: (i + 1) * 10, ...published, ...times })
      .execute();
  }
  for (const { daysAgo: ago, eventInDays, ...n } of DEMO_NEWS) {
    const id = await nextPostId(db, 'news_events');
    const eventDate = eventInDays === null ? null : daysAgo(-eventInDays);
    await db
      .insertInto('news_events')
      .values({ id, ...n, event_date: eventDate, image_url: null, ...published, publish_at: momentAgo(ago), ...times })
      .execute();
  }
  for (const { daysAgo: ago, ...b } of DEMO_BLOG) {
    const id = await nextPostId(db, 'blog_posts');
    await db
      .insertInto('blog_posts')
      .values({ id, ...b, image_url: null, ...published, publish_at: momentAgo(ago), ...times })
      .execute();
  }
  await db
    .insertInto('landing_content')
    .values(DEMO_LANDING_CONTENT.map((block) => ({ ...block, ...times })))
    .execute();
  await db
    .insertInto('services_content')
    .values(DEMO_SERVICES_CONTENT.map((block) => ({ ...block, ...times })))
    .execute();
  await db
    .insertInto('referral_content')
    .values(DEMO_REFERRAL_CONTENT.map((block) => ({ ...block, ...times })))
    .execute();
  await db
    .insertInto('landing_cards')
    .values(DEMO_LANDING_CARDS.map((card, i) => ({ ...card, image_url: null, sort_order: (i + 1) * 10, ...times })))
    .execute();
}
