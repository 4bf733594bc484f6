import { SESSION_SETTINGS_DEFAULTS, type SessionSettings, sessionSettingsSchema } from '@tc/contract/sessions';
import { sessionSettingsEndpoints as api } from '@tc/contract/sessions-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { audited } from '../../lib/audited';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';

export const SESSIONS_KEY = 'sessions';

/** The centre's session settings: client booking on or off, the reminder's lead time, a bookable slot's length. */
export async function readSessionSettings(db: Db): Promise<SessionSettings> {
  const row = await db.selectFrom('centre_settings').select('value').where('key', '=', SESSIONS_KEY).executeTakeFirst();
  // A value written by an older version may lack a setting: the default stands in for it.
  const parsed = sessionSettingsSchema.partial().safeParse(row ? JSON.parse(row.value) : {});
  return { ...SESSION_SETTINGS_DEFAULTS, ...(parsed.success ? parsed.data : {}) };
}

export async function sessionSettingsRoutes(app: FastifyInstance) {
  route(app, api.settings, async (request) => {
    await requireUser(request);
    return readSessionSettings(app.db);
  });

  route(app, api.putSettings, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'settings.sessions');
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'centre_settings' }, async (trx) => {
      const before = await readSessionSettings(trx);
      const next: SessionSettings = { ...before, ...request.body };
      const row = { value: JSON.stringify(next), updated_at: nowIso() };
      await trx
        .insertInto('centre_settings')
        .values({ key: SESSIONS_KEY, ...row })
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
      return { id: null, before, after: next };
    });
    return after;
  });
}
