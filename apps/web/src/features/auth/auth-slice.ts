import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@tc/contract/users';
import { clearSession, readStoredUser, readToken, sessionExpired } from '../../api/session-storage';
import { fetchMe, login, logout, register, signInAgain } from './auth-thunks';
import { enableAtSignIn, loginWithCode } from './two-factor-thunks';

export interface AuthState {
  /** The account created by the last successful registration. */
  signupData: User | null;
  loading: boolean;
  token: string | null;
  isAuth: boolean;
  user: User | null;
  error: string | null;
  /** True once getMe has confirmed the session in this page load. */
  checked: boolean;
  /** The person signed out themself (not an ended session): /login then leads nowhere back. */
  signedOutByUser: boolean;
}

/** The token starts from local storage (spec section 4); an expired session starts signed out. */
export function initialAuthState(): AuthState {
  if (sessionExpired()) clearSession();
  const token = readToken();
  return {
    signupData: null,
    loading: false,
    token,
    isAuth: false,
    user: token ? readStoredUser() : null,
    error: null,
    checked: false,
    signedOutByUser: false,
  };
}

const signedOut = (state: AuthState) => {
  state.token = null;
  state.user = null;
  state.isAuth = false;
  state.checked = false;
  state.loading = false;
};

const signedIn = (state: AuthState, session: { token: string; user: User }) => {
  state.token = session.token;
  state.user = session.user;
  state.isAuth = true;
  state.checked = true;
};

const signedOutByUser = (state: AuthState) => {
  signedOut(state);
  state.signedOutByUser = true;
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionCleared: signedOut,
    /** A change that ended the account's other sessions (two-factor on or off) answered the one to go on with. */
    sessionRenewed(state, action: PayloadAction<{ token: string; user: User }>) {
      signedIn(state, action.payload);
    },
    clearAuthError(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(login.fulfilled, (state, action) => {
        state.loading = false;
        // A two-factor sign-in goes on with a code (or the set-up): no session yet.
        if ('token' in action.payload) signedIn(state, action.payload);
      })
      .addCase(loginWithCode.fulfilled, (state, action) => signedIn(state, action.payload))
      .addCase(enableAtSignIn.fulfilled, (state, action) => {
        if (action.payload.session) signedIn(state, action.payload.session);
      })
      .addCase(login.rejected, (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? null;
      })
      .addCase(signInAgain.fulfilled, (state, action) => {
        // A two-factor account goes on with a code (loginWithCode): no session yet.
        if (!('token' in action.payload)) return;
        state.token = action.payload.token;
        state.user = action.payload.user;
        state.isAuth = true;
        state.checked = true;
      })
      .addCase(register.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(register.fulfilled, (state, action) => {
        state.loading = false;
        state.signupData = action.payload.user;
        state.token = action.payload.token;
        state.user = action.payload.user;
        state.isAuth = true;
        state.checked = true;
      })
      .addCase(register.rejected, (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? null;
      })
      .addCase(fetchMe.fulfilled, (state, action) => {
        if (!state.token) return; // signed out while the lookup was in flight
        state.user = action.payload;
        state.isAuth = true;
        state.checked = true;
      })
      .addCase(fetchMe.rejected, signedOut)
      .addCase(logout.fulfilled, signedOutByUser)
      .addCase(logout.rejected, signedOutByUser);
  },
});

export const { sessionCleared, sessionRenewed, clearAuthError } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
