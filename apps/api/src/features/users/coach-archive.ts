import type { ClientCoach } from '@tc/contract/coaching';
import type { SoleClient } from '@tc/contract/coach-archive';
import { ROLES } from '@tc/contract/roles';
import type { FastifyRequest } from 'fastify';
import { currentCoachesOf } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import { findUserById, type UserRow } from '../../db/users-repository';
import { writeAudit } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import { type Paging, totalOf } from '../../lib/listing';
import { nowIso } from '../../lib/time';

/**
 * Archiving a coach: the current clients it would leave without a
 * current coach, and handing those clients to another coach in the archive's
 * own transaction, each assignment removed and made recorded in the audit trail.
 */

/** Current clients of this coach who have no other current coach. */
function soleClientsQuery(db: Db, coachId: number) {
  return db
    .selectFrom('client_coach as cc')
    .innerJoin('users as cl', 'cl.id', 'cc.client_id')
    .where('cc.coach_id', '=', coachId)
    .where('cl.deleted_at', 'is', null)
    .where('cl.category_id', '=', ROLES.CLIENT)
    .where(({ not, exists, ref }) => not(exists(currentCoachesOf(db, ref('cc.client_id'), coachId))));
}

/** One page of them, by name, with how many there are in all. */
export async function listSoleClients(db: Db, coachId: number, page: Paging): Promise<{ rows: SoleClient[]; total: number }> {
  const rows = await soleClientsQuery(db, coachId)
    .select(['cl.id', 'cl.firstname', 'cl.lastname', 'cl.business_name'])
    .orderBy('cl.lastname')
    .orderBy('cl.firstname')
    .orderBy('cl.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = await totalOf(rows.length, page, async () => {
    const { n } = await soleClientsQuery(db, coachId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return n;
  });
  return { rows, total };
}

/** The coach who takes over: a current, active coach other than the one archived (400 naming `reassign_to` otherwise). */
export async function assertReassignTarget(db: Db, archived: UserRow, toId: number): Promise<UserRow> {
  const refuse = (message: string) => fieldError('reassign_to', message);
  if (archived.category_id !== ROLES.COACH)
    throw refuse('Only a coach has clients to hand over: archive this person without choosing a coach.');
  if (toId === archived.id) throw refuse('Choose another coach: the clients cannot go to the coach being archived.');
  const to = await findUserById(db, toId, { includeArchived: true });
  if (!to || to.category_id !== ROLES.COACH)
    throw refuse('The clients can only be handed to a coach: choose one from the list of coaches.');
  if (to.deleted_at) throw refuse(`${to.firstname} ${to.lastname} is archived: choose a current coach.`);
  if (to.status !== 'active') throw refuse(`${to.firstname} ${to.lastname} cannot sign in just now: choose an active coach.`);
  return to;
}

const person = (u: UserRow) => ({ id: u.id, firstname: u.firstname, lastname: u.lastname });

/**
 * Moves the sole clients of `from` to `to` inside the archive's transaction: the
 * old assignment goes and a new one is made, each with its own audit entry.
 * Answers the ids of the clients moved.
 */
export async function reassignSoleClients(
  trx: Db,
  request: FastifyRequest,
  actorId: number,
  from: UserRow,
  to: UserRow,
): Promise<number[]> {
  const clients = await soleClientsQuery(trx, from.id)
    .select(['cc.id as assignment_id', 'cc.created_at', 'cc.updated_at', 'cl.id', 'cl.firstname', 'cl.lastname', 'cl.business_name'])
    .orderBy('cl.id')
    .execute();
  const audit = (action: 'create' | 'delete', id: number, snapshot: ClientCoach) =>
    writeAudit(trx, {
      actorId,
      action,
      entity: 'client_coach',
      entityId: id,
      ...(action === 'create' ? { after: snapshot } : { before: snapshot }),
      ip: request.ip,
    });
  for (const c of clients) {
    const client = { id: c.id, firstname: c.firstname, lastname: c.lastname, business_name: c.business_name };
    await trx.deleteFrom('client_coach').where('id', '=', c.assignment_id).execute();
    await audit('delete', c.assignment_id, {
      id: c.assignment_id,
      client_id: c.id,
      coach_id: from.id,
      client,
      coach: person(from),
      createdAt: c.created_at,
      updatedAt: c.updated_at,
    });
    const now = nowIso();
    const { id } = await trx
      .insertInto('client_coach')
      .values({ client_id: c.id, coach_id: to.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit('create', id, { id, client_id: c.id, coach_id: to.id, client, coach: person(to), createdAt: now, updatedAt: now });
  }
  return clients.map((c) => c.id);
}
