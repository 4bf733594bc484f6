import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { isCoachOfClient } from '../db/coaching-lookup';
import type { UserRow } from '../db/users-lookup';
import { requireUserCoaching } from './authenticate';
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

/**
 * The signed-in user (requireUser) and their target for one client's records, as clientRecordsTarget
 * tells it, read in one statement (a client's plan list asks both on every call).
 */
export async function requireUserWithClient(
  request: FastifyRequest,
  clientId: number,
): Promise<{ me: UserRow; target: ClientRecordsTarget }> {
  const { user, coaches } = await requireUserCoaching(request, clientId);
  return { me: user, target: { clientId, assigned: user.category_id === ROLES.COACH && coaches } };
}
