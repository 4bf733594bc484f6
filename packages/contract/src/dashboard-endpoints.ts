import { dashboardSchema } from './dashboard';
import { endpoint } from './endpoint';

/** Each role's home (docs/architecture.md#the-web-app): one call, whose answer depends on who asks. */
export const dashboardEndpoints = {
  get: endpoint({
    operationId: 'getDashboard',
    method: 'GET',
    path: '/dashboard',
    summary: "The signed-in user's dashboard: a coach's clients and nudges, an administrator's centre, a client's coach and hours",
    tags: ['dashboard'],
    auth: true,
    status: 200,
    response: dashboardSchema,
    errors: [],
  }),
};
