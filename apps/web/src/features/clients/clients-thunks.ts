import { createAsyncThunk } from '@reduxjs/toolkit';
import { ROLES } from '@tc/contract/roles';
import type { CreateUserBody, UpdateUserBody, User } from '@tc/contract/users';
import { apiCall } from '../../api/api-call';
import { messages } from '../../messages';

const m = messages.clients;

export const fetchClients = createAsyncThunk('clients/fetchAll', () =>
  apiCall<User[]>({ method: 'GET', path: '/users/clients', accept: [200], failure: m.fetchAllFailed }),
);

export const fetchClient = createAsyncThunk('clients/fetchOne', (id: number) =>
  apiCall<User>({ method: 'GET', path: `/users/${id}`, accept: [200], failure: m.fetchOneFailed }),
);

/** GET /users/assosiatedCilents/{id}: the path's spelling is the spec's. */
export const fetchAssociatedClients = createAsyncThunk('clients/fetchAssociated', (coachId: number) =>
  apiCall<User[]>({ method: 'GET', path: `/users/assosiatedCilents/${coachId}`, accept: [200], failure: m.associatedFailed }),
);

export const createClient = createAsyncThunk('clients/create', (body: Omit<CreateUserBody, 'category_id'>) =>
  apiCall<User>({ method: 'POST', path: '/users/create', body: { ...body, category_id: ROLES.CLIENT }, accept: [201], failure: m.createFailed }),
);

export const updateClient = createAsyncThunk('clients/update', ({ id, data }: { id: number; data: UpdateUserBody }) =>
  apiCall<User>({ method: 'PUT', path: `/users/${id}`, body: data, accept: [200], failure: m.updateFailed }),
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
