import { createAsyncThunk } from '@reduxjs/toolkit';
import { ROLES } from '@tc/contract/roles';
import type { CreateUserBody, UpdateUserBody, User } from '@tc/contract/users';
import { apiCall, withQuery } from '../../api/api-call';
import { messages } from '../../messages';

const m = messages.coaches;

export const fetchCoaches = createAsyncThunk('coaches/fetchAll', () =>
  apiCall<User[]>({ method: 'GET', path: '/users/coaches', accept: [200], failure: m.refreshFailed }),
);

export const fetchCoachesByRegion = createAsyncThunk('coaches/fetchByRegion', (region: string) =>
  apiCall<User[]>({ method: 'GET', path: withQuery('/users/coaches-by-region', { region }), accept: [200], failure: m.byRegionFailed }),
);

export const fetchCoach = createAsyncThunk('coaches/fetchOne', (id: number) =>
  apiCall<User>({ method: 'GET', path: `/users/${id}`, accept: [200], failure: m.fetchOneFailed }),
);

export const createCoach = createAsyncThunk('coaches/create', (body: Omit<CreateUserBody, 'category_id'>) =>
  apiCall<User>({ method: 'POST', path: '/users/create', body: { ...body, category_id: ROLES.COACH }, accept: [201], failure: m.createFailed }),
);

export const updateCoach = createAsyncThunk('coaches/update', ({ id, data }: { id: number; data: UpdateUserBody }) =>
  apiCall<User>({ method: 'PUT', path: `/users/${id}`, body: data, accept: [200], success: m.updated, failure: m.updateFailed }),
);

/** Spec section 6: the administrator loads all coaches; everyone else only their own record. */
export const loadCoachesFor = createAsyncThunk('coaches/loadFor', async (user: Pick<User, 'id' | 'category_id'>, { dispatch }) => {
  if (user.category_id === ROLES.ADMIN) await dispatch(fetchCoaches()).unwrap();
  else await dispatch(fetchCoach(user.id)).unwrap();
});
