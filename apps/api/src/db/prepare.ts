import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from './connection';
import { migrateToLatest } from './migrate';
import { createAdmin, ensureRegions, isEmpty, seedDemoData } from './seed';

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
