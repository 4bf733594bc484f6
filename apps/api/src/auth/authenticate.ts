import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from './tokens';
import { AppError, unauthenticated } from '../lib/errors';
import { findUserById, findUserCoaching, type UserRow } from '../db/users-lookup';
import { isCoachOfClient } from '../db/coaching-lookup';

/**
 * Where a request keeps its signed-in user once loaded: a request decoration (app.ts), so that every
 * request has the same shape; a WeakMap entry per request cost more than the lookup it saved (issue 12).
 */
export const SIGNED_IN = Symbol('signedInUser');

declare module 'fastify' {
  interface FastifyRequest {
    [SIGNED_IN]: UserRow | null;
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
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = request.server.tokens.verify(token);
  if (!claims) throw unauthenticated('Your session has expired or is not valid. Please sign in again.');
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
 * both read in one statement, as a client's plan list asks them on every call (issue 12).
 */
export async function requireUserCoaching(request: FastifyRequest, clientId: number): Promise<{ user: UserRow; coaches: boolean }> {
  const { db } = request.server;
  const cached = request[SIGNED_IN];
  if (cached) return { user: cached, coaches: await isCoachOfClient(db, cached.id, clientId) };
  const claims = verifiedClaims(request);
  const found = await findUserCoaching(db, claims.userId, clientId);
  return { user: signIn(request, claims, found?.user), coaches: found?.coaches === true };
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
