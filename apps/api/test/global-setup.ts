import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { ensureRegions } from '../src/db/regions-repository';
import { pgStatement as run } from './api-process';

/**
 * With PostgreSQL (TEST_DATABASE_URL), one database migrated once for the whole run: each test file's fresh database
 * is a copy of it (`create database … template`), where each migrated its own, waiting a second on the server for
 * every app (docs/decisions/047-api-test-time.md). The migrations themselves are tested from an empty database
 * (test/migrations.test.ts).
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `tc_template_${process.pid}`;
  await run(adminUrl, `drop database if exists ${name} with (force)`);
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: ':memory:', poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
    await ensureRegions(handle.db);
  } finally {
    await handle.close();
  }
  // The workers start after this, with this process's environment.
  process.env.TC_TEST_PG_TEMPLATE = name;
  return () => run(adminUrl, `drop database if exists ${name} with (force)`);
}
