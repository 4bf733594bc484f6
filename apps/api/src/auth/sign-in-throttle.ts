import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/users-repository';
import { writeAudit } from '../lib/audit';
import { rateLimited } from '../lib/errors';
import { verifyPassword } from './passwords';

export const SIGN_IN_REFUSED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
/** Refused from a new address because of failures elsewhere: what the owner can still do (README, "Sessions and access"). */
export const SIGN_IN_PAUSED =
  'Too many failed sign-in attempts for this account, so signing in to it from new networks is paused for 15 minutes. ' +
  'If it is your account, you can still sign in now: with your password and a code from your authenticator app if you use two-factor sign-in, ' +
  'or with an unlock link we email to the address of the account.';
const PASSWORD_REFUSED = 'Too many failed password attempts. Please wait 15 minutes and try again.';
/** An address a username signed in from counts as theirs for this long after the last sign-in there. */
const KNOWN_ADDRESS_MS = 90 * 24 * 3600_000;
/** PostgreSQL advisory lock that makes the check-and-reserve of every attempt one step after another. */
const GATE_LOCK = 0x5_19_17;

/** Failures in the window, the attempt's own reservation included. */
export interface FailureCounts {
  pair: number;
  username: number;
  address: number;
}

/** A password check let through the gate: its reserved failure row stands until it passes. */
export interface Attempt {
  id: number;
  username: string;
  address: string;
  counts: FailureCounts;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Records (or refreshes) an address `username` signed in from, and forgets the ones unused for 90 days. */
export async function rememberAddress(db: Db, username: string, address: string): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('sign_in_addresses')
    .values({ username, address, last_success_at: iso(now) })
    .onConflict((oc) => oc.columns(['username', 'address']).doUpdateSet({ last_success_at: iso(now) }))
    .execute();
  await db
    .deleteFrom('sign_in_addresses')
    .where('last_success_at', '<', iso(now - KNOWN_ADDRESS_MS))
    .execute();
}

/**
 * Failed password checks (sign-ins and `current_password`), counted in the
 * database so that the limit holds across API processes (docs/architecture.md#access).
 * An attempt by username u from address a is refused when, in the window,
 * (u, a) has `max` failures; or, unless u has signed in from a before, when u has
 * `max` failures from anywhere or a has `max` failures over all usernames. So
 * nobody elsewhere can lock a person out of the addresses they use.
 *
 * Each attempt is reserved as a failure before the password is checked, in one
 * serialised step (an advisory lock on PostgreSQL, the one connection on
 * SQLite): concurrent attempts see each other, and the limit holds under any burst.
 */
