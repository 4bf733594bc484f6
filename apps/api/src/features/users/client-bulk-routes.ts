import { clientBulkEndpoints } from '@tc/contract/client-bulk-endpoints';
import { CLIENT_SORTS } from '@tc/contract/users';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import { findUserById } from '../../db/users-repository';
import { badRequest, notFound } from '../../lib/errors';
import { parseSort } from '../../lib/listing';
import { route } from '../../lib/route';
import { bulkArchive, bulkAssignCoach, bulkInvite, listingFilters, resolveTargets } from './client-bulk';
import { sendClientsCsv } from './client-list-csv';

/** POST /clients/bulk (docs/decisions/031-bulk-actions.md): one action on the clients picked, or on every one the filter matches. */
export async function clientBulkRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, clientBulkEndpoints.run, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'clients.bulk');
    const { action, ids, filter, coach_id, sort, dry_run = false } = request.body;
    // Rules between fields, said as the schema's own would be (a refine would not reach the OpenAPI document).
    if ((ids === undefined) === (filter === undefined)) {
      const message = 'Send either ids (the clients picked) or filter (every client it matches), not both.';
      throw badRequest(message, [{ path: ['ids'], message }]);
    }
    if (action === 'assign_coach' && coach_id === undefined) {
      throw badRequest('Choose the coach to assign.', [{ path: ['coach_id'], message: 'Choose the coach to assign.' }]);
    }
    if (action !== 'assign_coach' && coach_id !== undefined) {
      throw badRequest('coach_id goes with assign_coach only.', [{ path: ['coach_id'], message: 'coach_id goes with assign_coach only.' }]);
    }

    if (action === 'export') {
      // The list's own CSV (client-list-csv.ts), of the clients picked or of every one the filter matches:
      // streamed, so an export has no cap (docs/decisions/042-streamed-exports.md).
      const order = parseSort(sort, CLIENT_SORTS, 'lastname');
      const source = { db, dialect: app.dialect, sqliteFile: app.config.sqliteFile };
      if (filter) return sendClientsCsv(source, reply, me, listingFilters(filter), order, 'clients');
      return sendClientsCsv(source, reply, me, { ids: [...new Set(ids)] }, order, 'clients');
    }

    if (action === 'assign_coach') {
      const coach = coach_id === undefined ? undefined : await findUserById(db, coach_id);
      if (!coach || coach.category_id !== ROLES.COACH) throw notFound('Coach not found.');
      return bulkAssignCoach(request, me.id, coach, await resolveTargets(db, { ids, filter }), dry_run);
    }
    const targets = await resolveTargets(db, { ids, filter });
    if (action === 'invite') return bulkInvite(request, me.id, targets, dry_run);
    return bulkArchive(request, me.id, targets, dry_run);
  });
}
