import { twoFactorEndpoints as api } from '@tc/contract/two-factor-endpoints';
import type { LoginTwoFactorBody } from '@tc/contract/two-factor';
import { apiThunk } from '../../lib/api-thunk';
import { keepSession, loginFailureText } from './auth-thunks';

/** POST /auth/login/two-factor: the code (or a recovery code) after the password. The form shows its own alert. */
export const loginWithCode = apiThunk('auth/loginWithCode', api.login, {
  args: (body: LoginTwoFactorBody) => ({ body }),
  result: keepSession,
  failure: 'That code did not work. Please try again.',
  silent: true,
  onFailure: (failure) => (failure.status === 401 || failure.status === 429 ? failure.message : loginFailureText(failure)),
});

/** POST /auth/two-factor/setup with the sign-in's challenge: staff the centre requires it of set it up before going on. */
export const setUpAtSignIn = apiThunk('auth/setUpAtSignIn', api.setup, {
  args: (challenge: string) => ({ body: { challenge } }),
  failure: 'Two-factor set-up could not start. Please sign in again.',
  silent: true,
  onFailure: (failure) => failure.message,
});

/** POST /auth/two-factor/enable with the sign-in's challenge: answers the recovery codes and the session, kept at once. */
export const enableAtSignIn = apiThunk('auth/enableAtSignIn', api.enable, {
  args: ({ challenge, code }: { challenge: string; code: string }) => ({ body: { challenge, code } }),
  result: (answer) => {
    if (answer.session) keepSession(answer.session);
    return answer;
  },
  failure: 'That code did not work. Please try again.',
  silent: true,
  onFailure: (failure) => failure.message,
});
