import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { isCoachOfClient } from '../db/coaching-repository';
import { type UserRow, findUserById } from '../db/users-repository';
import { fieldError } from '../lib/errors';
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

const ROLE_OF = { client: ROLES.CLIENT, coach: ROLES.COACH } as const;

/** 400 on `client_id` (or `coach_id`) unless the user a body names there is a current client (or coach). */
export async function assertIs(db: Db, role: keyof typeof ROLE_OF, id: number): Promise<void> {
  const user = await findUserById(db, id);
  if (user?.category_id !== ROLE_OF[role]) throw fieldError(`${role}_id`, `User ${id} is not a ${role}.`);
}
