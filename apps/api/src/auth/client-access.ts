import type { Db } from '../db/connection';
import { isCoachOfClient } from '../db/coaching-lookup';
import type { Actor, ClientRecordsTarget } from './policy';
import { ROLES } from '@tc/contract/roles';

/**
 * What the policy needs to judge access to one client's records: asked live on
 * every request, so an assignment removed today removes that access today.
 */
export async function clientRecordsTarget(db: Db, actor: Actor, clientId: number): Promise<ClientRecordsTarget> {
  const assigned = actor.category_id === ROLES.COACH ? await isCoachOfClient(db, actor.id, clientId) : false;
  return { clientId, assigned };
}
