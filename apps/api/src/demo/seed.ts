import { ROLES } from '@tc/contract/roles';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../db/users-repository';
import { nowIso, todayInAlberta } from '../lib/time';
import type { Db } from '../db/connection';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_COACHES, DEMO_PASSWORDS, DEMO_PLANS } from './demo-data';
import { seedDemoFiles } from './demo-files';
import { seedDemoClientFiles } from './demo-client-files';
import { seedDemoHandoffs } from './demo-handoffs';
import { seedDemoPlanSteps } from './demo-plan-steps';
import { type DemoSessionClient, seedDemoSessions } from './demo-sessions';
import { seedDemoMessages } from './demo-messages';
import { seedDemoNotes } from './demo-notes';
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
    const now = nowIso();
    let n = 0;
    const calendar: DemoSessionClient[] = [];
    for (const { coaches, ...c } of DEMO_CLIENTS) {
      const client = await insertUser(trx, { ...c, password_hash: clientHash, category_id: ROLES.CLIENT });
      for (const username of coaches) {
        await trx
          .insertInto('client_coach')
          .values({ client_id: client.id, coach_id: coachIds.get(username)!, created_at: now, updated_at: now })
          .execute();
      }
      const coachId = coachIds.get(coaches[0])!;
      const plans: DemoSessionClient['plans'] = [];
      for (const [i, plan] of DEMO_PLANS.entries()) {
        n += 1;
        const planDate = daysAgo(120 - i * 40 - (n % 7));
        const row = await trx
          .insertInto('action_plans')
          .values({
            client_id: client.id,
            coach_id: coachId,
            date: planDate,
            summary: plan.summary,
            description: plan.description,
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        plans.push({ id: row.id, date: planDate });
        for (const [j, entry] of plan.journal.entries()) {
          await trx
            .insertInto('action_journals')
            .values({
              actionplan_id: row.id,
              client_id: client.id,
              coach_id: coachId,
              date: daysAgo(115 - i * 40 - j * 6 - (n % 7)),
              ...entry,
              created_at: now,
              updated_at: now,
              deleted_at: null,
            })
            .execute();
        }
      }
      calendar.push({ id: client.id, coachId, address: c.address, city: c.city, plans });
    }
    await seedDemoSessions(trx, [...coachIds.values()], calendar);
    await seedDemoMessages(trx, calendar);
    await seedDemoHandoffs(trx, clientHash);
    await seedDemoNotes(trx, todayInAlberta());
    await seedDemoPlanSteps(trx, calendar);
    await seedDemoContent(trx);
  });
  // Images (generated) and forms after the text, so that each item without an image gets one.
  await seedDemoFiles(db);
  // A few documents on clients' profiles (made in code, stored as uploads are).
  await seedDemoClientFiles(db);
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
