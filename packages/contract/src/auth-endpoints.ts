import { z } from 'zod';
import { endpoint } from './endpoint';
import { loginAnswerSchema } from './two-factor';
import { loginBodySchema, meSchema, registerBodySchema, sessionSchema, unlockLinkBodySchema } from './users';

const tags = ['auth'];

export const signedOutSchema = z.object({ message: z.string() });
/** An unlock link was asked for: what the person reads (the same whether or not one was sent). */
export const unlockRequestedSchema = z.object({ message: z.string() });

export const authEndpoints = {
  login: endpoint({
    operationId: 'login',
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in',
    tags,
    auth: false,
    body: loginBodySchema,
    status: 200,
    // A session; for a person with two-factor on (or staff who must set it up), the challenge of the next step.
    response: loginAnswerSchema,
    // Wrong credentials, or an archived or inactive account.
    errors: [401],
  }),
  unlockLink: endpoint({
    operationId: 'requestUnlockLink',
    method: 'POST',
    path: '/auth/unlock-link',
    summary:
      'Email the owner of a username whose sign-in is paused from this network a one-time link (1 hour) that lets the password sign in; the same answer whatever the username',
    tags,
    auth: false,
    body: unlockLinkBodySchema,
    status: 202,
    response: unlockRequestedSchema,
    errors: [],
    // Per client address.
    rateLimit: { max: 5, timeWindow: '15 minutes' },
  }),
  register: endpoint({
    operationId: 'register',
    method: 'POST',
    path: '/auth/register',
    summary: 'Register as a client (category 4)',
    tags,
    auth: false,
    body: registerBodySchema,
    status: 201,
    response: sessionSchema,
    errors: [409],
    // Per address; the server's REGISTER_LIMIT_PER_HOUR may set another figure.
    rateLimit: { max: 5, timeWindow: '1 hour' },
  }),
  getMe: endpoint({
    operationId: 'getMe',
    method: 'GET',
    path: '/auth/getMe',
    summary: 'The signed-in user',
    tags,
    auth: true,
    status: 200,
    response: meSchema,
    errors: [],
  }),
  logout: endpoint({
    operationId: 'logout',
    method: 'POST',
    path: '/auth/logout',
    summary: 'Sign out everywhere: every token of this user stops working',
    tags,
    auth: true,
    status: 200,
    response: signedOutSchema,
    errors: [],
    // It ends the session: sent again, it signs out again.
    idempotent: false,
  }),
};
