import { dashboardEndpoints } from '@tc/contract/dashboard-endpoints';
import { sessionEndpoints } from '@tc/contract/sessions-endpoints';
import { apiThunk, TAGS } from '../../lib/api-thunk';

/** Not in the spec: the dashboards came after it. */
export const dashboardMessages = {
  fetchFailed: "Couldn't load the dashboard. Please try again.",
};

/** GET /dashboard: the signed-in user's own. Quiet on failure: the screen shows its own alert, the strip nothing. */
export const fetchDashboard = apiThunk('dashboard/fetch', dashboardEndpoints.get, {
  args: (_: void) => ({}),
  failure: dashboardMessages.fetchFailed,
  silent: true,
});

/**
 * A client's scheduled sessions from today on, soonest first: the card shows the first one not yet over.
 * Quiet on failure: the card says it itself.
 */
export const fetchScheduledSessions = apiThunk('dashboard/scheduledSessions', sessionEndpoints.list, {
  args: (today: string) => ({ query: { from: today, status: 'scheduled', sort: 'start' as const, page: 1, pageSize: 10 } }),
  failure: "Couldn't load your next session. Please try again.",
  silent: true,
  provides: () => [TAGS.sessions],
});
