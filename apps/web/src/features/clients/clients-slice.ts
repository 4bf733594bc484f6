import { createSlice, isPending, isRejected, type PayloadAction } from '@reduxjs/toolkit';
import type { PersonRef } from '@tc/contract/common';
import type { ClientListItem, User } from '@tc/contract/users';
import { finishRequest, idleRequest, startRequest, type TrackedRequest } from '../../lib/request-tracking';
import {
  createClient,
  deleteUser,
  fetchAssociatedClients,
  fetchClient,
  fetchClientPage,
  fetchClients,
  fetchOwnClientRecord,
  fetchUsers,
  updateClient,
} from './clients-thunks';
import { addLoadingMatchers } from '../../lib/loading-matchers';

export interface ClientsState {
  /** The listing: one page of clients, each with their coaches. */
  clients: ClientListItem[];
  /** How many clients match the listing's search (X-Total-Count). */
  total: number;
  /** The listing's latest fetch: only its answer is kept. */
  list: TrackedRequest;
  selectedClient: User | null;
  /** The clients of one coach. */
  associatedClients: User[];
  /** Every account, from GET /users. */
  users: User[];
  loading: boolean;
  error: string | null;
}

const initialState: ClientsState = {
  clients: [],
  total: 0,
  list: idleRequest(),
  selectedClient: null,
  associatedClients: [],
  users: [],
  loading: false,
  error: null,
};

const thunks = [fetchClients, fetchClient, fetchAssociatedClients, createClient, updateClient, fetchUsers, deleteUser] as const;
const listThunks = [fetchClientPage, fetchOwnClientRecord] as const;

/** An updated user keeps the coaches the listing already knows. */
const replaceById = <T extends User>(list: T[], user: User): T[] => list.map((u) => (u.id === user.id ? { ...u, ...user } : u));

const clientsSlice = createSlice({
  name: 'clients',
  initialState,
  reducers: {
    /** After assignments change in the coaches dialog, the row shows the new coaches without a refetch. */
    clientCoachesSet(state, action: PayloadAction<{ clientId: number; coaches: PersonRef[] }>) {
      const client = state.clients.find((c) => c.id === action.payload.clientId);
      if (client) client.coaches = action.payload.coaches;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchClientPage.fulfilled, (state, action) => {
        if (!finishRequest(state.list, action.meta.requestId)) return;
        state.loading = false;
        state.clients = action.payload.items;
        state.total = action.payload.total;
      })
      .addCase(fetchOwnClientRecord.fulfilled, (state, action) => {
        if (!finishRequest(state.list, action.meta.requestId)) return;
        state.loading = false;
        state.clients = [action.payload];
        state.total = 1;
        state.selectedClient = action.payload;
      })
      .addCase(fetchClients.fulfilled, (state, action) => {
        state.loading = false;
        state.clients = action.payload;
        state.total = action.payload.length;
      })
      .addCase(fetchClient.fulfilled, (state, action) => {
        state.loading = false;
        state.selectedClient = action.payload;
      })
      .addCase(fetchAssociatedClients.fulfilled, (state, action) => {
        state.loading = false;
        state.associatedClients = action.payload;
      })
      .addCase(createClient.fulfilled, (state, action) => {
        state.loading = false;
        // At the top of the page the person is looking at, without a reload.
        state.clients.unshift({ ...action.payload, coaches: [] });
        state.total += 1;
      })
      .addCase(updateClient.fulfilled, (state, action) => {
        state.loading = false;
        state.clients = replaceById(state.clients, action.payload);
        state.associatedClients = replaceById(state.associatedClients, action.payload);
        if (state.selectedClient?.id === action.payload.id) state.selectedClient = action.payload;
      })
      .addCase(fetchUsers.fulfilled, (state, action) => {
        state.loading = false;
        state.users = action.payload;
      })
      .addCase(deleteUser.fulfilled, (state, action) => {
        state.loading = false;
        const keep = (u: User) => u.id !== action.payload;
        const before = state.clients.length;
        state.clients = state.clients.filter(keep);
        state.total -= before - state.clients.length;
        state.associatedClients = state.associatedClients.filter(keep);
        state.users = state.users.filter(keep);
        if (state.selectedClient?.id === action.payload) state.selectedClient = null;
      })
      .addMatcher(isPending(...listThunks), (state, action) => {
        startRequest(state.list, action.meta.requestId);
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isRejected(...listThunks), (state, action) => {
        if (!finishRequest(state.list, action.meta.requestId, action.error)) return;
        state.loading = false;
        state.error = action.error.message;
      });
    addLoadingMatchers(builder, thunks);
  },
});

export const { clientCoachesSet } = clientsSlice.actions;
export const clientsReducer = clientsSlice.reducer;
export const selectClients = (state: { clients: ClientsState }) => state.clients;
