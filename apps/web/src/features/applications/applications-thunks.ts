import type { ApplicationBody, ApplicationListQuery, UpdateApplicationBody } from '@tc/contract/applications';
import { applicationEndpoints as api } from '@tc/contract/applications-endpoints';
import { handoffEndpoints } from '@tc/contract/handoffs-endpoints';
import { apiThunk, TAGS } from '../../lib/api-thunk';

/** Not in the spec: applications came after it (docs/architecture.md#applications-and-accounts). */
export const applicationMessages = {
  submitFailed: 'Your application could not be sent. Please try again.',
  fetchFailed: "Couldn't load the applications. Please try again.",
  updateFailed: "Couldn't save the application. Please try again.",
  contacted: (name: string) => `${name} is marked contacted`,
  enrolled: (name: string) => `${name} is enrolled: their client account is ready`,
  enrolledWithCoach: (name: string, coach: string) =>
    `${name} is enrolled: their client account is ready. ${coach} is their coach; both are emailed.`,
  suggestedFailed: "Couldn't load the coaches. Please try again.",
  declined: (name: string) => `${name}'s application is declined`,
  noteSaved: 'Note saved',
};

/** POST /applications (no account): the form shows its own alert and field messages, so no toast. */
export const submitApplication = apiThunk('applications/submit', api.submit, {
  args: (body: ApplicationBody) => ({ body }),
  failure: applicationMessages.submitFailed,
  silent: true,
});

/** One page of the queue, with the total from X-Total-Count; only the latest request's answer is kept. */
export const fetchApplications = apiThunk('applications/fetchPage', api.list, {
  args: (query: ApplicationListQuery) => ({ query }),
  result: (rows, _, response) => {
    const total = Number(response.headers['x-total-count']);
    return { rows, total: Number.isFinite(total) ? total : rows.length };
  },
  failure: applicationMessages.fetchFailed,
  latest: true,
  provides: () => [TAGS.applications],
});

export interface ApplicationChange {
  id: number;
  body: UpdateApplicationBody;
  /** What the toast says once it is done. */
  done: string;
}

export const updateApplication = apiThunk('applications/update', api.update, {
  args: ({ id, body }: ApplicationChange) => ({ params: { id }, body }),
  success: ({ done }) => done,
  failure: applicationMessages.updateFailed,
  // Enrolling makes a client account too, and may give it a coach.
  invalidates: () => [TAGS.applications, TAGS.clients, TAGS.assignments],
});

/** The coaches an enrolment offers (GET /applications/:id/suggested-coaches); the dialog shows its own failure. */
export const fetchSuggestedCoaches = apiThunk('applications/suggestedCoaches', handoffEndpoints.suggestedCoaches, {
  args: (id: number) => ({ params: { id } }),
  failure: applicationMessages.suggestedFailed,
  silent: true,
});

/** One application, for a link from a client's intake (`/applications?open=12`). */
export const fetchApplication = apiThunk('applications/fetchOne', api.get, {
  args: (id: number) => ({ params: { id } }),
  failure: applicationMessages.fetchFailed,
});
