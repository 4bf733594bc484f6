import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/passwords';
import { type NewUser, type UserRow, insertUser } from '../src/db/users-repository';
import { nowIso } from '../src/lib/time';

export const PASSWORD = 'correct-horse-battery';
let hash: Promise<string> | undefined;

export interface Person {
  row: UserRow;
  id: number;
  username: string;
  token: string;
}

let counter = 0;

/** A user straight in the database, with a token as login would issue it. */
export async function makeUser(app: FastifyInstance, category: number, extra: Partial<NewUser> = {}): Promise<Person> {
  hash ??= hashPassword(PASSWORD);
  counter += 1;
  const username = extra.username ?? `user${counter}-${category}`;
  const row = await insertUser(app.db, {
    username,
    email: `${username}@example.ca`,
    firstname: `First${counter}`,
    lastname: `Last${counter}`,
    category_id: category,
    password_hash: await hash,
    ...extra,
  });
  const { token } = await app.tokens.issue(row.id, row.token_version);
  return { row, id: row.id, username, token };
}

export async function assign(app: FastifyInstance, clientId: number, coachId: number) {
  const now = nowIso();
  return app.db
    .insertInto('client_coach')
    .values({ client_id: clientId, coach_id: coachId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The cast of the access tests: an administrator, two coaches and two clients,
 * `client` assigned to `coach` and `otherClient` to `otherCoach`.
 */
export async function makeCast(app: FastifyInstance) {
  const admin = await makeUser(app, ROLES.ADMIN);
  const coach = await makeUser(app, ROLES.COACH, { region: 'Calgary' });
  const otherCoach = await makeUser(app, ROLES.COACH, { region: 'Edmonton' });
  const client = await makeUser(app, ROLES.CLIENT, { region: 'Calgary', business_name: 'Little Maples Day Home', city: 'Calgary' });
  const otherClient = await makeUser(app, ROLES.CLIENT, { region: 'Edmonton', business_name: 'Riverbend Learners', city: 'Edmonton' });
  await assign(app, client.id, coach.id);
  await assign(app, otherClient.id, otherCoach.id);
  return { admin, coach, otherCoach, client, otherClient };
}

export type Cast = Awaited<ReturnType<typeof makeCast>>;
