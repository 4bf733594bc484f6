import type { User, UserStatus } from '@tc/contract/users';
import { type Compilable, type ExpressionBuilder, type RawBuilder, type Selectable, sql } from 'kysely';
import { likePattern } from '../lib/listing';
import { nowIso } from '../lib/time';
import type { Db } from './connection';
import { readIndexedBy } from './indexed-by';
import { plannedEachRun } from './pg-statements';
import { prepared } from './prepared';
import type { Database, UsersTable } from './schema';

// Shared by sign-in, every request's authentication and the features that
// check a named person: kept outside any feature so none imports another.

export type UserRow = Selectable<UsersTable>;

/** The public shape of a user: never the password hash or the token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    category_id: row.category_id,
    phone: row.phone,
    region: row.region,
    business_name: row.business_name,
    address: row.address,
    city: row.city,
    postal_code: row.postal_code,
    status: row.status,
    archivedAt: row.deleted_at,
    hasPassword: row.password_set_at !== null,
    erasedAt: row.erased_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// Every authenticated call reloads its user: compiled once (db/prepared.ts).
const liveUserById = prepared((db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null),
);
const anyUserById = prepared((db: Db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));
// A client's plan list reloads its user and asks whether they coach the client: one statement (docs/decisions/003).
const liveUserCoaching = prepared(
  (db: Db, id: number, clientId: number) =>
    db
      .selectFrom('users as u')
      .selectAll('u')
      .select(({ exists, selectFrom }) =>
        exists(
          selectFrom('client_coach as cc').select('cc.id').whereRef('cc.coach_id', '=', 'u.id').where('cc.client_id', '=', clientId),
        ).as('coaches_client'),
      )
      .where('u.id', '=', id)
      .where('u.deleted_at', 'is', null),
  (id, clientId) => [clientId, id],
);

export async function findUserById(db: Db, id: number, opts: { includeArchived?: boolean } = {}): Promise<UserRow | undefined> {
  const [row] = await (opts.includeArchived ? anyUserById : liveUserById)(db, id);
  return row;
}

/** A live user by id, and whether they are a coach assigned to `clientId` (whatever their role). */
export async function findUserCoaching(db: Db, id: number, clientId: number): Promise<{ user: UserRow; coaches: boolean } | undefined> {
  const [row] = await liveUserCoaching(db, id, clientId);
  if (!row) return undefined;
  // SQLite answers 1 or 0, PostgreSQL a boolean; the flag is no column of the user.
  const { coaches_client, ...user } = row;
  return { user, coaches: Boolean(coaches_client) };
}

export async function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function usernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('username', '=', username);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

// Writes of a user record, shared by registration, the users feature, the seed
// and the test fixtures, so a user is created and changed one way only.

