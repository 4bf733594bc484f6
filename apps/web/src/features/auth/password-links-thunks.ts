import { accountLinkEndpoints as api, type ForgotPasswordBody, type SetPasswordBody } from '@tc/contract/account-links-endpoints';
import { apiThunk } from '../../lib/api-thunk';

/** The wording both forms share: the rules a new password meets (checked by the server as well). */
export const PASSWORD_RULES =
  'Use at least 8 characters. Avoid common passwords and anything with your name, username or email address in it.';

/** POST /auth/forgot-password: the form shows the answer (the same whether or not an account uses the address). */
export const requestPasswordReset = apiThunk('auth/forgotPassword', api.forgotPassword, {
  args: (body: ForgotPasswordBody) => ({ body }),
  failure: 'We could not send the link just now. Please try again in a few minutes.',
  silent: true,
});

/** POST /auth/set-password with the token of an invitation or reset link; the form shows what went wrong. */
export const setPasswordWithLink = apiThunk('auth/setPassword', api.setPassword, {
  args: (body: SetPasswordBody) => ({ body }),
  failure: 'Your password could not be set. Please try again.',
  silent: true,
});
