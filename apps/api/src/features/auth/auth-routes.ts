import { authEndpoints } from '@tc/contract/auth-endpoints';
import { ROLES } from '@tc/contract/roles';
import { ACCOUNT_CLOSED } from '@tc/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { assertPasswordAcceptable } from '../../auth/password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { finishSignIn, secondStepOf } from '../../auth/sign-in';
import { SIGN_IN_PAUSED, signInThrottle } from '../../auth/sign-in-throttle';
import { acceptCode, CODES_REFUSED, codeThrottleKey, findTwoFactor } from '../../auth/two-factor';
import {
  isOpenUnlockLink,
  issueUnlockLink,
  recentUnlockLinks,
  UNLOCK_REQUESTED,
  UNLOCKS_PER_HOUR,
  unlockMail,
  useUnlockLink,
} from '../../auth/unlock-links';
import { queueRegistration } from '../../db/handoffs-repository';
import { canonicalRegion } from '../../db/regions-repository';
import { type UserRow, findUserByUsername, insertUser, toUser, updateUser, usernameTaken } from '../../db/users-repository';
import { writeAudit } from '../../lib/audit';
import { audited } from '../../lib/audited';
import { registrationNotification } from '../../lib/handoffs';
import { rateLimited, unauthenticated, usernameConflict } from '../../lib/errors';
import { route } from '../../lib/route';

