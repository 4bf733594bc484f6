import { authEndpoints as api } from '@tc/contract/auth-endpoints';
import type { LoginAnswer } from '@tc/contract/two-factor';
import { ACCOUNT_CLOSED, type LoginBody, type RegisterBody, type Session, type UnlockLinkBody } from '@tc/contract/users';
import { ApiFailure, type ApiFailureInfo } from '../../api/api-call';
import { clearSession, hasLiveSession, saveSession, saveUser } from '../../api/session-storage';
import { apiThunk } from '../../lib/api-thunk';
import { messages } from '../../messages';

/** What the sign-in form shows when login fails (product specification section 8). */
export function loginFailureText(failure: Pick<ApiFailureInfo, 'status' | 'message'>): string {
  // Rate limiting, and a closed account (told only once the password is right), are not a wrong password: say what the server says.
  return failure.status === 429 || failure.message === ACCOUNT_CLOSED ? failure.message : messages.auth.loginFailed;
}

export const keepSession = (session: Session) => {
  saveSession(session);
  return session;
};

/** A session is kept; the next step of a two-factor sign-in (a code, or the set-up) goes back to the form. */
const keepSessionIfAny = (answer: LoginAnswer) => ('token' in answer ? keepSession(answer) : answer);

/**
 * POST /auth/login. The form shows its own alert, so no toast; a 401 here is a
 * wrong password, not an ended session (the call carries no token).
 */
export const login = apiThunk('auth/login', api.login, {
  args: (body: LoginBody) => ({ body }),
  result: keepSessionIfAny,
  failure: messages.auth.loginFailed,
  silent: true,
  onFailure: loginFailureText,
});

/**
 * POST /auth/login again for the person whose session ended during a save (the
 * password dialog): the new session is stored as the sign-in stores it, but the
 * store keeps what the screen holds (the same person, nothing to forget). A
 * two-factor account answers a challenge instead: the dialog then asks for a code.
 */
export const signInAgain = apiThunk('auth/signInAgain', api.login, {
  args: (body: LoginBody) => ({ body }),
  result: keepSessionIfAny,
  failure: messages.auth.loginFailed,
  silent: true,
  onFailure: loginFailureText,
});

/**
 * POST /auth/unlock-link: a sign-in paused from this network asks for a link mailed to the account. The form
 * shows the answer, the same whether or not one was sent.
 */
export const requestUnlockLink = apiThunk('auth/unlockLink', api.unlockLink, {
  args: (body: UnlockLinkBody) => ({ body }),
  failure: 'We could not send the link just now. Please try again in a few minutes.',
  silent: true,
});

/** POST /auth/register: the form alerts the server's error (which names the fields at fault), else the spec's default. */
export const register = apiThunk('auth/register', api.register, {
  args: (body: RegisterBody) => ({ body }),
  result: keepSession,
  failure: messages.auth.registerFailed,
  silent: true,
});

/** A call the server never answered (no signal), as opposed to an answer, or a session already over on this device. */
export const unanswered = (failure: ApiFailureInfo) => failure.status === null && !failure.sessionEnded;

/** Nothing is sent without a live session: the lookup fails at once. */
function liveSessionOnly() {
  // Not a call that went unanswered: the session is over here (it expired, or another tab signed out).
  if (!hasLiveSession()) throw new ApiFailure('No session', null, [], true);
  return {};
}

/** Product specification section 4: no token, an expired one or a failed lookup clears the session. */
export const fetchMe = apiThunk('auth/fetchMe', api.getMe, {
  args: (_: void) => liveSessionOnly(),
  result: ({ user }) => {
    saveUser(user);
    return user;
  },
  failure: 'Session lookup failed',
  silent: true,
  // Only the server's own answer ends the session: with no signal (no answer at all) the person stays signed in on
  // this device, and the installed app opens offline (docs/decisions/054-installable-app.md).
  onFailure: (failure) => {
    if (!unanswered(failure)) clearSession();
  },
});

/** Clears the local session even when the server call fails (the token may already be dead). */
export const logout = apiThunk('auth/logout', api.logout, {
  args: (_: void) => liveSessionOnly(),
  result: () => clearSession(),
  // Signing out locally is what matters to the person at the keyboard: no toast.
  failure: 'Sign-out failed',
  silent: true,
  onFailure: () => clearSession(),
});
