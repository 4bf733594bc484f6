import type { UserStatus } from '@tc/contract/users';
import { nowIso } from '../lib/time';
import type { Db } from './connection';
import type { UsersTable } from './schema';
import type { UserRow } from './users-lookup';

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
      ...user,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type UserPatch = Partial<Omit<UsersTable, 'id' | 'created_at' | 'updated_at' | 'token_version'>> & {
  bumpTokenVersion?: boolean;
};

export async function updateUser(db: Db, id: number, patch: UserPatch): Promise<UserRow> {
  const { bumpTokenVersion, ...values } = patch;
  return db
    .updateTable('users')
    .set((eb) => ({
      ...values,
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
