import type { Region } from '@tc/contract/regions';
import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../lib/time';

/** Regions with their counts of active coaches and clients, in one query. */
export async function listRegions(db: Db): Promise<Region[]> {
  const rows = await db
    .selectFrom('regions')
    .leftJoin('users', (join) => join.on(sql<boolean>`lower(users.region) = lower(regions.name) and users.deleted_at is null`))
    .select((eb) => [
      'regions.id',
      'regions.name',
      eb.fn.sum<number>(eb.case().when('users.category_id', '=', ROLES.COACH).then(1).else(0).end()).as('coach_count'),
      eb.fn.sum<number>(eb.case().when('users.category_id', '=', ROLES.CLIENT).then(1).else(0).end()).as('client_count'),
    ])
    .groupBy(['regions.id', 'regions.name'])
    .orderBy('regions.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, coach_count: Number(r.coach_count ?? 0), client_count: Number(r.client_count ?? 0) }));
}

export async function insertRegion(db: Db, name: string) {
  return db.insertInto('regions').values({ name, created_at: nowIso() }).returningAll().executeTakeFirstOrThrow();
}
