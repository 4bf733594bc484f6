import { deletedSchema, idParamsSchema } from './common';
import { ROLES } from './roles';
import { endpoint } from './endpoint';
import {
  loginTwoFactorBodySchema,
  securitySettingsBodySchema,
  securitySettingsSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorEnabledSchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  twoFactorDisabledSchema,
  twoFactorStatusSchema,
} from './two-factor';
import { sessionSchema } from './users';

const tags = ['two-factor'];

/** Two-factor sign-in (docs/architecture.md#applications-and-accounts): codes from an authenticator app, recovery codes, the centre's requirement. */
export const twoFactorEndpoints = {
  login: endpoint({
    operationId: 'loginTwoFactor',
    method: 'POST',
    path: '/auth/login/two-factor',
    summary: "Finish a sign-in with a code from the person's authenticator app, or a recovery code (once each)",
    tags,
    auth: false,
    body: loginTwoFactorBodySchema,
    status: 200,
    response: sessionSchema,
    // A wrong or reused code, or a challenge that expired; 429 after 10 wrong codes.
    errors: [401],
  }),
  status: endpoint({
    operationId: 'getTwoFactor',
    method: 'GET',
    path: '/auth/two-factor',
    summary: 'Whether two-factor sign-in is on for the signed-in person, and how many recovery codes are left',
    tags,
    auth: true,
    status: 200,
    response: twoFactorStatusSchema,
    errors: [],
  }),
  setup: endpoint({
    operationId: 'setUpTwoFactor',
    method: 'POST',
    path: '/auth/two-factor/setup',
    summary:
      'A new secret for an authenticator app, shown this once (signed in, with the current password; or with the challenge of a required set-up)',
    tags,
    auth: false,
    body: twoFactorSetupBodySchema,
    status: 200,
    response: twoFactorSetupSchema,
    errors: [401, 409],
  }),
  enable: endpoint({
    operationId: 'enableTwoFactor',
    method: 'POST',
    path: '/auth/two-factor/enable',
    summary:
      'Turn two-factor sign-in on with a first code (and the current password, or the challenge of a required set-up); answers ten one-time recovery codes, shown this once, and the session to go on with: every other session of the account ends',
    tags,
    auth: false,
    body: twoFactorEnableBodySchema,
    status: 200,
    response: twoFactorEnabledSchema,
    errors: [401, 409],
  }),
  disable: endpoint({
    operationId: 'disableTwoFactor',
    method: 'POST',
    path: '/auth/two-factor/disable',
    summary:
      'Turn two-factor sign-in off (current password and a code required); answers the session to go on with: every other session of the account ends',
    tags,
    auth: true,
    body: twoFactorDisableBodySchema,
    status: 200,
    response: twoFactorDisabledSchema,
    errors: [403, 409],
  }),
  reset: endpoint({
    operationId: 'resetTwoFactor',
    method: 'DELETE',
    path: '/users/:id/two-factor',
    summary: "Remove another person's second factor (administrators); their sessions end",
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: deletedSchema,
    errors: [403, 404],
  }),
  getSecurity: endpoint({
    operationId: 'getSecuritySettings',
    method: 'GET',
    path: '/settings/security',
    summary: "The centre's security settings (administrators)",
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    status: 200,
    response: securitySettingsSchema,
    errors: [403],
  }),
  putSecurity: endpoint({
    operationId: 'updateSecuritySettings',
    method: 'PUT',
    path: '/settings/security',
    summary: "Change the centre's security settings (administrators)",
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    body: securitySettingsBodySchema,
    status: 200,
    response: securitySettingsSchema,
    errors: [403],
  }),
};
