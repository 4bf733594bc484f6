import { dashboardEndpoints } from '@tc/contract/dashboard-endpoints';
import { apiThunk } from '../../lib/api-thunk';

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
