import type { PersonRef } from '@tc/contract/common';
import type { UserStatus } from '@tc/contract/users';
import { ROLES } from '@tc/contract/roles';
import { type Compilable, type ExpressionBuilder, type RawBuilder, SqliteAdapter, sql } from 'kysely';
import { archivedPeople, clientsOfCoach } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { livePeopleOf, livePeopleOfRegion, peopleSearch, readPeopleSearch, searchesByIndex } from '../../db/users-repository';
import type { Database, UsersTable } from '../../db/schema';
import { type Paging, pageFromNearerEnd, type SortSpec } from '../../lib/listing';

export type UserSortField = 'lastname' | 'firstname' | 'username' | 'email' | 'business_name' | 'city' | 'region' | 'createdAt';

export interface UserFilters {
  q?: string;
  categories?: number[];
  status?: UserStatus;
  region?: string;
  archived?: boolean;
  /** Only the clients assigned to this coach. */
  coachId?: number;
  /** The listing narrows to a few people beside these filters (a coach's clients): see peopleSearch. */
  few?: boolean;
}

/** The WHERE of a user listing (users.* columns); the client listing adds its own filters to it. */
export function applyFilters(db: Db, eb: ExpressionBuilder<Database, 'users'>, f: UserFilters) {
  const conds = [f.archived ? eb('users.deleted_at', 'is not', null) : eb('users.deleted_at', 'is', null)];
  // One category as `=`: SQLite plans `category_id in (?)` as a search of the category index and sorts every
  // match for a page, where `=` lets it read the sort's own index in order (3.5 ms → 0.13 ms at 10,000 clients).
  // Written into the statement, as the status is below: PostgreSQL's kept plan is then made for the role, whose
  // share of the people its statistics know together with the current coaches' count (migration 0040).
  if (f.categories)
    conds.push(
      f.categories.length === 1 ? eb('users.category_id', '=', sql.lit(f.categories[0])) : eb('users.category_id', 'in', f.categories),
    );
  // The status written into the statement, not bound: one statement a status, so that PostgreSQL's kept plan of each
  // (docs/decisions/057) is made for it. Bound, the plan made once for any status read every live person in name order
  // for the few inactive ones (6.8 ms at 10,000 clients, where a plan for 'inactive' reads the table: 2.9 ms).
  if (f.status) conds.push(eb('users.status', '=', sql.lit(f.status)));
  if (f.region) conds.push(eb(eb.fn('lower', ['users.region']), '=', f.region.toLowerCase()));
  if (f.coachId !== undefined) conds.push(eb('users.id', 'in', clientsOfCoach(db, f.coachId)));
  if (f.q) conds.push(peopleSearch(eb, f.q, !amongAFew(f)));
  return eb.and(conds);
}

/** The filters narrow to a few people beside the search (the coaches, a coach's clients, the archived): see peopleSearch. */
const amongAFew = (f: UserFilters) =>
  Boolean(f.few || f.archived || f.coachId !== undefined || (f.categories && !f.categories.includes(ROLES.CLIENT)));

/**
 * A search of many live people by one line of words, on SQLite: read by the index of the searched text, which SQLite's
 * planner never picks (db/indexed-by.ts, docs/decisions/067-sqlite-search-index.md). Its total always, its page when
 * the matches are few (pageBySearchIndex). PostgreSQL plans each such search for its words (peopleSearch).
 */