export function signInThrottle(app: FastifyInstance) {
  const { db, dialect } = app;
  const max = app.config.loginMaxFailures;
  const windowMs = app.config.loginWindowMs;

  /**
   * Why `username` may not try from `address` now: 'pair' when that pair has reached the limit, 'elsewhere'
   * when the username's or the address's failures have and the address is not one of `owner`'s; else null.
   */
  async function lockOf(
    trx: Db,
    username: string,
    address: string,
    owner: string,
    now: number,
  ): Promise<{ counts: FailureCounts; lock: 'pair' | 'elsewhere' | null }> {
    const counted = await trx
      .selectFrom('login_failures')
      .select([
        sql<number>`coalesce(sum(case when username = ${username} and address = ${address} then 1 else 0 end), 0)`.as('pair'),
        sql<number>`coalesce(sum(case when username = ${username} then 1 else 0 end), 0)`.as('username'),
        sql<number>`coalesce(sum(case when address = ${address} then 1 else 0 end), 0)`.as('address'),
      ])
      .where('at', '>', iso(now - windowMs))
      .where((eb) => eb.or([eb('username', '=', username), eb('address', '=', address)]))
      .executeTakeFirstOrThrow();
    const counts = { pair: Number(counted.pair), username: Number(counted.username), address: Number(counted.address) };
    if (counts.pair >= max) return { counts, lock: 'pair' };
    if (counts.username >= max || counts.address >= max) {
      const known = await trx
        .selectFrom('sign_in_addresses')
        .select('id')
        .where('username', '=', owner)
        .where('address', '=', address)
        .where('last_success_at', '>', iso(now - KNOWN_ADDRESS_MS))
        .executeTakeFirst();
      if (!known) return { counts, lock: 'elsewhere' };
    }
    return { counts, lock: null };
  }

  /**
   * Reserves an attempt, or refuses it (429). `message`: the refusal's; `pausedMessage`: the refusal's when only
   * failures elsewhere refuse it. `owner`: the username whose known addresses count, when the key is not a username
   * itself (a person's two-factor codes are counted under a key of their own, yet their own addresses stay theirs).
   * `proven`: the attempt carries more than a password (a second-factor code, an unlock link): only the pair's
   * own count limits it, as from a known address.
   */
  async function reserve(
    username: string,
    address: string,
    options: { message?: string; pausedMessage?: string; owner?: string; proven?: boolean } = {},
  ): Promise<Attempt> {
    const { message = SIGN_IN_REFUSED, owner = username, proven = false } = options;
    let refusal = message;
    const attempt = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(GATE_LOCK)})`.execute(trx);
      const now = Date.now();
      const { counts, lock } = await lockOf(trx, username, address, owner, now);
      if (lock === 'pair') return null;
      if (lock === 'elsewhere' && !proven) {
        refusal = options.pausedMessage ?? message;
        return null;
      }
      const { id } = await trx
        .insertInto('login_failures')
        .values({ username, address, at: iso(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, username, address, counts: { pair: counts.pair + 1, username: counts.username + 1, address: counts.address + 1 } };
    });
    if (!attempt) throw rateLimited(refusal);
    return attempt;
  }

  /** The password was wrong: the reservation stays as the failure, and the trail records it (never the password). */
  async function failed(attempt: Attempt, who: { actorId: number | null; entityId: number | null; check?: string }): Promise<void> {
    const { username, address } = attempt;
    const base = { actorId: who.actorId, entity: 'user', entityId: who.entityId, ip: address };
    await writeAudit(db, { ...base, action: 'login_failed', after: { username, ...(who.check ? { check: who.check } : {}) } });
    // Once, when this failure brings a count to the limit: refused attempts write nothing, so a flood cannot fill the trail.
    const scopes = (['pair', 'username', 'address'] as const).filter((k) => attempt.counts[k] === max);
    if (scopes.length) await writeAudit(db, { ...base, action: 'login_locked', after: { username, address, scopes, failures: max } });
    await db
      .deleteFrom('login_failures')
      .where('at', '<=', iso(Date.now() - windowMs))
      .execute();
  }

  /** The password was right: this attempt and the earlier failures of the same username and address no longer count. */
  async function passed(attempt: Attempt): Promise<void> {
    await db.deleteFrom('login_failures').where('username', '=', attempt.username).where('address', '=', attempt.address).execute();
  }

  return {
    reserve,
    failed,
    passed,
    /** Whether sign-in for `username` is paused from `address` by failures elsewhere only (an unlock link would help). */
    async pausedElsewhere(username: string, address: string): Promise<boolean> {
      return (await lockOf(db, username, address, username, Date.now())).lock === 'elsewhere';
    },
    /** `current_password` of a signed-in person, counted like a sign-in under their username and address. */
    async verifyCurrentPassword(request: FastifyRequest, user: UserRow, password: string): Promise<boolean> {
      const attempt = await reserve(user.username, request.ip, { message: PASSWORD_REFUSED });
      const ok = await verifyPassword(user.password_hash, password);
      if (ok) await passed(attempt);
      else await failed(attempt, { actorId: user.id, entityId: user.id, check: 'current_password' });
      return ok;
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