export interface NewUser {
  username: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  category_id: number;
  status?: UserStatus;
  phone?: string | null;
  region?: string | null;
  business_name?: string | null;
  address?: string | null;
  city?: string | null;
  postal_code?: string | null;
  /** Now, for a password the person chose; null for an account made without one, waiting for its invitation. */
  password_set_at?: string | null;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      phone: null,
      region: null,
      business_name: null,
      address: null,
      city: null,
      postal_code: null,
      status: 'active',
      password_set_at: now,
      ...user,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type UserPatch = Partial<
  Omit<
    UsersTable,
    | 'id'
    | 'created_at'
    | 'updated_at'
    | 'token_version'
    | 'session_reminders'
    | 'notify_messages'
    | 'notify_handoffs'
    | 'import_batch_id'
    | 'last_activity'
    | 'current_coaches'
    | 'search_text'
  >
> & {
  bumpTokenVersion?: boolean;
};

export async function updateUser(db: Db, id: number, patch: UserPatch): Promise<UserRow> {
  const { bumpTokenVersion, ...values } = patch;
  // Every path that sets a password (a change, an invitation or reset link) says so: "Send invitation again" then stops.
  const passwordSet = values.password_hash !== undefined && values.password_set_at === undefined ? { password_set_at: nowIso() } : {};
  return db
    .updateTable('users')
    .set((eb) => ({
      ...values,
      ...passwordSet,
      updated_at: nowIso(),
      ...(bumpTokenVersion ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether the database has no user yet (a fresh install: the first administrator and demo data go in). */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).execute()).length === 0;
}

/**
 * How many live people a role has (or everyone, `category` undefined), as the database keeps it (migration 0031):
 * the total of a people list that filters by nothing else, a row or a few where a count read every person.
 */
export async function livePeopleOf(db: Db, category: number | undefined): Promise<number> {
  let kept = db.selectFrom('user_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
  if (category !== undefined) kept = kept.where('category_id', '=', category);
  return Number((await kept.executeTakeFirstOrThrow()).n);
}

/**
 * How many live people of a role (or everyone, `category` undefined) have the region whose lowercased name is
 * `regionKey`, as the database keeps it (migration 0042): the total of a people list filtered by region alone.
 */
export async function livePeopleOfRegion(db: Db, category: number | undefined, regionKey: string): Promise<number> {
  let kept = db
    .selectFrom('user_region_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('region_key', '=', regionKey);
  if (category !== undefined) kept = kept.where('category_id', '=', category);
  return Number((await kept.executeTakeFirstOrThrow()).n);
}

/**
 * Whether a search (peopleSearch's `q` and `amongMany`) reads the index of the live people's searched text on SQLite:
 * one line of words among many (readPeopleSearch).
 */
export const searchesByIndex = (q: string | undefined, amongMany: boolean): boolean => Boolean(q && amongMany && !q.includes('\n'));

/**
 * `query`, a select from users holding peopleSearch(q, amongMany), run on SQLite by the index of the live people's
 * searched text (migration 0028's users_live_search) when searchesByIndex: scanned whole, it finds the matches without
 * a row read, and SQLite's planner never picks it for a LIKE (readIndexedBy, decision 067). Else, and on PostgreSQL,
 * as built.
 */
export async function readPeopleSearch<O>(db: Db, query: Compilable<O>, q: string | undefined, amongMany: boolean): Promise<O[]> {
  if (searchesByIndex(q, amongMany)) return readIndexedBy(db, query, 'users', 'users_live_search');
  return (await db.executeQuery(query.compile())).rows;
}

/**
 * People whose names, username, email, business name or city hold `q` ("Firstname Lastname" typed whole too), as
 * every list of people searches: the people lists, the client list, the conversations. `amongMany`: the search
 * looks among the clients or everyone, not a few people (the coaches, a coach's clients).
 */
export function peopleSearch(eb: ExpressionBuilder<Database, 'users'>, q: string, amongMany: boolean) {
  const pattern = likePattern(q);
  if (!q.includes('\n')) {
    // The same fields, lower-cased one to a line by the database (migration 0028): one LIKE over one narrow index.
    // On PostgreSQL, among many, over its trigram index (0041) in a statement planned for each run's words: "maple" by
    // the index (the clients' total 8.3 -> 1.2 ms at 10,000 clients), "ma" row by row; a kept plan, made for any
    // words, took the index for both. Among a few, the text is read through coalesce (never null: a no-op), which the
    // index does not hold, so the kept plan reads the few people first (0.2 ms) rather than every match of the words
    // (1 ms for a coach's clients).
    const like = (text: RawBuilder<string>) => sql<boolean>`${text} like ${pattern} escape '\\'`;
    return eb.and([amongMany ? plannedEachRun(like(sql`users.search_text`)) : like(sql`coalesce(users.search_text, '')`)]);
  }
  // A line break could match across two fields of search_text: this search looks in each on its own.
  const like = (expr: ReturnType<typeof sql>) => sql<boolean>`lower(${expr}) like ${pattern} escape '\\'`;
  const columns = ['firstname', 'lastname', 'username', 'email', 'business_name', 'city'].map((c) => like(sql.ref(`users.${c}`)));
  return eb.or([...columns, like(sql`users.firstname || ' ' || users.lastname`)]);
}