export function sqliteSearch(db: Db, f: UserFilters): boolean {
  return searchesByIndex(f.q, !amongAFew(f)) && db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * Whether a page of a search (sqliteSearch) with `total` matches is read by the search's index, every match read and
 * sorted, rather than by walking the list's order until the page's matches are found. The walk reads about
 * (offset + limit) x population / total rows; the index costs about a tenth of a row for each live person, then a row
 * for each match and its sorting (measured at 10,000 clients: the walk 8.2 ms and the index 0.8 for a word nobody has,
 * 0.5 and 1.8 for "maple", 1,003 matches). Here the two meet at about 165 matches for a first page of 25.
 */
async function pageBySearchIndex(db: Db, f: UserFilters, total: number, offset: number, limit: number): Promise<boolean> {
  const population = await livePeopleOf(db, f.categories?.length === 1 ? f.categories[0] : undefined);
  return 8 * (offset + limit) * population > total * (population + 13 * total);
}

/** One page of a people list's query: by the search's index when pageBySearchIndex says so, else as it is. */
export async function readPage<O>(
  db: Db,
  f: UserFilters,
  query: { limit(n: number): { offset(n: number): Compilable<O> & { execute(): Promise<O[]> } } },
  page: { limit: number; offset: number; total: number | undefined },
): Promise<O[]> {
  const { limit, offset, total } = page;
  const paged = query.limit(limit).offset(offset);
  if (total !== undefined && sqliteSearch(db, f) && (await pageBySearchIndex(db, f, total, offset, limit))) {
    return readPeopleSearch(db, paged, f.q, true);
  }
  return paged.execute();
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

type Direction = 'asc' | 'desc';
/** One key of a list's order: an expression over users, and its direction. */
export type OrderKey = [RawBuilder<unknown>, Direction];

/**
 * The order of a user list: the field, then last name, first name and id (ascending either way), so pages never
 * overlap. Each such order, both ways, is an index of live people (migration 0028).
 */
export function userOrder(field: UserSortField, direction: Direction): OrderKey[] {
  const keys: OrderKey[] = [[sql.ref(`users.${SORT_COLUMNS[field]}`), direction]];
  if (field !== 'lastname') keys.push([sql.ref('users.lastname'), 'asc']);
  return [...keys, [sql.ref('users.firstname'), 'asc'], [sql.ref('users.id'), 'asc']];
}

/** The keys in order, or every key the other way: the same list read from its end. */
export function orderedBy<Q extends { orderBy(e: RawBuilder<unknown>, d: Direction): Q }>(q: Q, keys: OrderKey[], reversed: boolean): Q {
  for (const [expr, direction] of keys) q = q.orderBy(expr, reversed === (direction === 'asc') ? 'desc' : 'asc');
  return q;
}

/**
 * The people filters that narrow by nothing but a region, if any (live people, no search, status or coach): their
 * one role, `undefined` for everyone; else null.
 */
function plainRoleOf(f: UserFilters): number | undefined | null {
  const plain = !f.archived && !f.q && !f.status && f.coachId === undefined;
  if (!plain) return null;
  if (f.categories === undefined) return undefined;
  return f.categories.length === 1 ? f.categories[0] : null;
}

/**
 * How many people the filters match: the kept count of their role (or of all), in their region if they name one, when
 * they filter by nothing else (migrations 0031 and 0042); else counted.
 */
export async function countUsers(db: Db, filters: UserFilters): Promise<number> {
  const role = plainRoleOf(filters);
  if (role !== null) return filters.region ? livePeopleOfRegion(db, role, filters.region.toLowerCase()) : livePeopleOf(db, role);
  const query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => applyFilters(db, eb, filters));
  const [counted] = await readPeopleSearch(db, query, filters.q, !amongAFew(filters));
  return Number(counted.n);
}

/** One page of users (docs/architecture.md#api-conventions: never more), with how many match in all. */
export async function listUsers(db: Db, filters: UserFilters, sort: SortSpec<UserSortField>, page: Paging) {
  return pageFromNearerEnd(
    page,
    () => countUsers(db, filters),
    (reversed, limit, offset, total) => {
      const q = db
        .selectFrom('users')
        .selectAll()
        .where((eb) => applyFilters(db, eb, filters));
      return readPage(db, filters, orderedBy(q, userOrder(sort.field, sort.direction), reversed), { limit, offset, total });
    },
    sqliteSearch(db, filters),
  );
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

/**
 * How many current clients each of these coaches has, in one query: their assignments, less those of archived
 * people (few, through their index). Joined to every client instead, PostgreSQL's kept plan read the whole users
 * table to hash it for a page of 25 coaches' 700 assignments: 4 ms quiet, 13 under load at 10,000 clients, against
 * 0.3.
 */
export async function clientCountsOfCoaches(db: Db, coachIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(coachIds.map((id) => [id, 0]));
  if (!coachIds.length) return counts;
  const rows = await db
    .selectFrom('client_coach as cc')
    .select(['cc.coach_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('cc.coach_id', 'in', coachIds)
    .where('cc.client_id', 'not in', archivedPeople(db))
    .groupBy('cc.coach_id')
    .execute();
  for (const r of rows) counts.set(r.coach_id, Number(r.n));
  return counts;
}
