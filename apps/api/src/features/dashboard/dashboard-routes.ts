import { dashboardEndpoints } from '@tc/contract/dashboard-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { route } from '../../lib/route';
import { todayInAlberta } from '../../lib/time';
import { adminDashboard } from './dashboard-admin';
import { clientDashboard } from './dashboard-client';
import { coachDashboard } from './dashboard-coach';

/**
 * GET /dashboard (docs/architecture.md#the-web-app): each signed-in user's home, built from
 * their own role and id only, so nobody can ask for anyone else's.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  route(app, dashboardEndpoints.get, async (request, reply) => {
    const me = await requireUser(request);
    const today = todayInAlberta();
    reply.header('cache-control', 'no-store');
    if (me.category_id === ROLES.ADMIN) return adminDashboard(app.db, today);
    if (me.category_id === ROLES.COACH) return coachDashboard(app.db, me.id, today);
    return clientDashboard(app.db, me.id, today);
  });
}
