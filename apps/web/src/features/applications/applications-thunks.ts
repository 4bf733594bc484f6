import type { ApplicationBody, ApplicationListQuery, UpdateApplicationBody } from '@tc/contract/applications';
import { applicationEndpoints as api } from '@tc/contract/applications-endpoints';
import { apiThunk, TAGS } from '../../lib/api-thunk';

/** Not in the spec: applications came after it (docs/architecture.md#applications-and-accounts). */
export const applicationMessages = {
  submitFailed: 'Your application could not be sent. Please try again.',
  fetchFailed: "Couldn't load the applications. Please try again.",
  updateFailed: "Couldn't save the application. Please try again.",
  contacted: (name: string) => `${name} is marked contacted`,
  enrolled: (name: string) => `${name} is enrolled: their client account is ready`,
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
  // Enrolling makes a client account too.
  invalidates: () => [TAGS.applications, TAGS.clients],
});
