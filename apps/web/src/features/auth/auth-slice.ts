import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@tc/contract/users';
import { clearSession, readStoredUser, readToken, sessionExpired } from '../../api/session-storage';
import type { ApiFailureInfo } from '../../api/api-call';
import { fetchMe, login, logout, register, signInAgain, unanswered } from './auth-thunks';
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
  /**
   * The server no longer takes this tab's session (signed out in another tab, or the password
   * dialog declined) while a form still holds what was typed: the header says signed out, the
   * screen stays until nothing is unsaved (features/auth/session-elsewhere.ts), and a save asks
   * for the password.
   */
  sessionLost: boolean;
}

/** The token starts from local storage (product specification section 4); an expired session starts signed out. */
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
    sessionLost: false,
  };
}

const signedOut = (state: AuthState) => {
  state.token = null;
  state.user = null;
  state.isAuth = false;
  state.checked = false;
  state.loading = false;
  state.sessionLost = false;
};

const signedIn = (state: AuthState, session: { token: string; user: User }) => {
  state.token = session.token;
  state.user = session.user;
  state.isAuth = true;
  state.checked = true;
  state.sessionLost = false;
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
    sessionLost(state) {
      if (state.token) state.sessionLost = true;
    },
    /** Another tab signed the same person in again: this tab goes on with that session. */
    sessionResumed(state, action: PayloadAction<string>) {
      if (!state.token) return;
      state.token = action.payload;
      state.sessionLost = false;
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
        signedIn(state, action.payload);
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
      .addCase(fetchMe.rejected, (state, action) => {
        // No answer (no signal): the person who signed in on this device goes on as stored; the server checks them
        // again at the next navigation with a signal. Any answer of the server (401, say) signs them out.
        if (unanswered(action.error as ApiFailureInfo) && state.token && state.user) {
          state.isAuth = true;
          state.checked = true;
          return;
        }
        signedOut(state);
      })
      .addCase(logout.fulfilled, signedOutByUser)
      .addCase(logout.rejected, signedOutByUser);
  },
});

export const { sessionCleared, sessionRenewed, sessionLost, sessionResumed, clearAuthError } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
