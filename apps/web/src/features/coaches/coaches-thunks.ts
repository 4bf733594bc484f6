import { createAsyncThunk } from '@reduxjs/toolkit';
import { ROLES } from '@tc/contract/roles';
import type { CoachListItem, CreateUserBody, UpdateUserBody, User } from '@tc/contract/users';
import { apiCall, apiResponse, serializeApiFailure, withQuery, type ApiFailureInfo } from '../../api/api-call';
import { messages } from '../../messages';

const m = messages.coaches;

/** Rejections keep the HTTP status and the field issues (a refusal reads differently from a fixable save). */
type Failure = { serializedErrorType: ApiFailureInfo };
const keepFailure = { serializeError: serializeApiFailure };

/** Every coach with their client counts (administrators). */
export const fetchCoaches = createAsyncThunk<CoachListItem[], void, Failure>(
  'coaches/fetchAll',
  () => apiCall<CoachListItem[]>({ method: 'GET', path: '/users/coaches', accept: [200], failure: m.refreshFailed }),
  keepFailure,
);

/** Coaches matching a search, for pickers; the listing's state is left alone. */
export const searchCoaches = createAsyncThunk<CoachListItem[], string, Failure>(
  'coaches/search',
  (q) =>
    apiCall<CoachListItem[]>({
      method: 'GET',
      path: withQuery('/users/coaches', { q: q.trim(), page: 1, pageSize: 20 }),
      accept: [200],
      failure: m.refreshFailed,
    }),
  keepFailure,
);

export const fetchCoachesByRegion = createAsyncThunk<CoachListItem[], string, Failure>(
  'coaches/fetchByRegion',
  (region) =>
    apiCall<CoachListItem[]>({
      method: 'GET',
      path: withQuery('/users/coaches-by-region', { region }),
      accept: [200],
      failure: m.byRegionFailed,
    }),
  keepFailure,
);

export const fetchCoach = createAsyncThunk('coaches/fetchOne', (id: number) =>
  apiCall<User>({ method: 'GET', path: `/users/${id}`, accept: [200], failure: m.fetchOneFailed }),
);

/** A coach's own record with the number of their clients (spec section 6: a coach sees only itself). */
export const fetchOwnCoachRecord = createAsyncThunk<CoachListItem, number, Failure>(
  'coaches/fetchOwn',
  async (id) => {
    const [user, clients] = await Promise.all([
      apiCall<User>({ method: 'GET', path: `/users/${id}`, accept: [200], failure: m.fetchOneFailed }),
      apiResponse<unknown[]>({
        method: 'GET',
        path: withQuery(`/users/assosiatedCilents/${id}`, { page: 1, pageSize: 1 }),
        accept: [200],
        failure: m.fetchOneFailed,
      }),
    ]);
    const total = Number(clients.headers['x-total-count']);
    return { ...user, client_count: Number.isFinite(total) ? total : clients.data.length };
  },
  keepFailure,
);

export const createCoach = createAsyncThunk<User, Omit<CreateUserBody, 'category_id'>, Failure>(
  'coaches/create',
  (body) =>
    apiCall<User>({
      method: 'POST',
      path: '/users/create',
      body: { ...body, category_id: ROLES.COACH },
      accept: [201],
      success: m.created,
      failure: m.createFailed,
    }),
  keepFailure,
);

export const updateCoach = createAsyncThunk<User, { id: number; data: UpdateUserBody }, Failure>(
  'coaches/update',
  ({ id, data }) =>
    apiCall<User>({ method: 'PUT', path: `/users/${id}`, body: data, accept: [200], success: m.updated, failure: m.updateFailed }),
  keepFailure,
);

/** Archived coaches (GET /users?archived=true&category_id=3, administrators). */
export const fetchArchivedCoaches = createAsyncThunk<User[], void, Failure>(
  'coaches/fetchArchived',
  () =>
    apiCall<User[]>({
      method: 'GET',
      path: withQuery('/users', { archived: 'true', category_id: ROLES.COACH }),
      accept: [200],
      failure: m.archivedFailed,
    }),
  keepFailure,
);

/** DELETE /users/{id} is a soft delete: the coach can be restored with everything they recorded. */
export const archiveCoach = createAsyncThunk<number, number, Failure>(
  'coaches/archive',
  async (id) => {
    await apiCall({ method: 'DELETE', path: `/users/${id}`, accept: [200], success: m.archived, failure: m.archiveFailed });
    return id;
  },
  keepFailure,
);

export const restoreCoach = createAsyncThunk<User, number, Failure>(
  'coaches/restore',
  (id) => apiCall<User>({ method: 'POST', path: `/users/${id}/restore`, accept: [200], success: m.restored, failure: m.restoreFailed }),
  keepFailure,
);

/** Spec section 6: the administrator loads all coaches; everyone else only their own record. */
export const loadCoachesFor = createAsyncThunk('coaches/loadFor', async (user: Pick<User, 'id' | 'category_id'>, { dispatch }) => {
  if (user.category_id === ROLES.ADMIN) await dispatch(fetchCoaches()).unwrap();
  else await dispatch(fetchCoach(user.id)).unwrap();
});
