import { createSlice, isFulfilled, isPending, isRejected, type PayloadAction } from '@reduxjs/toolkit';
import type { PersonRef } from '@tc/contract/common';
import type { ClientListItem, User } from '@tc/contract/users';
import type { ApiFailureInfo } from '../../api/api-call';
import { addLoadingMatchers, isIgnoredRejection } from '../../lib/api-thunk';
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

export interface ClientsState {
  /** The listing: one page of clients, each with their coaches. */
  clients: ClientListItem[];
  /** How many clients match the listing's search (X-Total-Count). */
  total: number;
  /** How the listing's latest fetch went (an older one's answer never arrives: `latest`). */
  list: { status: 'idle' | 'loading' | 'succeeded' | 'failed'; failure: ApiFailureInfo | null };
  selectedClient: User | null;
  /** The clients of one coach. */
  associatedClients: ClientListItem[];
  /** Every account, from GET /users. */
  users: User[];
  loading: boolean;
  error: string | null;
}

const initialState: ClientsState = {
  clients: [],
  total: 0,
  list: { status: 'idle', failure: null },
  selectedClient: null,
  associatedClients: [],
  users: [],
  loading: false,
  error: null,
};

const listThunks = [fetchClientPage, fetchOwnClientRecord] as const;
const thunks = [
  ...listThunks,
  fetchClients,
  fetchClient,
  fetchAssociatedClients,
  createClient,
  updateClient,
  fetchUsers,
  deleteUser,
] as const;

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
        state.clients = action.payload.items;
        state.total = action.payload.total;
      })
      .addCase(fetchOwnClientRecord.fulfilled, (state, action) => {
        state.clients = [action.payload];
        state.total = 1;
        state.selectedClient = action.payload;
      })
      .addCase(fetchClients.fulfilled, (state, action) => {
        state.clients = action.payload.items;
        state.total = action.payload.total;
      })
      .addCase(fetchClient.fulfilled, (state, action) => {
        state.selectedClient = action.payload;
      })
      .addCase(fetchAssociatedClients.fulfilled, (state, action) => {
        state.associatedClients = action.payload;
      })
      .addCase(createClient.fulfilled, (state, action) => {
        // At the top of the page the person is looking at, without a reload.
        state.clients.unshift({ ...action.payload, coaches: [], last_activity: null });
        state.total += 1;
      })
      .addCase(updateClient.fulfilled, (state, action) => {
        state.clients = replaceById(state.clients, action.payload);
        state.associatedClients = replaceById(state.associatedClients, action.payload);
        if (state.selectedClient?.id === action.payload.id) state.selectedClient = action.payload;
      })
      .addCase(fetchUsers.fulfilled, (state, action) => {
        state.users = action.payload;
      })
      .addCase(deleteUser.fulfilled, (state, action) => {
        const keep = (u: User) => u.id !== action.payload;
        const before = state.clients.length;
        state.clients = state.clients.filter(keep);
        state.total -= before - state.clients.length;
        state.associatedClients = state.associatedClients.filter(keep);
        state.users = state.users.filter(keep);
        if (state.selectedClient?.id === action.payload) state.selectedClient = null;
      })
      .addMatcher(isPending(...listThunks), (state) => {
        state.list = { status: 'loading', failure: null };
      })
      .addMatcher(isFulfilled(...listThunks), (state) => {
        state.list.status = 'succeeded';
      })
      .addMatcher(isRejected(...listThunks), (state, action) => {
        if (!isIgnoredRejection(action)) state.list = { status: 'failed', failure: action.error };
      })
      .addMatcher(isFulfilled(...thunks), (state) => {
        state.loading = false;
      });
    addLoadingMatchers(builder, thunks);
  },
});

export const { clientCoachesSet } = clientsSlice.actions;
export const clientsReducer = clientsSlice.reducer;
export const selectClients = (state: { clients: ClientsState }) => state.clients;
