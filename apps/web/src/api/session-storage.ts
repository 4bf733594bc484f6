import type { User } from '@tc/contract/users';

/** Local storage keys of product specification section 9. */
export const STORAGE_KEYS = { token: 'token', user: 'user', expirationTime: 'expirationTime' } as const;

/** The token is stored JSON-quoted (docs/architecture.md#the-web-app); callers always get it bare. */
export function stripQuotes(value: string): string {
  return value.replace(/"/g, '');
}

/** A stored value; none on the server, which renders every page as a visitor sees it. */
function read(key: string): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
}

export function readToken(): string | null {
  const raw = read(STORAGE_KEYS.token);
  if (!raw) return null;
  const token = stripQuotes(raw).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

/** Whose session a token is: the user id its payload names (`sub`), or null when it cannot be read. */
export function tokenUserId(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    const id = Number(claims.sub);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

export function readStoredUser(): User | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as User) : null;
  } catch {
    return null;
  }
}

/** Milliseconds since the epoch, from an ISO string or a number; null when absent or unreadable. */
export function readExpirationTime(): number | null {
  const raw = read(STORAGE_KEYS.expirationTime);
  if (!raw) return null;
  const unquoted = stripQuotes(raw);
  const asNumber = Number(unquoted);
  if (Number.isFinite(asNumber) && unquoted.trim() !== '') return asNumber;
  const parsed = Date.parse(unquoted);
  return Number.isNaN(parsed) ? null : parsed;
}

export function sessionExpired(now = Date.now()): boolean {
  const expiresAt = readExpirationTime();
  return expiresAt !== null && expiresAt <= now;
}

/** A token that exists and has not passed its expiration time. */
export function hasLiveSession(now = Date.now()): boolean {
  return readToken() !== null && !sessionExpired(now);
}

export function saveSession(session: { token: string; user: User; expiresAt: string }): void {
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(session.token));
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  localStorage.setItem(STORAGE_KEYS.expirationTime, session.expiresAt);
}

export function saveUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.expirationTime);
}
