import type { PersonRef } from '@tc/contract/common';
import type { UserStatus } from '@tc/contract/users';
import { ROLES } from '@tc/contract/roles';
import { type ExpressionBuilder, sql } from 'kysely';
import { clientsOfCoach } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import type { Database, UsersTable } from '../../db/schema';
import { likePattern, type Paging, type SortSpec, totalOf } from '../../lib/listing';

export type UserSortField = 'lastname' | 'firstname' | 'username' | 'email' | 'business_name' | 'city' | 'region' | 'createdAt';

export interface UserFilters {
  q?: string;
  categories?: number[];
  status?: UserStatus;
  region?: string;
  archived?: boolean;
  /** Only the clients assigned to this coach. */
  coachId?: number;
}

/** The WHERE of a user listing (users.* columns); the client listing adds its own filters to it. */
export function applyFilters(db: Db, eb: ExpressionBuilder<Database, 'users'>, f: UserFilters) {
  const conds = [f.archived ? eb('users.deleted_at', 'is not', null) : eb('users.deleted_at', 'is', null)];
  if (f.categories) conds.push(eb('users.category_id', 'in', f.categories));
  if (f.status) conds.push(eb('users.status', '=', f.status));
  if (f.region) conds.push(eb(eb.fn('lower', ['users.region']), '=', f.region.toLowerCase()));
  if (f.coachId !== undefined) conds.push(eb('users.id', 'in', clientsOfCoach(db, f.coachId)));
  if (f.q) {
    const pattern = likePattern(f.q);
    const like = (expr: ReturnType<typeof sql>) => sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`;
    const columns = ['firstname', 'lastname', 'username', 'email', 'business_name', 'city'].map((c) => like(sql.ref(`users.${c}`)));
    // "Firstname Lastname" typed whole matches too.
    conds.push(eb.or([...columns, like(sql`users.firstname || ' ' || users.lastname`)]));
  }
  return eb.and(conds);
}

export const SORT_COLUMNS: Record<UserSortField, keyof UsersTable> = {
  lastname: 'lastname',
  firstname: 'firstname',
  username: 'username',
  email: 'email',
  business_name: 'business_name',
  city: 'city',
  region: 'region',
  createdAt: 'created_at',
};

/** One page of users (docs/architecture.md#api-conventions: never more), with how many match in all. */
export async function listUsers(db: Db, filters: UserFilters, sort: SortSpec<UserSortField>, page: Paging) {
  let q = db
    .selectFrom('users')
    .selectAll()
    .where((eb) => applyFilters(db, eb, filters))
    .orderBy(SORT_COLUMNS[sort.field], sort.direction);
  if (sort.field !== 'lastname') q = q.orderBy('lastname', 'asc');
  const rows = await q.orderBy('firstname', 'asc').orderBy('id', 'asc').limit(page.limit).offset(page.offset).execute();
  const total = await totalOf(rows.length, page, async () => {
    const counted = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => applyFilters(db, eb, filters))
      .executeTakeFirstOrThrow();
    return counted.n;
  });
  return { rows, total };
}

/** Administrators who can still sign in, other than `exceptId`. */
export async function countOtherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', ROLES.ADMIN)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The current coaches of each of these clients, in one query. */
export async function coachesOfClients(db: Db, clientIds: number[]): Promise<Map<number, PersonRef[]>> {
  const byClient = new Map<number, PersonRef[]>(clientIds.map((id) => [id, []]));
  if (!clientIds.length) return byClient;
  const rows = await db
    .selectFrom('client_coach as cc')
    .innerJoin('users as co', 'co.id', 'cc.coach_id')
    .select(['cc.client_id', 'co.id', 'co.firstname', 'co.lastname'])
    .where('cc.client_id', 'in', clientIds)
    .where('co.deleted_at', 'is', null)
    .orderBy('co.lastname')
    .orderBy('co.firstname')
    .execute();
  for (const r of rows) byClient.get(r.client_id)?.push({ id: r.id, firstname: r.firstname, lastname: r.lastname });
  return byClient;
}

/** How many current clients each of these coaches has, in one query. */
export async function clientCountsOfCoaches(db: Db, coachIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(coachIds.map((id) => [id, 0]));
  if (!coachIds.length) return counts;
  const rows = await db
    .selectFrom('client_coach as cc')
    .innerJoin('users as cl', 'cl.id', 'cc.client_id')
    .select(['cc.coach_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('cc.coach_id', 'in', coachIds)
    .where('cl.deleted_at', 'is', null)
    .groupBy('cc.coach_id')
    .execute();
  for (const r of rows) counts.set(r.coach_id, Number(r.n));
  return counts;
}
