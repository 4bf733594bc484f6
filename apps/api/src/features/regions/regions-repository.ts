import type { Region } from '@tc/contract/regions';
import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../lib/time';

/**
 * Regions with their counts of coaches and clients (not archived), in one query: the people counted by region name
 * (any case) in one pass, then matched to the regions. Matched person by person, each region compared its name with
 * every person's: 7 ms on SQLite and 48 ms on PostgreSQL at 10,000 clients, against 2.5 and 7 ms counted first.
 */
export async function listRegions(db: Db): Promise<Region[]> {
  const counts = db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .where('region', 'is not', null)
    .select((eb) => [
      sql<string>`lower(region)`.as('key'),
      eb.fn.sum<number>(eb.case().when('category_id', '=', ROLES.COACH).then(1).else(0).end()).as('coach_count'),
      eb.fn.sum<number>(eb.case().when('category_id', '=', ROLES.CLIENT).then(1).else(0).end()).as('client_count'),
    ])
    .groupBy(sql`lower(region)`)
    .as('c');
  const rows = await db
    .selectFrom('regions')
    .leftJoin(counts, (join) => join.on(sql<boolean>`c.key = lower(regions.name)`))
    .select(['regions.id', 'regions.name', 'c.coach_count', 'c.client_count'])
    .orderBy('regions.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, coach_count: Number(r.coach_count ?? 0), client_count: Number(r.client_count ?? 0) }));
}

export async function insertRegion(db: Db, name: string) {
  return db.insertInto('regions').values({ name, created_at: nowIso() }).returningAll().executeTakeFirstOrThrow();
}
