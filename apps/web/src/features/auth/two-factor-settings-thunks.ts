import { twoFactorEndpoints as api } from '@tc/contract/two-factor-endpoints';
import type { SecuritySettings, TwoFactorDisableBody } from '@tc/contract/two-factor';
import { saveSession } from '../../api/session-storage';
import { apiThunk } from '../../lib/api-thunk';

/** GET /auth/two-factor: whether it is on for the signed-in person, and how many recovery codes are left. */
export const fetchTwoFactor = apiThunk('twoFactor/status', api.status, {
  args: (_: void) => ({}),
  failure: 'Could not load your two-factor sign-in settings.',
});

/** POST /auth/two-factor/setup with the current password: a new key and its QR code, shown this once. The form shows its own alert. */
export const startTwoFactorSetup = apiThunk('twoFactor/setup', api.setup, {
  args: (current_password: string) => ({ body: { current_password } }),
  failure: 'Two-factor set-up could not start.',
  silent: true,
  onFailure: (failure) => failure.message,
});

/**
 * POST /auth/two-factor/enable: the form shows its own alert for a wrong code. Every other session of the
 * account has ended: the answer's session is kept at once, so the next call goes with it.
 */
export const enableTwoFactor = apiThunk('twoFactor/enable', api.enable, {
  args: (body: { code: string; current_password: string }) => ({ body }),
  result: (answer) => {
    saveSession(answer.session);
    return answer;
  },
  failure: 'That code did not work. Please try again.',
  silent: true,
  onFailure: (failure) => failure.message,
});

/** POST /auth/two-factor/disable: as for turning it on, the answer's session replaces this one. */
export const disableTwoFactor = apiThunk('twoFactor/disable', api.disable, {
  args: (body: TwoFactorDisableBody) => ({ body }),
  result: (answer) => {
    saveSession(answer.session);
    return answer;
  },
  failure: 'Two-factor sign-in could not be turned off.',
  success: 'Two-factor sign-in is off.',
  silent: true,
  onFailure: (failure) => failure.message,
});

/** DELETE /users/:id/two-factor (administrators). */
export const resetTwoFactor = apiThunk('twoFactor/reset', api.reset, {
  args: (id: number) => ({ params: { id } }),
  failure: 'Two-factor sign-in could not be reset.',
  success: 'Two-factor sign-in reset. They can sign in with their password and set it up again.',
});

export const fetchSecuritySettings = apiThunk('twoFactor/securitySettings', api.getSecurity, {
  args: (_: void) => ({}),
  failure: 'Could not load the security settings.',
});

export const saveSecuritySettings = apiThunk('twoFactor/saveSecuritySettings', api.putSecurity, {
  args: (body: SecuritySettings) => ({ body }),
  failure: 'The security settings could not be saved.',
  success: 'Security settings saved.',
});
