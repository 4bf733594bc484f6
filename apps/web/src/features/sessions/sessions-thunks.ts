import { actionJournalEndpoints } from '@tc/contract/action-journals-endpoints';
import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import type { CreateActionJournalBody } from '@tc/contract/coaching';
import { regionEndpoints } from '@tc/contract/regions-endpoints';
import { bookingEndpoints, sessionEndpoints as api } from '@tc/contract/sessions-endpoints';
import {
  SESSION_MAX_PAGE_SIZE,
  type CreateSessionBody,
  type CoachingSession,
  type SessionScope,
  type SessionStatusBody,
  type UpdateSessionBody,
} from '@tc/contract/sessions';
import { userEndpoints } from '@tc/contract/users-endpoints';
import { ALL_ROWS_BOUND } from '../../lib/all-pages';
import { diaryEntrySave, sessionSave, sessionStatusSave } from '../../offline/offline-saves';
import { apiThunk, TAGS } from '../../lib/api-thunk';

/** Not in the spec: sessions came after it. */
export const sessionMessages = {
  fetchFailed: "Couldn't load the sessions. Please try again.",
  checkFailed: "Couldn't check the time against the coach's calendar. You can still save.",
  created: 'Session scheduled',
  createFailed: "Couldn't schedule the session. Please try again.",
  updated: 'Session changed',
  updateFailed: "Couldn't change the session. Please try again.",
  moved: 'Session moved',
  moveFailed: "Couldn't move the session: it is back where it was.",
  deleted: 'Session deleted',
  deleteFailed: "Couldn't delete the session. Please try again.",
  statusFailed: "Couldn't change the session's status. Please try again.",
  status: {
    scheduled: 'Session confirmed',
    completed: 'Session marked completed',
    cancelled: 'Session cancelled',
    no_show: 'Recorded as a no-show',
  },
  timeLogged: 'Time logged from the session',
  logFailed: "Couldn't log the time. Please try again.",
  freeFailed: "Couldn't find who is free. Please try again.",
  plansFailed: "Couldn't load the plans. Please try again.",
  clientsFailed: "Couldn't load the clients. Please try again.",
  regionsFailed: "Couldn't load the regions. Please try again.",
};

export interface SessionRange {
  from: string;
  to: string;
  coachId?: number | null;
  region?: string | null;
}

const sessions = () => [TAGS.sessions];

/** The sessions starting in a range of Alberta dates (a calendar's view, a dashboard's week), all statuses. */
export const fetchSessions = apiThunk('sessions/fetchRange', api.list, {
  args: ({ from, to, coachId, region }: SessionRange) => ({
    query: { from, to, coach_id: coachId ?? undefined, region: region || undefined, page: 1, pageSize: SESSION_MAX_PAGE_SIZE },
  }),
  failure: sessionMessages.fetchFailed,
  silent: true,
  allPages: 4 * SESSION_MAX_PAGE_SIZE,
  provides: sessions,
});

/** What a session at that time would clash with; quiet: a failed check lets the person save anyway. */
export const checkSession = apiThunk('sessions/check', api.check, {
  args: (query: { coach_id: number; start: string; minutes: number; except?: number }) => ({ query }),
  failure: sessionMessages.checkFailed,
  silent: true,
});

export const createSession = apiThunk('sessions/create', api.create, {
  args: (body: CreateSessionBody) => ({ body }),
  success: sessionMessages.created,
  failure: sessionMessages.createFailed,
  invalidates: sessions,
});

export const updateSession = apiThunk('sessions/update', api.update, {
  args: ({ id, body }: { id: number; body: UpdateSessionBody; session?: CoachingSession }) => ({ params: { id }, body }),
  // Its agenda and notes written at the visit without a signal; compared with the server's version before sending.
  offline: ({ body, session }) => (session ? sessionSave(session, body) : undefined),
  success: sessionMessages.updated,
  failure: sessionMessages.updateFailed,
  invalidates: sessions,
});

export const setSessionStatus = apiThunk('sessions/status', api.status, {
  args: ({ id, body }: { id: number; body: SessionStatusBody; session?: CoachingSession }) => ({ params: { id }, body }),
  offline: ({ body, session }) => (session && body.status === 'completed' ? sessionStatusSave(session, body) : undefined),
  success: ({ body }) => sessionMessages.status[body.status],
  failure: sessionMessages.statusFailed,
  invalidates: sessions,
});

export const deleteSession = apiThunk('sessions/delete', api.remove, {
  args: ({ id, scope }: { id: number; scope: SessionScope }) => ({ params: { id }, query: { scope } }),
  success: sessionMessages.deleted,
  failure: sessionMessages.deleteFailed,
  invalidates: sessions,
});

/** The diary entry of a completed session, in one call: the session's id ties the two (and marks it "time logged"). */
export const logSessionTime = apiThunk('sessions/logTime', actionJournalEndpoints.create, {
  args: (body: CreateActionJournalBody) => ({ body }),
  offline: (body) => diaryEntrySave(body),
  success: sessionMessages.timeLogged,
  failure: sessionMessages.logFailed,
  invalidates: () => [TAGS.sessions, TAGS.diary],
});

/** Coaches whose hours hold a time and who have no session then (administrators). */
export const fetchFreeCoaches = apiThunk('sessions/free', bookingEndpoints.free, {
  args: (query: { start: string; minutes: number; region?: string }) => ({ query }),
  failure: sessionMessages.freeFailed,
  silent: true,
  latest: true,
});

/** Plans to show on a coach's calendar and to pick in the dialog: the newest hundred (a light touch, not every plan). */
export const fetchPlans = apiThunk('sessions/plans', actionPlanEndpoints.list, {
  args: (by: { coachId?: number; clientId?: number }) => ({ query: { ...by, page: 1, pageSize: 100 } }),
  result: (page) => page.actionPlans ?? [],
  failure: sessionMessages.plansFailed,
  silent: true,
  provides: () => [TAGS.plans],
});

/** The clients a session may be for: a coach's own, or every client (with their coaches) for an administrator. */
export const fetchClientOptions = apiThunk('sessions/clients', userEndpoints.clients, {
  args: (mine: boolean) => ({ query: { ...(mine ? { mine: 'true' as const } : {}), page: 1, pageSize: 100 } }),
  failure: sessionMessages.clientsFailed,
  silent: true,
  allPages: ALL_ROWS_BOUND,
  provides: () => [TAGS.clients, TAGS.assignments],
});

export const fetchRegions = apiThunk('sessions/regions', regionEndpoints.list, {
  args: (_: void) => ({}),
  failure: sessionMessages.regionsFailed,
  silent: true,
});

/** A session dragged to another time: a refusal toasts and the calendar puts it back. */
export const moveSession = apiThunk('sessions/move', api.update, {
  args: ({ id, body }: { id: number; body: UpdateSessionBody }) => ({ params: { id }, body }),
  success: sessionMessages.moved,
  failure: sessionMessages.moveFailed,
  invalidates: sessions,
});
