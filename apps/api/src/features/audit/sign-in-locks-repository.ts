import type { SignInLock } from '@tc/contract/audit';
import type { Db } from '../../db/connection';

interface Limits {
  max: number;
  windowMs: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Usernames that may not sign in now (auth/sign-in-throttle.ts): from one address
 * (the pair's limit), or from every address they have not signed in from before (null).
 * A lock ends when enough of its failures have left the window to bring the count under the limit.
 */
export async function listSignInLocks(db: Db, { max, windowMs }: Limits): Promise<SignInLock[]> {
  const since = iso(Date.now() - windowMs);
  const counted = db
    .selectFrom('login_failures')
    .where('at', '>', since)
    .having((eb) => eb.fn.countAll(), '>=', max);
  const usernames = await counted
    .select(['username', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('username')
    .execute();
  const pairs = await counted
    .select(['username', 'address', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['username', 'address'])
    .execute();
  const found = [...usernames.map((r) => ({ ...r, address: null })), ...pairs].sort(
    (a, b) => a.username.localeCompare(b.username) || (a.address ?? '').localeCompare(b.address ?? ''),
  );
  const locks: SignInLock[] = [];
  for (const { username, address, n } of found) {
    const failures = Number(n);
    // The failure whose leaving brings the count under the limit: the oldest when there are exactly `max`.
    let q = db.selectFrom('login_failures').select('at').where('username', '=', username).where('at', '>', since);
    if (address !== null) q = q.where('address', '=', address);
    const freeing = await q
      .orderBy('at')
      .orderBy('id')
      .limit(1)
      .offset(failures - max)
      .executeTakeFirst();
    const lockedUntil = freeing ? iso(Date.parse(freeing.at) + windowMs) : iso(Date.now());
    locks.push({ username, address, failures, lockedUntil });
  }
  return locks;
}

/** Forgets every failed attempt of `username`, from every address; answers how many there were. */
export async function clearSignInFailures(db: Db, username: string): Promise<number> {
  const result = await db.deleteFrom('login_failures').where('username', '=', username).executeTakeFirst();
  return Number(result.numDeletedRows);
}
