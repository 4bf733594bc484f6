import type { ApplicationNeed } from '@tc/contract/applications';
import type { ClientIntake, NewClient, SuggestedCoach } from '@tc/contract/handoffs';
import { ROLES } from '@tc/contract/roles';
import type { Selectable } from 'kysely';
import type { Db } from './connection';
import type { ApplicationsTable } from './schema';
import { nowIso } from '../lib/time';

/**
 * A client's intake: the newest application that made or found their account (`applications.user_id`),
 * read where it is rather than copied into the client's record (docs/decisions/028-hand-offs.md).
 */
export async function findIntake(db: Db, clientId: number): Promise<ClientIntake | null> {
  const row = await db
    .selectFrom('applications')
    .select(['id', 'source', 'business_type', 'licensed', 'spaces', 'needs', 'message', 'city', 'region', 'created_at'])
    .where('user_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    application_id: row.id,
    source: row.source,
    business_type: row.business_type as ClientIntake['business_type'],
    licensed: row.licensed as ClientIntake['licensed'],
    spaces: row.spaces === null ? null : Number(row.spaces),
    needs: JSON.parse(row.needs) as ApplicationNeed[],
    message: row.message,
    city: row.city,
    region: row.region,
    applied_at: row.created_at,
  };
}

/** The region an application names (null for a registration without one); undefined when there is no such application. */
export async function applicationRegion(db: Db, id: number): Promise<{ region: string | null } | undefined> {
  return db.selectFrom('applications').select('region').where('id', '=', id).executeTakeFirst();
}

/**
 * The coaches a new client of `region` is offered to: its current, active coaches, the one with the
 * fewest current clients first (then by name); every current coach when the region has none or is unknown.
 */
export async function suggestedCoaches(db: Db, region: string | null): Promise<SuggestedCoach[]> {
  const coaches = (regionName: string | null) => {
    let q = db
      .selectFrom('users as co')
      .leftJoin('client_coach as cc', 'cc.coach_id', 'co.id')
      .leftJoin('users as cl', (join) => join.onRef('cl.id', '=', 'cc.client_id').on('cl.deleted_at', 'is', null))
      .select(['co.id', 'co.firstname', 'co.lastname', 'co.email', 'co.region', (eb) => eb.fn.count<number>('cl.id').as('client_count')])
      .where('co.category_id', '=', ROLES.COACH)
      .where('co.status', '=', 'active')
      .where('co.deleted_at', 'is', null)
      .groupBy(['co.id', 'co.firstname', 'co.lastname', 'co.email', 'co.region'])
      .orderBy('client_count')
      .orderBy('co.lastname')
      .orderBy('co.firstname')
      .orderBy('co.id');
    if (regionName !== null) q = q.where('co.region', '=', regionName);
    return q.execute();
  };
  let rows = region === null ? [] : await coaches(region);
  if (!rows.length) rows = await coaches(null);
  return rows.map((r) => ({ ...r, client_count: Number(r.client_count) }));
}

/** At most this many new clients on a coach's dashboard: a coach has a handful at a time. */
export const NEW_CLIENTS_MAX = 20;

/** A coach's current clients with no action plan and no session (of any coach) yet, newest assignment first. */
export async function newClientsOf(db: Db, coachId: number): Promise<NewClient[]> {
  return db
    .selectFrom('client_coach as cc')
    .innerJoin('users as cl', 'cl.id', 'cc.client_id')
    .select(['cl.id', 'cl.firstname', 'cl.lastname', 'cl.business_name', 'cc.created_at as assigned_at'])
    .where('cc.coach_id', '=', coachId)
    .where('cl.category_id', '=', ROLES.CLIENT)
    .where('cl.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(selectFrom('action_plans as p').select('p.id').whereRef('p.client_id', '=', ref('cl.id')).where('p.deleted_at', 'is', null)),
      ),
    )
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(
          selectFrom('coaching_sessions as s')
            .select('s.id')
            .whereRef('s.client_id', '=', ref('cl.id'))
            .where('s.deleted_at', 'is', null)
            .where('s.status', '!=', 'cancelled'),
        ),
      ),
    )
    .orderBy('cc.created_at', 'desc')
    .orderBy('cl.id', 'desc')
    .limit(NEW_CLIENTS_MAX)
    .execute();
}

/**
 * Someone who registered an account themself, as a new entry of the applications queue (source
 * 'registration', their account its `user_id`): what the registration asks, the rest empty.
 */
export async function queueRegistration(
  db: Db,
  user: {
    id: number;
    firstname: string;
    lastname: string;
    email: string;
    phone: string | null;
    business_name: string | null;
    region: string | null;
  },
): Promise<Selectable<ApplicationsTable>> {
  const now = nowIso();
  return db
    .insertInto('applications')
    .values({
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email.toLowerCase(),
      phone: user.phone,
      business_name: user.business_name,
      business_type: null,
      region: user.region,
      city: null,
      licensed: null,
      spaces: null,
      needs: '[]',
      message: null,
      status: 'new',
      admin_note: null,
      user_id: user.id,
      source: 'registration',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
