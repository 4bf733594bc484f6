import { twoFactorEndpoints as api } from '@tc/contract/two-factor-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import { readSecuritySettings, removeTwoFactor, SECURITY_KEY, signOutStaffWithoutTwoFactor } from '../../auth/two-factor';
import { findUserById, updateUser } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';

/** What administrators do: reset another person's second factor, and the centre's two-factor requirement for staff. */
export async function settingsRoutes(app: FastifyInstance) {
  route(app, api.reset, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'twoFactor.reset');
    const target = await findUserById(app.db, request.params.id, { includeArchived: true });
    if (!target) throw notFound('No such person.');
    // Their sessions end: whoever held the second factor signs in again with the password alone (or sets it up anew).
    await audited(request, { actor: me, action: 'delete', entity: 'two_factor' }, async (trx) => {
      await removeTwoFactor(trx, target.id);
      await updateUser(trx, target.id, { bumpTokenVersion: true });
      return { id: target.id, after: { user_id: target.id, reset_by_administrator: true } };
    });
    return { id: target.id };
  });

  route(app, api.getSecurity, async (request) => {
    authorize(await requireUser(request), 'settings.security');
    return readSecuritySettings(app.db);
  });

  route(app, api.putSecurity, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'settings.security');
    const after = { two_factor_required_for_staff: request.body.two_factor_required_for_staff };
    await audited(request, { actor: me, action: 'update', entity: 'centre_settings' }, async (trx) => {
      const before = await readSecuritySettings(trx);
      const row = { value: JSON.stringify(after), updated_at: nowIso() };
      await trx
        .insertInto('centre_settings')
        .values({ key: SECURITY_KEY, ...row })
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
      // Turned on: staff without two-factor are signed out now, not when their 8-hour session ends; their next
      // sign-in asks for the set-up. The administrator making the change keeps this session.
      const signedOut =
        after.two_factor_required_for_staff && !before.two_factor_required_for_staff ? await signOutStaffWithoutTwoFactor(trx, me.id) : 0;
      return { id: null, before, after: { ...after, ...(signedOut ? { staff_signed_out: signedOut } : {}) } };
    });
    return after;
  });
}
