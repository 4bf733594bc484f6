import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/users-repository';
import { nowIso } from '../lib/time';
import { createTokenService, type TokenService } from './tokens';

// Two-factor sign-in (docs/architecture.md#applications-and-accounts): the secret is kept encrypted and never sent after set-up,
// recovery codes are kept as SHA-256 hashes, and no code is taken twice (the last time step is kept).

/** Codes of the step before and after the current one are accepted (±30 seconds). */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

interface Keys {
  secretKey: Buffer;
  /** Proof that the password was right: the code comes next (5 minutes). */
  challenge: TokenService;
  /** Proof that the password was right for staff who must first set up two-factor (15 minutes). */
  setup: TokenService;
}

const keysOf = new WeakMap<FastifyInstance, Keys>();

/** Keys of their own, derived from the server's secret: a challenge is never a session token, nor the other way round. */
function keys(app: FastifyInstance): Keys {
  let k = keysOf.get(app);
  if (!k) {
    const derive = (purpose: string) => createHmac('sha256', app.config.jwtSecret).update(purpose).digest();
    k = {
      secretKey: derive('two-factor secret'),
      challenge: createTokenService(derive('two-factor challenge').toString('base64url'), 5 * 60),
      setup: createTokenService(derive('two-factor setup challenge').toString('base64url'), 15 * 60),
    };
    keysOf.set(app, k);
  }
  return k;
}

export const challenges = (app: FastifyInstance) => ({ code: keys(app).challenge, setup: keys(app).setup });

function encrypt(app: FastifyInstance, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys(app).secretKey, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

function decrypt(app: FastifyInstance, stored: string): string {
  const [iv, tag, data] = stored.split('.').map((s) => Buffer.from(s, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keys(app).secretKey, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

export const hashRecoveryCode = (normalised: string) => createHash('sha256').update(normalised).digest('hex');

export type TwoFactorRow = NonNullable<Awaited<ReturnType<typeof findTwoFactor>>>;

export async function findTwoFactor(db: Db, userId: number) {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function isTwoFactorOn(db: Db, userId: number): Promise<boolean> {
  return (await findTwoFactor(db, userId))?.enabled_at != null;
}

const isStaff = (user: Pick<UserRow, 'category_id'>) => user.category_id === ROLES.ADMIN || user.category_id === ROLES.COACH;

export const SECURITY_KEY = 'security';

export async function readSecuritySettings(db: Db): Promise<{ two_factor_required_for_staff: boolean }> {
  const row = await db.selectFrom('centre_settings').select('value').where('key', '=', SECURITY_KEY).executeTakeFirst();
  const value = row ? (JSON.parse(row.value) as { two_factor_required_for_staff?: unknown }) : {};
  return { two_factor_required_for_staff: value.two_factor_required_for_staff === true };
}

/** Whether the centre requires this person to sign in with two factors. */
export async function twoFactorRequiredFor(db: Db, user: Pick<UserRow, 'category_id'>): Promise<boolean> {
  return isStaff(user) && (await readSecuritySettings(db)).two_factor_required_for_staff;
}

/** Ends every session of the staff (but `except`) who have no second factor on; answers how many people that was. */
export async function signOutStaffWithoutTwoFactor(db: Db, except: number): Promise<number> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
    .where('category_id', 'in', [ROLES.ADMIN, ROLES.COACH])
    .where('id', '!=', except)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('two_factor')
            .select('two_factor.user_id')
            .whereRef('two_factor.user_id', '=', 'users.id')
            .where('two_factor.enabled_at', 'is not', null),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A new pending secret for the person (replacing a pending one), with what an authenticator app reads. */
export async function startSetup(app: FastifyInstance, db: Db, user: UserRow) {
  const secret = generateSecret();
  const row = { secret_enc: encrypt(app, secret), enabled_at: null, last_time_step: null, created_at: nowIso() };
  await db.deleteFrom('two_factor').where('user_id', '=', user.id).execute();
  await db
    .insertInto('two_factor')
    .values({ user_id: user.id, ...row })
    .execute();
  const otpauth_uri = generateURI({ issuer: app.config.centre.name, label: user.username, secret });
  return { secret, otpauth_uri };
}

/**
 * Checks a code against the person's secret; a right code's time step is kept, so it (and any
 * earlier one) is refused from then on. Answers whether the code was right.
 */
export async function acceptCode(app: FastifyInstance, db: Db, row: TwoFactorRow, code: string): Promise<boolean> {
  const last = row.last_time_step === null ? undefined : Number(row.last_time_step);
  const secret = decrypt(app, row.secret_enc);
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(last === undefined ? {} : { afterTimeStep: last }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  // Only one request can move the step forward past the same value: a code raced twice passes once.
  const moved = await db
    .updateTable('two_factor')
    .set({ last_time_step: result.timeStep })
    .where('user_id', '=', row.user_id)
    .where((eb) => (last === undefined ? eb('last_time_step', 'is', null) : eb('last_time_step', '=', last)))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Uses up one recovery code; answers whether it was one of the person's unused codes. */
export async function useRecoveryCode(db: Db, userId: number, normalised: string): Promise<boolean> {
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(normalised))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Ten new recovery codes (the earlier ones stop working): the codes to show once; only hashes are stored. */
export async function newRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c), used_at: null })))
    .execute();
  return codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes the person's second factor and recovery codes. */
export async function removeTwoFactor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

export const CODES_REFUSED = 'Too many wrong codes. Please wait 15 minutes and try again.';

/** The throttle key of a person's code failures: not a username anyone can have, and apart from password failures. */
export const codeThrottleKey = (userId: number) => `2fa#${userId}`;
