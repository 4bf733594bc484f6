import { type Expression, sql } from 'kysely';
import type { Db } from './connection';
import { boundInt, prepared } from './prepared';

// Who coaches whom, asked by the access checks, by several features' listings
// and by journal entries about their plan: one place, so no feature imports another.

/** The ids of the clients assigned to this coach, as a subquery for `where(column, 'in', …)`. */
export function clientsOfCoach(db: Db, coachId: number) {
  return db.selectFrom('client_coach').select('client_coach.client_id').where('client_coach.coach_id', '=', coachId);
}

/** Ids of archived plans: their entries leave every sum with them (few, against every entry). */
export const archivedPlans = (db: Db) => db.selectFrom('action_plans as ap').select('ap.id').where('ap.deleted_at', 'is not', null);

/**
 * The entry's plan (`column`) is not archived: time without a plan (docs/decisions/024) counts too, which
 * `not in` alone would drop (null `not in` a list of ids is not true).
 */
export const notOfArchivedPlan = (db: Db, column: 'j.actionplan_id' | 'lj.actionplan_id') =>
  sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} not in (${archivedPlans(db)}))`;

/** Ids of archived people: their records leave every list and sum with them (few, against every record). */
export const archivedPeople = (db: Db) => db.selectFrom('users as xu').select('xu.id').where('xu.deleted_at', 'is not', null);

/**
 * The first count less each of the others, in one statement (each a `count(*)` query): a list's total as what its
 * filters keep whoever the client, less the archived clients' share, each read through an index (decision 061).
 */
export async function countLess(db: Db, count: Expression<unknown>, ...less: Expression<unknown>[]): Promise<number> {
  const terms = [count, ...less].map((q) => sql`(${q})`);
  const { n } = await db.selectNoFrom([sql<number | string>`${sql.join(terms, sql` - `)}`.as('n')]).executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * A client's current coaches (archived ones left out), as a subquery for `exists(…)`: `client` is the
 * outer query's client id column; `except`, a coach not to count (one about to leave).
 */
export function currentCoachesOf(db: Db, client: Expression<number>, except?: number) {
  let q = db
    .selectFrom('client_coach as current')
    .innerJoin('users as current_coach', 'current_coach.id', 'current.coach_id')
    .select('current.id')
    .where('current.client_id', '=', client)
    .where('current_coach.deleted_at', 'is', null);
  if (except !== undefined) q = q.where('current.coach_id', '<>', except);
  return q;
}

// Asked on most coaching calls: compiled once (db/prepared.ts).
const assignment = prepared((db: Db, coachId: number, clientId: number) =>
  db.selectFrom('client_coach').select('id').where('coach_id', '=', coachId).where('client_id', '=', clientId),
);

export async function isCoachOfClient(db: Db, coachId: number, clientId: number): Promise<boolean> {
  return (await assignment(db, coachId, clientId)).length > 0;
}

/** What a journal entry needs of its plan. */
export interface PlanRef {
  id: number;
  client_id: number;
  coach_id: number | null;
}

// Asked by every diary call about a plan: compiled once.
const livePlan = prepared((db: Db, id: number) =>
  db
    .selectFrom('action_plans as p')
    .innerJoin('users as cl', 'cl.id', 'p.client_id')
    .select(['p.id', 'p.client_id', 'p.coach_id'])
    .where('p.id', '=', boundInt(id))
    .where('p.deleted_at', 'is', null)
    .where('cl.deleted_at', 'is', null),
);

/** A live plan of a current client: an archived plan, or an archived client's, answers undefined. */
export async function findLivePlan(db: Db, id: number): Promise<PlanRef | undefined> {
  const [plan] = await livePlan(db, id);
  return plan;
}

// A diary save's plan and whether the one saving coaches its client: one statement, asked on every save.
const livePlanCoachedBy = prepared(
  (db: Db, id: number, coachId: number) =>
    db
      .selectFrom('action_plans as p')
      .innerJoin('users as cl', 'cl.id', 'p.client_id')
      .select(['p.id', 'p.client_id', 'p.coach_id'])
      .select(({ exists, selectFrom }) =>
        exists(
          selectFrom('client_coach as cc')
            .select('cc.id')
            .whereRef('cc.client_id', '=', 'p.client_id')
            .where('cc.coach_id', '=', boundInt(coachId)),
        ).as('coaches_client'),
      )
      .where('p.id', '=', boundInt(id))
      .where('p.deleted_at', 'is', null)
      .where('cl.deleted_at', 'is', null),
  (id, coachId) => [coachId, id],
);

/** A live plan of a current client (as findLivePlan), and whether `userId` is a coach assigned to its client. */
export async function findLivePlanCoachedBy(db: Db, id: number, userId: number): Promise<{ plan: PlanRef; coaches: boolean } | undefined> {
  const [row] = await livePlanCoachedBy(db, id, userId);
  if (!row) return undefined;
  // SQLite answers 1 or 0, PostgreSQL a boolean.
  const { coaches_client, ...plan } = row;
  return { plan, coaches: Boolean(coaches_client) };
}
