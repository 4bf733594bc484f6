import { erasureEndpoints as api } from '@tc/contract/erasure-endpoints';
import { type PrivacySettings, RETENTION_YEARS_DEFAULT, privacySettingsSchema } from '@tc/contract/erasure';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { findUserById, toUser } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { paging, sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { eraseUser, reclaimFreeSpace } from './erasure';

export const PRIVACY_KEY = 'privacy';

/** The centre's privacy settings; a value missing or written by an older version reads as the default. */
export async function readPrivacySettings(db: Db): Promise<PrivacySettings> {
  const row = await db.selectFrom('centre_settings').select('value').where('key', '=', PRIVACY_KEY).executeTakeFirst();
  const parsed = privacySettingsSchema.partial().safeParse(row ? JSON.parse(row.value) : {});
  return { retention_years: RETENTION_YEARS_DEFAULT, ...(parsed.success ? parsed.data : {}) };
}

/** The moment N years before now: a file closed before it is past the retention period. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString();
}

/** Whitespace runs made one space, ends trimmed, case ignored: "leila  haddad" confirms "Leila Haddad". */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Privacy requests (docs/architecture.md#privacy-requests): erasure on request and the retention setting. */
export async function erasureRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.erase, async (request) => {
    const me = await requireUser(request);
    const target = await findUserById(db, request.params.id, { includeArchived: true });
    if (!target) throw notFound('User not found.');
    authorize(me, 'users.erase', target, 'Only a client or a coach can be erased; an administrator is made a coach first.');
    if (target.erased_at) throw conflict('This person has already been erased.');
    if (!sameName(request.body.confirm, `${target.firstname} ${target.lastname}`))
      throw badRequest(`Type the person's full name, ${target.firstname} ${target.lastname}, to confirm the erasure.`, [
        { path: ['confirm'], message: "Type the person's full name to confirm", code: 'confirmation_mismatch' },
      ]);
    const { user } = await audited(request, { actor: me, action: 'erase', entity: 'user' }, async (trx) => {
      // Another request erasing them at the same moment: the second finds them erased inside its transaction.
      const fresh = await trx.selectFrom('users').select('erased_at').where('id', '=', target.id).executeTakeFirstOrThrow();
      if (fresh.erased_at) throw conflict('This person has already been erased.');
      const { user, counts } = await eraseUser(trx, target);
      // The entry says who was erased (the id) and how much, never what was there.
      return { id: target.id, after: { erased: true, ...counts }, user };
    });
    await reclaimFreeSpace(db, app.dialect);
    return toUser(user);
  });

  route(app, api.settings, async () => readPrivacySettings(db));

  route(app, api.putSettings, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'settings.privacy');
    const { after } = await audited(request, { actor: me, action: 'update', entity: 'centre_settings' }, async (trx) => {
      const before = await readPrivacySettings(trx);
      const next: PrivacySettings = { ...before, ...request.body };
      const row = { value: JSON.stringify(next), updated_at: nowIso() };
      await trx
        .insertInto('centre_settings')
        .values({ key: PRIVACY_KEY, ...row })
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
      return { id: null, before, after: next };
    });
    return after;
  });

  route(app, api.due, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'privacy.erasureDue');
    const { retention_years } = await readPrivacySettings(db);
    const page = paging(request.query);
    const due = db
      .selectFrom('users')
      .where('category_id', '=', ROLES.CLIENT)
      .where('erased_at', 'is', null)
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<', yearsAgo(retention_years));
    const rows = await due
      .select(['id', 'firstname', 'lastname', 'email', 'region', 'deleted_at'])
      .orderBy('deleted_at')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const { n } = await due.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    sendTotal(reply, Number(n));
    return rows.map(({ deleted_at, ...r }) => ({ ...r, archivedAt: deleted_at! }));
  });
}
