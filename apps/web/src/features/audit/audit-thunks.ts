import { auditEndpoints as api } from '@tc/contract/audit-endpoints';
import { userEndpoints } from '@tc/contract/users-endpoints';
import { saveAttachment } from '../../api/save-file';
import { apiThunk } from '../../lib/api-thunk';
import { type AuditQuery, apiQuery, filterQuery } from './audit-query';

/** Not in the spec: the audit trail came after it. */
export const auditMessages = {
  fetchFailed: "Couldn't load the audit trail. Please try again.",
  locksFailed: "Couldn't load the sign-in locks. Please try again.",
  unlockFailed: "Couldn't unlock the account. Please try again.",
  unlocked: (username: string) => `${username} can sign in again`,
  actorsFailed: "Couldn't load the users. Please try again.",
  exportFailed: "Couldn't export the audit trail. Please try again.",
};

/** One page of GET /audit; the total comes in X-Total-Count. Only the latest request's answer is kept. */
export const fetchAuditPage = apiThunk('audit/fetchPage', api.list, {
  args: (query: AuditQuery) => ({ query: apiQuery(query) }),
  result: (entries, _, response) => {
    const total = Number(response.headers['x-total-count']);
    return { entries, total: Number.isFinite(total) ? total : entries.length };
  },
  failure: auditMessages.fetchFailed,
  latest: true,
});

export const fetchSignInLocks = apiThunk('audit/fetchLocks', api.locks, {
  args: (_: void) => ({}),
  failure: auditMessages.locksFailed,
  latest: true,
});

export const unlockSignIn = apiThunk('audit/unlock', api.unlock, {
  args: (username: string) => ({ params: { username } }),
  success: auditMessages.unlocked,
  failure: auditMessages.unlockFailed,
});

/** Anyone matching a name, for the "Who" filter (GET /users: administrators, as the trail is). */
export const searchActors = apiThunk('audit/searchActors', userEndpoints.list, {
  args: (q: string) => ({ query: { q: q.trim(), page: 1, pageSize: 20 } }),
  failure: auditMessages.actorsFailed,
});

/** Every entry the filters match, as the server's CSV file (GET /audit/export.csv), saved under its name. */
export const exportAuditCsv = apiThunk('audit/exportCsv', api.exportCsv, {
  args: (query: AuditQuery) => ({ query: filterQuery(query) }),
  result: (data, _, response) => saveAttachment(data, response, 'audit-trail.csv'),
  transport: { responseType: 'blob' },
  failure: auditMessages.exportFailed,
});
