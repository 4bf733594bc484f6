import { twoFactorEndpoints as api } from '@tc/contract/two-factor-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { requireUser } from '../../auth/authenticate';
import { finishSignIn } from '../../auth/sign-in';
import { signInThrottle } from '../../auth/sign-in-throttle';
import * as tf from '../../auth/two-factor';
import { type UserRow, toUser, updateUser } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { conflict, fieldError, forbidden, unauthenticated } from '../../lib/errors';
import { route } from '../../lib/route';
import {
  CHALLENGE_ENDED,
  CURRENT_PASSWORD_WRONG,
  releaseChallenge,
  setupActor,
  spendChallenge,
  userOfChallenge,
} from './two-factor-session';
import { settingsRoutes } from './settings-routes';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

export async function twoFactorRoutes(app: FastifyInstance) {
  const throttle = signInThrottle(app);
  const keys = tf.challenges(app);

  /** A code (or, where allowed, a recovery code) checked under the person's own failure count: 429 after 10 wrong ones (see reserve). */
  async function checkCode(request: FastifyRequest, user: UserRow, row: tf.TwoFactorRow, input: { code?: string; recovery?: string }) {
    // From an address the person signed in from, only that address's count applies (as for passwords).
    const attempt = await throttle.reserve(tf.codeThrottleKey(user.id), request.ip, { message: tf.CODES_REFUSED, owner: user.username });
    const ok =
      input.code !== undefined
        ? await tf.acceptCode(app, app.db, row, input.code)
        : await tf.useRecoveryCode(app.db, user.id, input.recovery ?? '');
    if (ok) await throttle.passed(attempt);
    else await throttle.failed(attempt, { actorId: user.id, entityId: user.id, check: 'two_factor_code' });
    return ok;
  }

  /** The current password of a signed-in person, counted like a sign-in when wrong (429 past the limit). */
  const checkPassword = (request: FastifyRequest) => (user: UserRow, password: string) =>
    throttle.verifyCurrentPassword(request, user, password);

  /** A new session of the person, whose token version has just moved on: the one that asked goes on with it. */
  const renewedSession = (user: UserRow) => ({ ...app.tokens.issue(user.id, user.token_version), user: toUser(user) });

  route(app, api.login, async (request) => {
    const body = request.body;
    const user = await userOfChallenge(request, keys.code, body.challenge);
    const row = await tf.findTwoFactor(app.db, user.id);
    if (!row?.enabled_at) throw unauthenticated(CHALLENGE_ENDED);
    const byCode = 'code' in body;
    // Spent before the code is checked, so of two uses at once only one goes on; a wrong code gives it back.
    if (!(await spendChallenge(app.db, body.challenge))) throw unauthenticated(CHALLENGE_ENDED);
    let ok = false;
    try {
      ok = await checkCode(request, user, row, byCode ? { code: body.code } : { recovery: body.recovery_code });
    } finally {
      if (!ok) await releaseChallenge(app.db, body.challenge);
    }
    if (!ok) throw unauthenticated(byCode ? WRONG_CODE : 'That recovery code is not right, or it has been used already.');
    return finishSignIn(request, user, byCode ? 'code' : 'recovery_code');
  });

  route(app, api.status, async (request) => {
    const me = await requireUser(request);
    const row = await tf.findTwoFactor(app.db, me.id);
    const enabled = row?.enabled_at != null;
    return {
      enabled,
      recovery_codes_left: enabled ? await tf.recoveryCodesLeft(app.db, me.id) : 0,
      required: await tf.twoFactorRequiredFor(app.db, me),
    };
  });

  route(app, api.setup, async (request) => {
    const { user } = await setupActor(request, keys.setup, request.body, checkPassword(request));
    if (await tf.isTwoFactorOn(app.db, user.id)) throw conflict('Two-factor sign-in is already on.');
    const started = await audited(request, { actor: user, action: 'create', entity: 'two_factor' }, async (trx) => ({
      id: user.id,
      after: { user_id: user.id, enabled: false },
      ...(await tf.startSetup(app, trx, user)),
    }));
    const qr_code = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(started.otpauth_uri, { type: 'svg', margin: 1 })).toString('base64')}`;
    return { secret: started.secret, otpauth_uri: started.otpauth_uri, qr_code };
  });

  route(app, api.enable, async (request) => {
    const { user, signingIn } = await setupActor(request, keys.setup, request.body, checkPassword(request));
    const row = await tf.findTwoFactor(app.db, user.id);
    if (!row) throw conflict('Start the set-up first: it shows the QR code to scan.');
    if (row.enabled_at) throw conflict('Two-factor sign-in is already on.');
    if (!(await checkCode(request, user, row, { code: request.body.code }))) throw fieldError('code', WRONG_CODE);
    const { codes, renewed } = await audited(request, { actor: user, action: 'update', entity: 'two_factor' }, async (trx) => {
      await trx.updateTable('two_factor').set({ enabled_at: new Date().toISOString() }).where('user_id', '=', user.id).execute();
      return {
        id: user.id,
        before: { enabled: false },
        after: { user_id: user.id, enabled: true },
        codes: await tf.newRecoveryCodes(trx, user.id),
        // Every other session of the account ends: whoever held one signs in again, now with a code.
        renewed: await updateUser(trx, user.id, { bumpTokenVersion: true }),
      };
    });
    // Staff who set it up at a required sign-in have just given their password and a code: they are signed in.
    // A signed-in person goes on with a new session in place of the one that asked.
    return { recovery_codes: codes, session: signingIn ? await finishSignIn(request, renewed, 'code') : renewedSession(renewed) };
  });

  route(app, api.disable, async (request) => {
    const me = await requireUser(request);
    const row = await tf.findTwoFactor(app.db, me.id);
    if (!row?.enabled_at) throw conflict('Two-factor sign-in is not on.');
    if (await tf.twoFactorRequiredFor(app.db, me))
      throw forbidden('The centre requires two-factor sign-in for staff, so it cannot be turned off.');
    const { current_password, code } = request.body;
    if (!(await throttle.verifyCurrentPassword(request, me, current_password))) {
      throw fieldError('current_password', CURRENT_PASSWORD_WRONG);
    }
    const digits = code.replace(/\s+/g, '');
    const input = /^\d{6}$/.test(digits) ? { code: digits } : { recovery: code.replace(/[\s-]+/g, '').toLowerCase() };
    if (!(await checkCode(request, me, row, input))) throw fieldError('code', WRONG_CODE);
    const renewed = await audited(request, { actor: me, action: 'delete', entity: 'two_factor' }, async (trx) => {
      await tf.removeTwoFactor(trx, me.id);
      // Every other session of the account ends; this one goes on with the session answered.
      const user = await updateUser(trx, me.id, { bumpTokenVersion: true });
      return { id: me.id, before: { user_id: me.id, enabled: true }, user };
    });
    return { enabled: false, recovery_codes_left: 0, required: false, session: renewedSession(renewed.user) };
  });

  await app.register(settingsRoutes);
}
