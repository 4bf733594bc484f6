import type { CoachOfClient } from '@tc/contract/client-profile';
import type { Db } from '../../db/connection';

/** A client's current coaches (archived coaches left out) with how to reach them, by name. */
export async function coachesOfClient(db: Db, clientId: number): Promise<CoachOfClient[]> {
  return db
    .selectFrom('client_coach as cc')
    .innerJoin('users as co', 'co.id', 'cc.coach_id')
    .select(['co.id', 'co.firstname', 'co.lastname', 'co.email', 'co.phone', 'co.region'])
    .where('cc.client_id', '=', clientId)
    .where('co.deleted_at', 'is', null)
    .orderBy('co.lastname')
    .orderBy('co.firstname')
    .orderBy('co.id')
    .execute();
}
