import { clientCoachEndpoints } from '@tc/contract/client-coach-endpoints';
import { ROLES } from '@tc/contract/roles';
import { userEndpoints as api } from '@tc/contract/users-endpoints';
import type { CreateUserBody, UpdateUserBody, User } from '@tc/contract/users';
import { ALL_ROWS_BOUND, totalOf } from '../../lib/all-pages';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import { downloadThunk } from '../../lib/download-thunk';
import type { AppThunkDispatch } from '../../lib/store-hooks';
import { messages } from '../../messages';
import type { ClientListApiQuery } from './client-list-query';

const m = messages.clients;

/** The listing's page and a client's own record fill the same list: only the latest request's answer is kept. */
const listing = () => 'clients/list';

/** Every client (up to ALL_ROWS_BOUND, page after page: an answer holds one page at most), with how many there are. */
export const fetchClients = apiThunk('clients/fetchAll', api.clients, {
  args: (_: void) => ({}),
  result: (items, _, response) => ({ items, total: totalOf(response.headers, items.length) }),
  failure: m.fetchAllFailed,
  allPages: ALL_ROWS_BOUND,
});

/** One page of GET /users/clients with search, filters and sort (page one-based, as on the wire); the total comes in X-Total-Count. */
export const fetchClientPage = apiThunk('clients/fetchPage', api.clients, {
  args: (query: ClientListApiQuery) => ({ query: { ...query, q: query.q === undefined ? undefined : String(query.q).trim() } }),
  result: (items, _, response) => ({ items, total: totalOf(response.headers, items.length) }),
  failure: m.fetchAllFailed,
  latest: listing,
});

/** The listing's filtered list, every row of it (not one page), as the CSV file the server makes. */
export const exportClients = downloadThunk('clients/export', api.clients, m.exportFailed, 'clients');

/** Clients matching a search, for pickers; the listing's state is left alone. */
export const searchClients = apiThunk('clients/search', api.clients, {
  args: (q: string) => ({ query: { q: q.trim(), page: 1, pageSize: 20 } }),
  failure: m.fetchAllFailed,
});

export const fetchClient = apiThunk('clients/fetchOne', api.get, { args: (id: number) => ({ params: { id } }), failure: m.fetchOneFailed });

/**
 * A client's own record with their coaches, for the one listing a client may see
 * (product specification section 6): the record is the signed-in user's (the guard has just fetched it), the coaches their assignments.
 */
export const fetchOwnClientRecord = apiThunk('clients/fetchOwn', clientCoachEndpoints.list, {
  args: (user: User) => ({ query: { client_id: user.id } }),
  result: (assignments, user) => ({ ...user, coaches: assignments.map((a) => a.coach), last_activity: null }),
  failure: m.fetchOneFailed,
  latest: listing,
  allPages: ALL_ROWS_BOUND,
});

/** GET /users/assosiatedCilents/{id}: the path's spelling is the spec's. */
export const fetchAssociatedClients = apiThunk('clients/fetchAssociated', api.associatedClientsSpecSpelling, {
  args: (coachId: number) => ({ params: { coachId } }),
  failure: m.associatedFailed,
  allPages: ALL_ROWS_BOUND,
});

/** A coach's new client is assigned to that coach by the server. */
export const createClient = apiThunk('clients/create', api.create, {
  args: (body: Omit<CreateUserBody, 'category_id'>) => ({ body: { ...body, category_id: ROLES.CLIENT } }),
  success: m.created,
  failure: m.createFailed,
});

export const updateClient = apiThunk('clients/update', api.update, {
  args: ({ id, data }: { id: number; data: UpdateUserBody }) => ({ params: { id }, body: data }),
  success: m.updated,
  failure: m.updateFailed,
  invalidates: () => [TAGS.clients],
});

/** GET /users: every account (administrators), up to ALL_ROWS_BOUND. */
export const fetchUsers = apiThunk('clients/fetchUsers', api.list, {
  args: (_: void) => ({}),
  failure: m.usersFailed,
  allPages: ALL_ROWS_BOUND,
});

export const deleteUser = apiThunk('clients/deleteUser', api.remove, {
  args: (id: number) => ({ params: { id } }),
  result: (_, id) => id,
  success: m.userDeleted,
  failure: m.deleteUserFailed,
});

/** Product specification section 6: categories 2 and 3 load all clients; everyone else only their own record. */
export const loadClientsFor = (user: Pick<User, 'id' | 'category_id'>) => (dispatch: AppThunkDispatch) =>
  user.category_id === ROLES.ADMIN || user.category_id === ROLES.COACH ? dispatch(fetchClients()) : dispatch(fetchClient(user.id));

/** Closing a client's file (docs/decisions/029-closing-a-file.md): the form's dialog shows a refusal (a session to come) itself. */
export const closeClientFile = apiThunk('clients/closeFile', api.remove, {
  args: (id: number) => ({ params: { id } }),
  success: 'File closed',
  failure: "Couldn't close the file. Please try again.",
  silent: true,
  invalidates: () => [TAGS.clients],
});

export const reopenClientFile = apiThunk('clients/reopenFile', api.restore, {
  args: (id: number) => ({ params: { id } }),
  success: 'File reopened',
  failure: "Couldn't reopen the file. Please try again.",
  invalidates: () => [TAGS.clients],
});

/** The closed files (archived clients), for administrators: up to ALL_ROWS_BOUND, by name. */
export const fetchClosedFiles = apiThunk('clients/fetchClosed', api.list, {
  args: (_: void) => ({ query: { category_id: ROLES.CLIENT, archived: 'true' as const } }),
  failure: "Couldn't load the closed files. Please try again.",
  silent: true,
  allPages: ALL_ROWS_BOUND,
  provides: () => [TAGS.clients],
});
