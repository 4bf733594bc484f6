import { ROLES } from '@tc/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from './tokens';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { findUserById, findUserCoaching, type UserRow } from '../db/users-repository';
import { isCoachOfClient } from '../db/coaching-repository';

/**
 * Where a request keeps its signed-in user once loaded: a request decoration (plugins/authentication.ts), so that every
 * request has the same shape; a WeakMap entry per request cost more than the lookup it saved (measured with `npm run bench`).
 */
export const SIGNED_IN = Symbol('signedInUser');
/** The claims of the request's token once verified (by `signedInFirst`), so the handler does not verify it again. */
export const VERIFIED = Symbol('verifiedClaims');

declare module 'fastify' {
  interface FastifyRequest {
    [SIGNED_IN]: UserRow | null;
    [VERIFIED]: TokenClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  // Tolerate a token stored JSON-quoted, as the web app keeps it.
  return match ? match[1].trim().replace(/^"|"$/g, '') : null;
}

/** The claims of the request's valid token; 401 without one. */
function verifiedClaims(request: FastifyRequest): TokenClaims {
  const verified = request[VERIFIED];
  if (verified) return verified;
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = request.server.tokens.verify(token);
  if (!claims) throw unauthenticated('Your session has expired or is not valid. Please sign in again.');
  request[VERIFIED] = claims;
  return claims;
}

/** The user the token names, as reloaded: 401 unless live, active and of the token's version. */
function signIn(request: FastifyRequest, claims: TokenClaims, user: UserRow | undefined): UserRow {
  if (!user || user.status !== 'active' || user.token_version !== claims.version) {
    throw unauthenticated('Your session has ended. Please sign in again.');
  }
  request[SIGNED_IN] = user;
  return user;
}

/**
 * The signed-in user, reloaded from the database on every request so that
 * logout, a password change, deactivation, archiving or a role change
 * takes effect at once. Throws 401 otherwise.
 */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const cached = request[SIGNED_IN];
  if (cached) return cached;
  const claims = verifiedClaims(request);
  return signIn(request, claims, await findUserById(request.server.db, claims.userId));
}

/**
 * requireUser, with every check of it, and whether that user is a coach assigned to `clientId`:
 * both read in one statement, as a client's plan list asks them on every call (docs/decisions/003).
 */
export async function requireUserCoaching(request: FastifyRequest, clientId: number): Promise<{ user: UserRow; coaches: boolean }> {
  const { db } = request.server;
  const cached = request[SIGNED_IN];
  if (cached) return { user: cached, coaches: await isCoachOfClient(db, cached.id, clientId) };
  const claims = verifiedClaims(request);
  const found = await findUserCoaching(db, claims.userId, clientId);
  return { user: signIn(request, claims, found?.user), coaches: found?.coaches === true };
}

/** Why a call refuses the caller's role, by the roles it takes. */
const ONLY: Record<string, string> = {
  [`${ROLES.ADMIN}`]: 'Only administrators can do this.',
  [`${ROLES.ADMIN},${ROLES.COACH}`]: 'Only administrators and coaches can do this.',
  [`${ROLES.CLIENT}`]: 'Only clients can do this.',
};

/**
 * Who the caller is, asked before the request's input is read or validated (route.ts runs it as a
 * preParsing hook of every call that needs a token), so that a caller who may not make the call
 * learns only that: 401 without a valid token, 403 for a signed-in role the call does not take
 * (`roles`; then the user is reloaded here, once for the request). Without `roles` only the token
 * is checked here; the handler reloads the user (some in one statement with their access to a
 * client), and the rules that need the record or the body judge after validation.
 */
export function signedInFirst(request: FastifyRequest): void;
export function signedInFirst(request: FastifyRequest, roles: readonly number[]): Promise<void>;
export function signedInFirst(request: FastifyRequest, roles?: readonly number[]): void | Promise<void> {
  if (!roles) {
    verifiedClaims(request);
    return;
  }
  return requireUser(request).then((user) => {
    if (!roles.includes(user.category_id)) throw forbidden(ONLY[roles.join()] ?? undefined);
  });
}

/**
 * The reader of a public call: the signed-in user when the request carries a
 * valid token, else null (a visitor). A token that is no longer valid reads as
 * a visitor too, so a stale session never breaks the public site.
 */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  if (!bearerToken(request)) return null;
  try {
    return await requireUser(request);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return null;
    throw error;
  }
}
