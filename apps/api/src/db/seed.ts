import { ALBERTA_REGIONS } from '@tc/contract/regions';
import { ROLES } from '@tc/contract/roles';
import { hashPassword } from '../auth/passwords';
import { insertUser } from './users-store';
import { nowIso, todayInAlberta } from '../lib/time';
import type { Db } from './connection';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_COACHES, DEMO_PASSWORDS, DEMO_PLANS } from './demo-data';

/** Alberta's regions are reference data: every database has them. */
export async function ensureRegions(db: Db): Promise<void> {
  const existing = await db.selectFrom('regions').select('id').limit(1).execute();
  if (existing.length) return;
  const at = nowIso();
  await db
    .insertInto('regions')
    .values(ALBERTA_REGIONS.map((name) => ({ name, created_at: at })))
    .execute();
}

export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).execute()).length === 0;
}

function daysAgo(days: number): string {
  const d = new Date(`${todayInAlberta()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export async function createAdmin(db: Db, username: string, password: string) {
  return insertUser(db, {
    username: username.toLowerCase(),
    password_hash: await hashPassword(password),
    email: `${username.toLowerCase()}@localhost`,
    firstname: 'Centre',
    lastname: 'Administrator',
    category_id: ROLES.ADMIN,
  });
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
    for (const { coaches, ...c } of DEMO_CLIENTS) {
      const client = await insertUser(trx, { ...c, password_hash: clientHash, category_id: ROLES.CLIENT });
      for (const username of coaches) {
        await trx
          .insertInto('client_coach')
          .values({ client_id: client.id, coach_id: coachIds.get(username)!, created_at: now, updated_at: now })
          .execute();
      }
      const coachId = coachIds.get(coaches[0])!;
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
    }
  });
}
