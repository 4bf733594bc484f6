import { clientProfileEndpoints } from '@tc/contract/client-profile-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { clientRecordsTarget } from '../../auth/client-access';
import { authorize, can } from '../../auth/policy';
import { findUserById } from '../../db/users-repository';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { coachesOfClient } from './client-profile-repository';

/**
 * What a client's profile needs beyond the calls of its records (plans, diary,
 * milestones, reports): the client's coaches with their contact details, for
 * those who may see the client's records (docs/architecture.md#access: administrators,
 * the client's coaches, the client).
 */
export async function clientProfileRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, clientProfileEndpoints.coaches, async (request) => {
    const me = await requireUser(request);
    const { id } = request.params;
    // A client asks only about themself: refused before looking, so ids do not leak.
    authorize(me, 'clientProfile.lookUp', id, 'You can see your own coaches only.');
    const client = await findUserById(db, id, { includeArchived: can(me, 'users.listArchived') });
    if (!client || client.category_id !== ROLES.CLIENT) throw notFound('Client not found.');
    authorize(me, 'coaching.read', await clientRecordsTarget(db, me, id), "You don't coach this client.");
    return coachesOfClient(db, id);
  });
}
