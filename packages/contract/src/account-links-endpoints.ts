import { z } from 'zod';
import { ROLES } from './roles';
import { emailAddress, idSchema } from './common';
import { endpoint } from './endpoint';
import { passwordSchema } from './users';

/** What a person types on the "Forgot password?" form. */
export const forgotPasswordBodySchema = z.strictObject({
  email: emailAddress('Enter a valid email address'),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** The link's token (from the email's address) and the password chosen on /set-password. */
export const setPasswordBodySchema = z.strictObject({
  token: z.string().min(1, 'This link is incomplete: open it again from the email.').max(200),
  password: passwordSchema,
});
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;

export const linkRequestedSchema = z.object({ message: z.string() });

/** The password is set: the username to sign in with (never a session: sign-in may ask for more). */
export const passwordSetSchema = z.object({ message: z.string(), username: z.string() });
export type PasswordSet = z.infer<typeof passwordSetSchema>;

export const invitationSentSchema = z.object({ message: z.string(), sent: z.boolean() });

/** Single-use links of docs/architecture.md#applications-and-accounts: invitations (7 days) and password resets (1 hour). */
export const accountLinkEndpoints = {
  forgotPassword: endpoint({
    operationId: 'forgotPassword',
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Email a password-reset link (valid 1 hour); the same answer whether or not an account uses the address',
    tags: ['auth'],
    auth: false,
    body: forgotPasswordBodySchema,
    status: 202,
    response: linkRequestedSchema,
    errors: [],
    // Per client address.
    rateLimit: { max: 5, timeWindow: '15 minutes' },
  }),
  setPassword: endpoint({
    operationId: 'setPassword',
    method: 'POST',
    path: '/auth/set-password',
    summary: 'Set a password with the token of an invitation or reset link; the link then stops working',
    tags: ['auth'],
    auth: false,
    body: setPasswordBodySchema,
    status: 200,
    response: passwordSetSchema,
    errors: [],
    // Per address; the server's SET_PASSWORD_LIMIT_PER_15_MINUTES may set another figure.
    rateLimit: { max: 10, timeWindow: '15 minutes' },
  }),
  sendInvitation: endpoint({
    operationId: 'sendInvitation',
    method: 'POST',
    path: '/users/:id/invitation',
    summary:
      'Email the user a new invitation to set their password (older links stop working); 409 once they have set one (a reset is for them)',
    tags: ['users'],
    auth: true,
    roles: [ROLES.ADMIN],
    params: z.strictObject({ id: idSchema }),
    status: 200,
    response: invitationSentSchema,
    errors: [403, 404, 409],
  }),
};
