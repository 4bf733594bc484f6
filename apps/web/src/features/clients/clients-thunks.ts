import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ClientCoach } from '@tc/contract/coaching';
import { ROLES } from '@tc/contract/roles';
import type { ClientListItem, CreateUserBody, UpdateUserBody, User } from '@tc/contract/users';
import { apiCall, apiResponse, serializeApiFailure, withQuery, type ApiFailureInfo } from '../../api/api-call';
import { messages } from '../../messages';

const m = messages.clients;

/** Rejections keep the HTTP status and the field issues (a refusal reads differently from a fixable save). */
type Failure = { serializedErrorType: ApiFailureInfo };
const keepFailure = { serializeError: serializeApiFailure };

export interface ClientListQuery {
  q?: string;
  sort?: string;
  /** One-based, as on the wire. */
  page: number;
  pageSize: number;
}

export interface ClientPage {
  items: ClientListItem[];
  total: number;
}

export const fetchClients = createAsyncThunk('clients/fetchAll', () =>
  apiCall<ClientListItem[]>({ method: 'GET', path: '/users/clients', accept: [200], failure: m.fetchAllFailed }),
);

/** One page of GET /users/clients with search and sort; the total comes in X-Total-Count. */
export const fetchClientPage = createAsyncThunk<ClientPage, ClientListQuery, Failure>(
  'clients/fetchPage',
  async (query) => {
    const response = await apiResponse<ClientListItem[]>({
      method: 'GET',
      path: withQuery('/users/clients', { q: query.q?.trim(), sort: query.sort, page: query.page, pageSize: query.pageSize }),
      accept: [200],
      failure: m.fetchAllFailed,
    });
    const total = Number(response.headers['x-total-count']);
    return { items: response.data, total: Number.isFinite(total) ? total : response.data.length };
  },
  keepFailure,
);

/** Clients matching a search, for pickers; the listing's state is left alone. */
export const searchClients = createAsyncThunk<ClientListItem[], string, Failure>(
  'clients/search',
  (q) =>
    apiCall<ClientListItem[]>({
      method: 'GET',
      path: withQuery('/users/clients', { q: q.trim(), page: 1, pageSize: 20 }),
      accept: [200],
      failure: m.fetchAllFailed,
    }),
  keepFailure,
);

export const fetchClient = createAsyncThunk('clients/fetchOne', (id: number) =>
  apiCall<User>({ method: 'GET', path: `/users/${id}`, accept: [200], failure: m.fetchOneFailed }),
);

/** A client's own record with their coaches, for the one listing a client may see (spec section 6). */
export const fetchOwnClientRecord = createAsyncThunk<ClientListItem, number, Failure>(
  'clients/fetchOwn',
  async (id) => {
    const [user, assignments] = await Promise.all([
      apiCall<User>({ method: 'GET', path: `/users/${id}`, accept: [200], failure: m.fetchOneFailed }),
      apiCall<ClientCoach[]>({
        method: 'GET',
        path: withQuery('/client-coach', { client_id: id }),
        accept: [200],
        failure: m.fetchOneFailed,
      }),
    ]);
    return { ...user, coaches: assignments.map((a) => a.coach) };
  },
  keepFailure,
);

/** GET /users/assosiatedCilents/{id}: the path's spelling is the spec's. */
export const fetchAssociatedClients = createAsyncThunk('clients/fetchAssociated', (coachId: number) =>
  apiCall<User[]>({ method: 'GET', path: `/users/assosiatedCilents/${coachId}`, accept: [200], failure: m.associatedFailed }),
);

/** A coach's new client is assigned to that coach by the server. */
export const createClient = createAsyncThunk<User, Omit<CreateUserBody, 'category_id'>, Failure>(
  'clients/create',
  (body) =>
    apiCall<User>({
      method: 'POST',
      path: '/users/create',
      body: { ...body, category_id: ROLES.CLIENT },
      accept: [201],
      success: m.created,
      failure: m.createFailed,
    }),
  keepFailure,
);

export const updateClient = createAsyncThunk<User, { id: number; data: UpdateUserBody }, Failure>(
  'clients/update',
  ({ id, data }) =>
    apiCall<User>({ method: 'PUT', path: `/users/${id}`, body: data, accept: [200], success: m.updated, failure: m.updateFailed }),
  keepFailure,
);

/** GET /users: every account (administrators). */
export const fetchUsers = createAsyncThunk('clients/fetchUsers', () =>
  apiCall<User[]>({ method: 'GET', path: '/users', accept: [200], failure: m.usersFailed }),
);

export const deleteUser = createAsyncThunk('clients/deleteUser', async (id: number) => {
  await apiCall({ method: 'DELETE', path: `/users/${id}`, accept: [200], success: m.userDeleted, failure: m.deleteUserFailed });
  return id;
});

/** Spec section 6: categories 2 and 3 load all clients; everyone else only their own record. */
export const loadClientsFor = createAsyncThunk('clients/loadFor', async (user: Pick<User, 'id' | 'category_id'>, { dispatch }) => {
  if (user.category_id === ROLES.ADMIN || user.category_id === ROLES.COACH) await dispatch(fetchClients()).unwrap();
  else await dispatch(fetchClient(user.id)).unwrap();
});
