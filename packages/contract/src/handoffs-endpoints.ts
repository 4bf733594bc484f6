import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { clientIntakeAnswerSchema, newClientSchema, suggestedCoachSchema } from './handoffs';
import { ROLES } from './roles';

/** Hand-offs (docs/decisions/028-hand-offs.md): who should take a new client, what they told us, who is waiting for a first call. */
export const handoffEndpoints = {
  suggestedCoaches: endpoint({
    operationId: 'listSuggestedCoaches',
    method: 'GET',
    path: '/applications/:id/suggested-coaches',
    summary:
      "The current coaches of the application's region, the one with the fewest current clients first (every current coach when the region has none); a region has a handful, so the list is not paged (administrators)",
    tags: ['applications'],
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: z.array(suggestedCoachSchema),
    errors: [403, 404],
  }),
  intake: endpoint({
    operationId: 'getClientIntake',
    method: 'GET',
    path: '/clients/:id/intake',
    summary:
      "What the client wrote when they applied (or registered), with a link back to the application; null for a client added by hand (administrators, the client's coaches, the client)",
    tags: ['users'],
    auth: true,
    params: idParamsSchema,
    status: 200,
    response: clientIntakeAnswerSchema,
    errors: [403, 404],
  }),
  newClients: endpoint({
    operationId: 'listNewClients',
    method: 'GET',
    path: '/dashboard/new-clients',
    summary:
      "The signed-in coach's current clients with no action plan and no session yet, newest assignment first; at most 20 (coaches; an administrator has no clients of their own, so none)",
    tags: ['dashboard'],
    auth: true,
    roles: [ROLES.ADMIN, ROLES.COACH],
    status: 200,
    response: z.array(newClientSchema),
    errors: [403],
  }),
};
