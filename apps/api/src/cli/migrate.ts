import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest, pendingMigrations } from '../db/migrate';
import { ensureRegions } from '../db/regions-repository';

// `npm run migrate -- --check`: lists the migrations that would run and changes nothing; exits 0 either way.
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const config = loadConfig();
const handle = openDatabase(config);
try {
  if (values.check) {
    const pending = await pendingMigrations(handle.db);
    console.log(pending.length ? `Would apply: ${pending.join(', ')}` : 'The database is up to date.');
  } else {
    const applied = await migrateToLatest(handle.db);
    await ensureRegions(handle.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  }
} finally {
  await handle.close();
}
