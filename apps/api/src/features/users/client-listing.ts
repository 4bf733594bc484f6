import { ROLES } from '@tc/contract/roles';
import type { ClientListItem, UserStatus } from '@tc/contract/users';
import type { ExpressionBuilder } from 'kysely';
import { clientsOfCoach, currentCoachesOf } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { toUser } from '../../db/users-repository';
import { type Paging, type SortSpec, totalOf } from '../../lib/listing';
import { applyFilters, coachesOfClients, SORT_COLUMNS, type UserSortField } from './users-repository';

export type ClientSortField = UserSortField | 'last_activity';

export interface ClientFilters {
  q?: string;
  status?: UserStatus;
  region?: string;
  /** Only the clients that every one of these coaches coaches (`mine`, `coach`). */
  coachedBy?: number[];
  /** Only the clients without a current coach. */
  noCoach?: boolean;
  /** Only these clients (a bulk export of the ones picked). */
  ids?: number[];
}

type Eb = ExpressionBuilder<Database, 'users'>;

/** The WHERE of the client listing; a bulk action's "every client that matches" is resolved with it too. */
export function clientWhere(db: Db, eb: Eb, f: ClientFilters) {
  const conds = [applyFilters(db, eb, { q: f.q, status: f.status, region: f.region, categories: [ROLES.CLIENT] })];
  for (const coachId of f.coachedBy ?? []) conds.push(eb('users.id', 'in', clientsOfCoach(db, coachId)));
  // A current coach is one not archived, as the rows' `coaches` show them.
  if (f.noCoach) conds.push(eb.not(eb.exists(currentCoachesOf(db, eb.ref('users.id')))));
  if (f.ids) conds.push(f.ids.length ? eb('users.id', 'in', f.ids) : eb.lit(false));
  return eb.and(conds);
}

/**
 * The date of the client's latest live diary entry: the entries of an archived
 * plan are gone from the diary, so they count no more here. The newest key of
 * the client's range of action_journals_client_live (client_id, deleted_at, date),
 * its plan looked up by id. Ordering by deleted_at too (all null here) is what lets
 * PostgreSQL read that range backwards and stop at the first row, as SQLite does,
 * rather than sort each client's entries (ten times slower over a million).
 */
const lastActivity = (eb: Eb) =>
  eb
    .selectFrom('action_journals as j')
    .leftJoin('action_plans as p', 'p.id', 'j.actionplan_id')
    .select('j.date')
    .whereRef('j.client_id', '=', 'users.id')
    .where('j.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .orderBy('j.deleted_at', (ob) => ob.desc().nullsFirst())
    .orderBy('j.date', 'desc')
    .limit(1)
    .as('last_activity');

/** More ids than this in one `in (…)` are asked in several queries (a CSV batch is within it). */
const ID_CHUNK = 1000;

/**
 * Live clients matching the filters with their last activity, in the list's order: ties fall back to
 * the name, then the id, so pages never overlap. One page of it is the listing; all of it, the CSV.
 */
export function clientRows(db: Db, filters: ClientFilters, sort: SortSpec<ClientSortField>) {
  let q = db
    .selectFrom('users')
    .selectAll('users')
    .select(lastActivity)
    .where((eb) => clientWhere(db, eb, filters));
  // Clients without any entry come last in either direction: they are not "oldest activity".
  q =
    sort.field === 'last_activity'
      ? q.orderBy('last_activity', (ob) => (sort.direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
      : q.orderBy(SORT_COLUMNS[sort.field], sort.direction);
  if (sort.field !== 'lastname') q = q.orderBy('users.lastname', 'asc');
  return q.orderBy('users.firstname', 'asc').orderBy('users.id', 'asc');
}

export type ClientRow = Awaited<ReturnType<ReturnType<typeof clientRows>['executeTakeFirstOrThrow']>>;

/** Rows of clientRows as the list answers them, each with its current coaches. */
export async function withCoaches(db: Db, found: ClientRow[]): Promise<ClientListItem[]> {
  const coaches = new Map<number, ClientListItem['coaches']>();
  for (let i = 0; i < found.length; i += ID_CHUNK) {
    const ids = found.slice(i, i + ID_CHUNK).map((r) => r.id);
    for (const [id, list] of await coachesOfClients(db, ids)) coaches.set(id, list);
  }
  return found.map((r) => ({ ...toUser(r), coaches: coaches.get(r.id) ?? [], last_activity: r.last_activity ?? null }));
}

/** Live clients matching the filters, one page with their current coaches and last activity, and how many match in all. */
export async function listClients(
  db: Db,
  filters: ClientFilters,
  sort: SortSpec<ClientSortField>,
  page: Paging,
): Promise<{ rows: ClientListItem[]; total: number }> {
  const found = await clientRows(db, filters, sort).limit(page.limit).offset(page.offset).execute();
  const total = await totalOf(found.length, page, () => countClients(db, filters));
  return { rows: await withCoaches(db, found), total };
}

/** How many live clients the filters match. */
export async function countClients(db: Db, filters: ClientFilters): Promise<number> {
  const counted = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => clientWhere(db, eb, filters))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}
