import { ROLES } from '@tc/contract/roles';
import type { ClientListItem, UserStatus } from '@tc/contract/users';
import { type ExpressionBuilder, sql } from 'kysely';
import { clientsOfCoach } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { toUser } from '../../db/users-repository';
import { type Paging, pageFromNearerEnd, type SortSpec } from '../../lib/listing';
import {
  applyFilters,
  coachesOfClients,
  countUsers,
  type OrderKey,
  orderedBy,
  readPage,
  sqliteSearch,
  type UserFilters,
  userOrder,
  type UserSortField,
} from './users-repository';

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
  const conds = [applyFilters(db, eb, asUserFilters(f))];
  for (const coachId of f.coachedBy ?? []) conds.push(eb('users.id', 'in', clientsOfCoach(db, coachId)));
  // A current coach is one not archived, as the rows' `coaches` show them: counted on the record (migration 0028).
  // The 0 written into the statement, as the role and the status are (applyFilters), so that PostgreSQL plans for
  // the clients without a coach, whose share its statistics of the two columns know (migration 0040). Bound, and
  // without those statistics, its plan walked every client in name order for the few without one (24 ms at 10,000
  // clients, where it takes 0.1 ms through their index).
  if (f.noCoach) conds.push(eb('users.current_coaches', '=', sql.lit(0)));
  if (f.ids) conds.push(f.ids.length ? eb('users.id', 'in', f.ids) : eb.lit(false));
  return eb.and(conds);
}

/** The filters a people list has too, as it takes them: `few` when the client list's own narrow it to a few clients. */
function asUserFilters(f: ClientFilters): UserFilters {
  const few = Boolean(f.coachedBy?.length || f.noCoach || f.ids);
  return { q: f.q, status: f.status, region: f.region, categories: [ROLES.CLIENT], few };
}

/** More ids than this in one `in (…)` are asked in several queries (a CSV batch is within it). */
const ID_CHUNK = 1000;

/**
 * The listing's order. Ties fall back to the name, then the id, so pages never overlap. Clients without any
 * entry come last in either direction: they are not "oldest activity". The date is kept on the client's record
 * by triggers (migration 0028), and this order is one of its two indexes'.
 */
function clientOrder(sort: SortSpec<ClientSortField>): OrderKey[] {
  return sort.field === 'last_activity'
    ? [
        [sql`users.last_activity is null`, 'asc'],
        [sql.ref('users.last_activity'), sort.direction],
        [sql.ref('users.lastname'), 'asc'],
        [sql.ref('users.firstname'), 'asc'],
        [sql.ref('users.id'), 'asc'],
      ]
    : userOrder(sort.field, sort.direction);
}

/** Live clients matching the filters, in the listing's order (`reversed`: read from its end). All of it is the CSV. */
export function clientRows(db: Db, filters: ClientFilters, sort: SortSpec<ClientSortField>, reversed = false) {
  const q = db
    .selectFrom('users')
    .selectAll('users')
    .where((eb) => clientWhere(db, eb, filters));
  return orderedBy(q, clientOrder(sort), reversed);
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

/**
 * How many live clients the filters match. Filters a people list has too are counted as it counts them (countUsers:
 * the kept count of live clients when there are none, migration 0031); the client list's own are counted here.
 */
export async function countClients(db: Db, filters: ClientFilters): Promise<number> {
  const { coachedBy, noCoach, ids } = filters;
  if (!coachedBy?.length && !noCoach && !ids) return countUsers(db, asUserFilters(filters));
  const counted = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => clientWhere(db, eb, filters))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** Live clients matching the filters, one page with their current coaches and last activity, and how many match in all. */
export async function listClients(
  db: Db,
  filters: ClientFilters,
  sort: SortSpec<ClientSortField>,
  page: Paging,
): Promise<{ rows: ClientListItem[]; total: number }> {
  const asUsers = asUserFilters(filters);
  const { rows: found, total } = await pageFromNearerEnd(
    page,
    () => countClients(db, filters),
    (reversed, limit, offset, total) => readPage(db, asUsers, clientRows(db, filters, sort, reversed), { limit, offset, total }),
    sqliteSearch(db, asUsers),
  );
  return { rows: await withCoaches(db, found), total };
}
