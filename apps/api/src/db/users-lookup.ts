import type { User } from '@tc/contract/users';
import type { Selectable } from 'kysely';
import type { Db } from './connection';
import { prepared } from './prepared';
import type { UsersTable } from './schema';

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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// Every authenticated call reloads its user: compiled once (db/prepared.ts).
const liveUserById = prepared((db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null),
);
const anyUserById = prepared((db: Db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));

export async function findUserById(db: Db, id: number, opts: { includeArchived?: boolean } = {}): Promise<UserRow | undefined> {
  const [row] = await (opts.includeArchived ? anyUserById : liveUserById)(db, id);
  return row;
}

export async function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function usernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('username', '=', username);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
