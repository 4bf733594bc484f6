import type { Db } from '../../db/connection';
import { rateLimited } from '../../lib/errors';

/**
 * Failed sign-ins are counted in the database, per username and per address,
 * so the limit holds across any number of API processes.
 */
export function loginThrottle(db: Db, opts: { maxFailures: number; windowMs: number }) {
  const keys = (username: string, ip: string) => [`user:${username}`, `ip:${ip}`];
  const since = () => new Date(Date.now() - opts.windowMs).toISOString();

  return {
    async assertAllowed(username: string, ip: string): Promise<void> {
      const rows = await db
        .selectFrom('login_failures')
        .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
        .where('key', 'in', keys(username, ip))
        .where('at', '>', since())
        .groupBy('key')
        .execute();
      if (rows.some((r) => Number(r.n) >= opts.maxFailures)) {
        throw rateLimited('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
      }
    },
    async recordFailure(username: string, ip: string): Promise<void> {
      const at = new Date().toISOString();
      await db
        .insertInto('login_failures')
        .values(keys(username, ip).map((key) => ({ key, at })))
        .execute();
      // Keep the table small: what is older than the window no longer counts.
      await db.deleteFrom('login_failures').where('at', '<=', since()).execute();
    },
    async clearUser(username: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', `user:${username}`).execute();
    },
  };
}
