import { authEndpoints } from '@tc/contract/auth-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { assertPasswordAcceptable } from '../../auth/password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { finishSignIn, secondStepOf } from '../../auth/sign-in';
import { signInThrottle } from '../../auth/sign-in-throttle';
import { canonicalRegion } from '../../db/regions-lookup';
import { findUserByUsername, toUser, usernameTaken } from '../../db/users-lookup';
import { insertUser, updateUser } from '../../db/users-store';
import { audited } from '../../lib/audited';
import { unauthenticated, usernameConflict } from '../../lib/errors';
import { route } from '../../lib/route';

export async function authRoutes(app: FastifyInstance) {
  const throttle = signInThrottle(app);

  route(app, authEndpoints.login, async (request) => {
    const { username, password } = request.body;
    // Reserved as a failure before the hash is checked, so a burst cannot pass the limit (issue 12).
    const attempt = await throttle.reserve(username, request.ip);
    const user = await findUserByUsername(app.db, username);
    const ok = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);
    // Archived and inactive accounts answer exactly like a wrong password.
    if (!user || !ok || user.deleted_at !== null || user.status !== 'active') {
      await throttle.failed(attempt, { actorId: null, entityId: user?.id ?? null });
      throw unauthenticated('Invalid credentials');
    }
    await throttle.passed(attempt);
    // Two-factor sign-in (DESIGN section 5c): the password alone gives such a person no session.
    return (await secondStepOf(request, user)) ?? (await finishSignIn(request, user));
  });

  route(app, authEndpoints.register, async (request, reply) => {
    const body = request.body;
    assertPasswordAcceptable(body.password, body);
    if (await usernameTaken(app.db, body.username)) throw usernameConflict();
    const region = body.region ? await canonicalRegion(app.db, body.region) : null;
    const password_hash = await hashPassword(body.password);
    // Whoever registers is the actor of their own creation.
    const { user } = await audited(request, { actor: 'self', action: 'create', entity: 'user' }, async (trx) => {
      const { password: _pw, ...fields } = body;
      const created = await insertUser(trx, { ...fields, region, password_hash, category_id: ROLES.CLIENT });
      return { id: created.id, after: toUser(created), user: created };
    });
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
