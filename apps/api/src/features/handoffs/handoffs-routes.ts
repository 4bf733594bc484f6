import { handoffEndpoints } from '@tc/contract/handoffs-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { clientRecordsTarget } from '../../auth/client-access';
import { authorize, can } from '../../auth/policy';
import { applicationRegion, findIntake, newClientsOf, suggestedCoaches } from '../../db/handoffs-repository';
import { findUserById } from '../../db/users-repository';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';

/**
 * Hand-offs (docs/decisions/028-hand-offs.md): the coaches an enrolment offers, a client's intake on
 * their profile, and a coach's new clients on the dashboard. The assignment and its emails are in lib/handoffs.ts.
 */
export async function handoffsRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, handoffEndpoints.suggestedCoaches, async (request) => {
    authorize(await requireUser(request), 'handoffs.suggestCoaches');
    const application = await applicationRegion(db, request.params.id);
    if (!application) throw notFound('Application not found.');
    return suggestedCoaches(db, application.region);
  });

  route(app, handoffEndpoints.intake, async (request) => {
    const me = await requireUser(request);
    const { id } = request.params;
    // A client asks only about themself: refused before looking, so ids do not leak.
    authorize(me, 'clientProfile.lookUp', id, 'You can see your own intake only.');
    const client = await findUserById(db, id, { includeArchived: can(me, 'users.listArchived') });
    if (!client || client.category_id !== ROLES.CLIENT) throw notFound('Client not found.');
    authorize(me, 'handoffs.readIntake', await clientRecordsTarget(db, me, id), "You don't coach this client.");
    return { intake: await findIntake(db, id) };
  });

  route(app, handoffEndpoints.newClients, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'handoffs.newClients');
    return newClientsOf(db, me.id);
  });
}
