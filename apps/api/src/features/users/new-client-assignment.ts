import type { ClientCoach } from '@tc/contract/coaching';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { findUserById, type UserRow } from '../../db/users-repository';
import { writeAudit } from '../../lib/audit';
import { nowIso } from '../../lib/time';

/**
 * A coach's new client is that coach's client: the assignment is made in the
 * creation's transaction and has its own audit entry (entity `client_coach`,
 * the coach as actor), in the shape an administrator's assignment is recorded in.
 */
export async function assignNewClient(trx: Db, request: FastifyRequest, client: UserRow, coachId: number): Promise<void> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('client_coach')
    .values({ client_id: client.id, coach_id: coachId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const coach = (await findUserById(trx, coachId))!;
  const after: ClientCoach = {
    id,
    client_id: client.id,
    coach_id: coachId,
    client: { id: client.id, firstname: client.firstname, lastname: client.lastname, business_name: client.business_name },
    coach: { id: coach.id, firstname: coach.firstname, lastname: coach.lastname },
    createdAt: now,
    updatedAt: now,
  };
  await writeAudit(trx, { actorId: coachId, action: 'create', entity: 'client_coach', entityId: id, after, ip: request.ip });
}
