import { ALBERTA_REGIONS } from '@tc/contract/regions';
import { sql } from 'kysely';
import { fieldError } from '../lib/errors';
import { nowIso } from '../lib/time';
import type { Db } from './connection';

// Region names are checked wherever a user's region is written (registration,
// the users feature) as well as by the regions feature itself.

export async function findRegionByName(db: Db, name: string) {
  return db
    .selectFrom('regions')
    .selectAll()
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** `user.region` must name a known region; answers its name as the regions table spells it. */
export async function canonicalRegion(db: Db, name: string): Promise<string> {
  const region = await findRegionByName(db, name);
  if (!region) throw fieldError('region', `Unknown region "${name}". Choose one of the listed regions.`);
  return region.name;
}

/** Alberta's regions are reference data: every database has them. */
export async function ensureRegions(db: Db): Promise<void> {
  const existing = await db.selectFrom('regions').select('id').limit(1).execute();
  if (existing.length) return;
  const at = nowIso();
  await db
    .insertInto('regions')
    .values(ALBERTA_REGIONS.map((name) => ({ name, created_at: at })))
    .execute();
}