export async function authRoutes(app: FastifyInstance) {
  const throttle = signInThrottle(app);

  route(app, authEndpoints.login, async (request) => {
    const { username, password, code, unlock_token } = request.body;
    // More than a password (a code, an unlock link of this account): failures elsewhere do not pause it.
    const unlocking = unlock_token !== undefined && (await isOpenUnlockLink(app.db, unlock_token, username));
    const proven = code !== undefined || unlocking;
    // Reserved as a failure before the hash is checked, so a burst cannot pass the limit.
    const attempt = await throttle.reserve(username, request.ip, { pausedMessage: SIGN_IN_PAUSED, proven });
    const user = await findUserByUsername(app.db, username);
    // A code is counted under the person's own code failures, reserved before the password is checked so that a right
    // password takes no longer than a wrong one.
    const codeCheck = code !== undefined && user ? await reserveCode(request, user) : null;
    const ok = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);
    // Inactive accounts answer exactly like a wrong password; an archived one (a closed file) says so, but only to
    // whoever knows its password.
    if (!user || !ok || user.deleted_at !== null || user.status !== 'active') {
      await throttle.failed(attempt, { actorId: null, entityId: user?.id ?? null });
      if (codeCheck) await throttle.failed(codeCheck.attempt, { actorId: null, entityId: codeCheck.row.user_id, check: 'two_factor_code' });
      throw unauthenticated(ok && user?.deleted_at ? ACCOUNT_CLOSED : 'Invalid credentials');
    }
    if (code !== undefined) {
      // Password and code in one step: a wrong code, or none to check (two-factor is off), answers like a wrong password.
      const right = codeCheck !== null && (await acceptCode(app, app.db, codeCheck.row, code));
      if (!right) {
        await throttle.failed(attempt, { actorId: null, entityId: user.id, check: 'two_factor_code' });
        if (codeCheck) await throttle.failed(codeCheck.attempt, { actorId: user.id, entityId: user.id, check: 'two_factor_code' });
        throw unauthenticated('Invalid credentials');
      }
      await throttle.passed(codeCheck.attempt);
      await throttle.passed(attempt);
      return finishSignIn(request, user, 'code');
    }
    // The link works once: of two uses at once, one signs in.
    if (unlocking && !(await useUnlockLink(app.db, unlock_token, user.id))) throw rateLimited(SIGN_IN_PAUSED);
    await throttle.passed(attempt);
    // Two-factor sign-in (docs/architecture.md#applications-and-accounts): the password alone gives such a person no session.
    return (await secondStepOf(request, user)) ?? (await finishSignIn(request, user));
  });

  /** The person's second factor and a reserved code attempt (429 after 10 wrong codes), or null without two-factor on. */
  async function reserveCode(request: FastifyRequest, user: UserRow) {
    const row = await findTwoFactor(app.db, user.id);
    if (!row?.enabled_at) return null;
    const attempt = await throttle.reserve(codeThrottleKey(user.id), request.ip, { message: CODES_REFUSED, owner: user.username });
    return { row, attempt };
  }

  async function sendUnlockLink(request: FastifyRequest, username: string, address: string) {
    if (!(await throttle.pausedElsewhere(username, address))) return;
    const user = await findUserByUsername(app.db, username);
    if (!user || user.deleted_at !== null || user.status !== 'active') return;
    if ((await recentUnlockLinks(app.db, user.id)) >= UNLOCKS_PER_HOUR) {
      request.log.info({ userId: user.id }, 'unlock link not sent: this account was sent the most allowed this hour');
      return;
    }
    // Audited without its token, like an account link.
    const { token } = await audited(request, { actor: 'visitor', action: 'create', entity: 'unlock_link' }, async (trx) => ({
      id: user.id,
      after: { user_id: user.id, address },
      token: await issueUnlockLink(trx, user.id),
    }));
    await app.mailer.send(unlockMail(app, user, token));
  }

  // One request's links at a time, so the hourly allowance per account holds under a burst.
  let unlockQueue = Promise.resolve();
  route(app, authEndpoints.unlockLink, async (request, reply) => {
    // The lookup and the mail happen after the answer: a username that exists answers as fast as one that does not.
    const { username } = request.body;
    const address = request.ip;
    unlockQueue = unlockQueue
      .then(() => sendUnlockLink(request, username, address))
      .catch((err: unknown) =>
        request.log.warn({ error: err instanceof Error ? err.message : String(err) }, 'an unlock link could not be sent'),
      );
    return reply.code(202).send({ message: UNLOCK_REQUESTED });
  });

  route(app, authEndpoints.register, async (request, reply) => {
    const body = request.body;
    assertPasswordAcceptable(body.password, body);
    if (await usernameTaken(app.db, body.username)) throw usernameConflict();
    const region = body.region ? await canonicalRegion(app.db, body.region) : null;
    const password_hash = await hashPassword(body.password);
    // Whoever registers is the actor of their own creation.
    const { user, entry } = await audited(request, { actor: 'self', action: 'create', entity: 'user' }, async (trx) => {
      const { password: _pw, ...fields } = body;
      const created = await insertUser(trx, { ...fields, region, password_hash, category_id: ROLES.CLIENT });
      // The Register tab promises a coach's call: the administrators' queue holds them until someone enrols them.
      const entry = await queueRegistration(trx, created);
      await writeAudit(trx, {
        actorId: created.id,
        action: 'create',
        entity: 'application',
        entityId: entry.id,
        after: entry,
        ip: request.ip,
      });
      return { id: created.id, after: toUser(created), user: created, entry };
    });
    // And the centre is told, as of an application (the mail queue keeps it if the mail server is down).
    const note = await app.mailer.send(registrationNotification(app.config.centre, user)).catch(() => ({ sent: false }));
    if (!note.sent) request.log.warn({ applicationId: entry.id }, 'the centre was not emailed about this registration; it is in the queue');
    const issued = await app.tokens.issue(user.id, user.token_version);
    return reply.code(201).send({ ...issued, user: toUser(user) });
  });

  route(app, authEndpoints.getMe, async (request) => ({
    user: toUser(await requireUser(request)),
  }));

  route(app, authEndpoints.logout, async (request) => {
    const me = await requireUser(request);
    await audited(request, { actor: me, action: 'logout', entity: 'user' }, async (trx) => {
      await updateUser(trx, me.id, { bumpTokenVersion: true });
      return { id: me.id };
    });
    return { message: 'Signed out' };
  });
}
