import { ROLES } from '@tc/contract/roles';
import { loginBodySchema, meSchema, registerBodySchema, sessionSchema } from '@tc/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/authenticate';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { writeAudit } from '../../lib/audit';
import { unauthenticated, usernameConflict } from '../../lib/errors';
import { canonicalRegion } from '../regions/regions-repository';
import { findUserByUsername, insertUser, toUser, updateUser, usernameTaken } from '../users/users-repository';
import { loginThrottle } from './login-throttle';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = loginThrottle(app.db, { maxFailures: app.config.loginMaxFailures, windowMs: app.config.loginWindowMs });

  r.post(
    '/auth/login',
    { schema: { tags: ['auth'], summary: 'Sign in', body: loginBodySchema, response: { 200: sessionSchema } } },
    async (request) => {
      const { username, password } = request.body;
      await throttle.assertAllowed(username, request.ip);
      const user = await findUserByUsername(app.db, username);
      const ok = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);
      // Archived and inactive accounts answer exactly like a wrong password.
      if (!user || !ok || user.deleted_at !== null || user.status !== 'active') {
        await throttle.recordFailure(username, request.ip);
        throw unauthenticated('Invalid credentials');
      }
      await throttle.clearUser(username);
      const issued = await app.tokens.issue(user.id, user.token_version);
      return { ...issued, user: toUser(user) };
    },
  );

  r.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register as a client (category 4)',
        body: registerBodySchema,
        response: { 201: sessionSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await usernameTaken(app.db, body.username)) throw usernameConflict();
      const region = body.region ? await canonicalRegion(app.db, body.region) : null;
      const password_hash = await hashPassword(body.password);
      const user = await app.db.transaction().execute(async (trx) => {
        const { password: _pw, ...fields } = body;
        const created = await insertUser(trx, { ...fields, region, password_hash, category_id: ROLES.CLIENT });
        await writeAudit(trx, {
          actorId: created.id,
          action: 'create',
          entity: 'user',
          entityId: created.id,
          after: toUser(created),
          ip: request.ip,
        });
        return created;
      });
      const issued = await app.tokens.issue(user.id, user.token_version);
      return reply.code(201).send({ ...issued, user: toUser(user) });
    },
  );

  r.get('/auth/getMe', { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meSchema } } }, async (request) => ({
    user: toUser(await requireUser(request)),
  }));

  r.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every token of this user stops working',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      await app.db.transaction().execute(async (trx) => {
        await updateUser(trx, me.id, { bumpTokenVersion: true });
        await writeAudit(trx, { actorId: me.id, action: 'logout', entity: 'user', entityId: me.id, ip: request.ip });
      });
      return { message: 'Signed out' };
    },
  );
}
