import { ROLES } from '@tc/contract/roles';
import { userEndpoints as api } from '@tc/contract/users-endpoints';
import type { CreateUserBody, UpdateUserBody, User } from '@tc/contract/users';
import { ALL_ROWS_BOUND, totalOf } from '../../lib/all-pages';
import { apiThunk } from '../../lib/api-thunk';
import type { AppThunkDispatch } from '../../lib/store-hooks';
import { messages } from '../../messages';

const m = messages.coaches;

/** All coaches and a coach's own record fill the same listing: only the latest request's answer is kept. */
const listing = () => 'coaches/list';

/** Every coach with their client counts (administrators): page after page, up to ALL_ROWS_BOUND. */
export const fetchCoaches = apiThunk('coaches/fetchAll', api.coaches, {
  args: (_: void) => ({}),
  result: (items, _, response) => ({ items, total: totalOf(response.headers, items.length) }),
  failure: m.refreshFailed,
  latest: listing,
  allPages: ALL_ROWS_BOUND,
});

/** Coaches matching a search, for pickers; the listing's state is left alone. */
export const searchCoaches = apiThunk('coaches/search', api.coaches, {
  args: (q: string) => ({ query: { q: q.trim(), page: 1, pageSize: 20 } }),
  failure: m.refreshFailed,
});

/** The coaches of the region chosen last, all of them (up to ALL_ROWS_BOUND). */
export const fetchCoachesByRegion = apiThunk('coaches/fetchByRegion', api.coachesByRegion, {
  args: (region: string) => ({ query: { region } }),
  failure: m.byRegionFailed,
  latest: true,
  allPages: ALL_ROWS_BOUND,
});

export const fetchCoach = apiThunk('coaches/fetchOne', api.get, { args: (id: number) => ({ params: { id } }), failure: m.fetchOneFailed });

/**
 * A coach's own record (product specification section 6: a coach sees only itself): the signed-in
 * user's record (the guard has just fetched it) with the number of their clients, from X-Total-Count.
 */
export const fetchOwnCoachRecord = apiThunk('coaches/fetchOwn', api.associatedClientsSpecSpelling, {
  args: (user: User) => ({ params: { coachId: user.id }, query: { page: 1, pageSize: 1 } }),
  result: (clients, user, response) => {
    const total = Number(response.headers['x-total-count']);
    return { ...user, client_count: Number.isFinite(total) ? total : clients.length };
  },
  failure: m.fetchOneFailed,
  latest: listing,
});

export const createCoach = apiThunk('coaches/create', api.create, {
  args: (body: Omit<CreateUserBody, 'category_id'>) => ({ body: { ...body, category_id: ROLES.COACH } }),
  success: m.created,
  failure: m.createFailed,
});

export const updateCoach = apiThunk('coaches/update', api.update, {
  args: ({ id, data }: { id: number; data: UpdateUserBody }) => ({ params: { id }, body: data }),
  success: m.updated,
  failure: m.updateFailed,
});

/** Archived coaches (GET /users?archived=true&category_id=3, administrators). */
export const fetchArchivedCoaches = apiThunk('coaches/fetchArchived', api.list, {
  args: (_: void) => ({ query: { archived: 'true' as const, category_id: ROLES.COACH } }),
  failure: m.archivedFailed,
  latest: true,
  allPages: ALL_ROWS_BOUND,
});

/** What archiving a coach may also do: hand the clients only they coached to another coach, in the same step. */
export type ArchiveCoachArg = number | { id: number; reassignTo?: number };
const archivedId = (a: ArchiveCoachArg) => (typeof a === 'number' ? a : a.id);

/**
 * DELETE /users/{id} is a soft delete: the coach can be restored with everything they recorded.
 * With `reassignTo`, the clients who had no other coach move to that coach.
 */
export const archiveCoach = apiThunk('coaches/archive', api.remove, {
  args: (a: ArchiveCoachArg) => ({
    params: { id: archivedId(a) },
    ...(typeof a !== 'number' && a.reassignTo !== undefined ? { query: { reassign_to: a.reassignTo } } : {}),
  }),
  result: (_, a) => archivedId(a),
  success: m.archived,
  failure: m.archiveFailed,
});

export const restoreCoach = apiThunk('coaches/restore', api.restore, {
  args: (id: number) => ({ params: { id } }),
  success: m.restored,
  failure: m.restoreFailed,
});

/** Product specification section 6: the administrator loads all coaches; everyone else only their own record. */
export const loadCoachesFor = (user: Pick<User, 'id' | 'category_id'>) => (dispatch: AppThunkDispatch) =>
  user.category_id === ROLES.ADMIN ? dispatch(fetchCoaches()) : dispatch(fetchCoach(user.id));

/** The clients this coach alone coaches (the first page, the API's largest), with how many there are: who archiving would leave without a coach. */
export const fetchSoleClients = apiThunk('coaches/fetchSoleClients', api.soleClients, {
  args: (coachId: number) => ({ params: { id: coachId }, query: { page: 1, pageSize: 100 } }),
  result: (clients, _, response) => ({ clients, total: totalOf(response.headers, clients.length) }),
  failure: m.soleClientsFailed,
});
