import { actionJournalEndpoints } from '@tc/contract/action-journals-endpoints';
import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import { clientProfileEndpoints } from '@tc/contract/client-profile-endpoints';
import { handoffEndpoints } from '@tc/contract/handoffs-endpoints';
import { milestoneEndpoints } from '@tc/contract/milestones-endpoints';
import { userEndpoints } from '@tc/contract/users-endpoints';
import { totalOf } from '../../lib/all-pages';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import { messages } from '../../messages';

// Each part of the profile loads on its own and shows its own failure, so none of these toasts; each comes
// again when a save changes what it provides (docs/decisions/011-read-path.md).

/** How many of the newest plans, entries and milestones the profile shows; the rest are a link away. */
export const PROFILE_PLANS = 5;
export const PROFILE_ENTRIES = 8;
export const PROFILE_MILESTONES = 5;

export interface Newest<T> {
  rows: T[];
  total: number;
}

export const fetchProfileClient = apiThunk('clientProfile/fetchClient', userEndpoints.get, {
  args: (id: number) => ({ params: { id } }),
  failure: messages.clients.fetchOneFailed,
  silent: true,
  provides: () => [TAGS.clients],
});

/** Also the profile's door: refused (403) to a coach of other clients, 404 for anyone who is not a client. */
export const fetchProfileCoaches = apiThunk('clientProfile/fetchCoaches', clientProfileEndpoints.coaches, {
  args: (id: number) => ({ params: { id } }),
  failure: messages.clientCoach.fetchAllFailed,
  silent: true,
  provides: () => [TAGS.assignments],
});

export const fetchProfilePlans = apiThunk('clientProfile/fetchPlans', actionPlanEndpoints.list, {
  args: (clientId: number) => ({ query: { clientId, page: 1, pageSize: PROFILE_PLANS } }),
  result: (page) => ({ rows: page.actionPlans, total: page.total }),
  failure: messages.actionPlans.fetchFailed,
  silent: true,
  provides: () => [TAGS.plans],
});

export const fetchRecentEntries = apiThunk('clientProfile/fetchEntries', actionJournalEndpoints.list, {
  args: (clientId: number) => ({ query: { client_id: clientId, page: 1, pageSize: PROFILE_ENTRIES } }),
  result: (rows, _, response) => ({ rows, total: totalOf(response.headers, rows.length) }),
  failure: messages.actionJournals.fetchAllFailed,
  silent: true,
  provides: () => [TAGS.diary],
});

export const fetchProfileMilestones = apiThunk('clientProfile/fetchMilestones', milestoneEndpoints.list, {
  args: (clientId: number) => ({ query: { client_id: clientId, page: 1, pageSize: PROFILE_MILESTONES } }),
  result: (rows, _, response) => ({ rows, total: totalOf(response.headers, rows.length) }),
  failure: "Couldn't load the milestones. Please try again.",
  silent: true,
  provides: () => [TAGS.milestones],
});

/** The time logged for the client between two dates (inclusive; either may be open), as the time diary totals it. */
export const fetchLoggedTime = apiThunk('clientProfile/fetchLoggedTime', actionJournalEndpoints.summary, {
  args: ({ clientId, from, to }: { clientId: number; from?: string; to?: string }) => ({ query: { client_id: clientId, from, to } }),
  result: (summary) => ({ minutes: summary.minutes, entries: summary.entries }),
  failure: messages.actionJournals.summaryFailed,
  silent: true,
  provides: () => [TAGS.diary],
});

/** What the client wrote when they applied or registered, or null (docs/decisions/028-hand-offs.md). */
export const fetchProfileIntake = apiThunk('clientProfile/fetchIntake', handoffEndpoints.intake, {
  args: (id: number) => ({ params: { id } }),
  failure: "Couldn't load the intake. Please try again.",
  silent: true,
  provides: () => [TAGS.applications],
});
