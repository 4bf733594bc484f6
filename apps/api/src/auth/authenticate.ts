import type { FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../lib/errors';
import { findUserById, type UserRow } from '../db/users-lookup';

const cache = new WeakMap<FastifyRequest, UserRow>();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  // Tolerate a token stored JSON-quoted, as the web app keeps it.
  return match ? match[1].trim().replace(/^"|"$/g, '') : null;
}

/**
 * The signed-in user, reloaded from the database on every request so that
 * logout, a password change, deactivation, archiving or a role change
 * takes effect at once. Throws 401 otherwise.
 */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const cached = cache.get(request);
  if (cached) return cached;
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = request.server.tokens.verify(token);
  if (!claims) throw unauthenticated('Your session has expired or is not valid. Please sign in again.');
  const user = await findUserById(request.server.db, claims.userId);
  if (!user || user.status !== 'active' || user.token_version !== claims.version) {
    throw unauthenticated('Your session has ended. Please sign in again.');
  }
  cache.set(request, user);
  return user;
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
