import { ROLES } from '@tc/contract/roles';
import type { FastifyBaseLogger } from 'fastify';
import { assertPasswordAcceptable } from './auth/password-policy';
import { hashPassword } from './auth/passwords';
import type { Config } from './config';
import type { Db } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { ensureRegions } from './db/regions-repository';
import { insertUser, isEmpty } from './db/users-repository';
import { seedDemoData } from './demo/seed';

/** Migrates, then gives an empty database its first administrator and demo data as configured. */
export async function prepareDatabase(db: Db, config: Pick<Config, 'admin' | 'demoData'>, log?: FastifyBaseLogger): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) log?.info({ migrations: applied }, 'database migrated');
  await ensureRegions(db);
  if (!(await isEmpty(db))) return;
  if (config.admin) {
    await createAdmin(db, config.admin.username, config.admin.password);
    log?.info({ username: config.admin.username }, 'administrator created from ADMIN_USERNAME');
  }
  if (config.demoData) {
    await seedDemoData(db);
    log?.info('demo data loaded (set DEMO_DATA=false to start empty)');
  }
}

/** The first administrator (ADMIN_USERNAME at start-up, or `npm run create-admin`): its password passes the same policy as any other. */
export async function createAdmin(db: Db, username: string, password: string) {
  const names = {
    username: username.toLowerCase(),
    email: `${username.toLowerCase()}@localhost`,
    firstname: 'Centre',
    lastname: 'Administrator',
  };
  assertPasswordAcceptable(password, names);
  return insertUser(db, { ...names, password_hash: await hashPassword(password), category_id: ROLES.ADMIN });
}
