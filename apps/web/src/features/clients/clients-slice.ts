import { createSlice, isPending, isRejected } from '@reduxjs/toolkit';
import type { User } from '@tc/contract/users';
import { createClient, deleteUser, fetchAssociatedClients, fetchClient, fetchClients, fetchUsers, updateClient } from './clients-thunks';

export interface ClientsState {
  clients: User[];
  selectedClient: User | null;
  /** The clients of one coach. */
  associatedClients: User[];
  /** Every account, from GET /users. */
  users: User[];
  loading: boolean;
  error: string | null;
}

const initialState: ClientsState = { clients: [], selectedClient: null, associatedClients: [], users: [], loading: false, error: null };

const thunks = [fetchClients, fetchClient, fetchAssociatedClients, createClient, updateClient, fetchUsers, deleteUser] as const;

const replaceById = (list: User[], user: User) => list.map((u) => (u.id === user.id ? user : u));

const clientsSlice = createSlice({
  name: 'clients',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchClients.fulfilled, (state, action) => {
        state.loading = false;
        state.clients = action.payload;
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
        state.clients.push(action.payload);
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
        state.clients = state.clients.filter(keep);
        state.associatedClients = state.associatedClients.filter(keep);
        state.users = state.users.filter(keep);
        if (state.selectedClient?.id === action.payload) state.selectedClient = null;
      })
      .addMatcher(isPending(...thunks), (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isRejected(...thunks), (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? 'Request failed';
      });
  },
});

export const clientsReducer = clientsSlice.reducer;
