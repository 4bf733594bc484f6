import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { ensureRegions } from '../db/regions-repository';

const config = loadConfig();
const handle = openDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  await ensureRegions(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await handle.close();
}
