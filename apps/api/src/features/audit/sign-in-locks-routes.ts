import { auditEndpoints } from '@tc/contract/audit-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import { findUserByUsername } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { route } from '../../lib/route';
import { clearSignInFailures, listSignInLocks } from './sign-in-locks-repository';

/** GET and DELETE /audit/sign-in-locks: who may not sign in now, and clearing it (administrators, docs/architecture.md#access). */
export async function signInLocksRoutes(app: FastifyInstance) {
  const limits = { max: app.config.loginMaxFailures, windowMs: app.config.loginWindowMs };

  route(app, auditEndpoints.locks, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'audit.signInLocks');
    return listSignInLocks(app.db, limits);
  });

  route(app, auditEndpoints.unlock, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'audit.signInLocks');
    // Failures are kept under the username as signed in with, which sign-in lowercases.
    const username = request.params.username.toLowerCase();
    const user = await findUserByUsername(app.db, username);
    const { after } = await audited(request, { actor: me, action: 'unlock', entity: 'user' }, async (trx) => {
      const cleared = await clearSignInFailures(trx, username);
      return { id: user?.id ?? null, after: { username, cleared } };
    });
    return after;
  });
}
