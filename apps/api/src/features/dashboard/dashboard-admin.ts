import type { AdminDashboard, RegionMinutes } from '@tc/contract/dashboard';
import { ROLES } from '@tc/contract/roles';
import { sql } from 'kysely';
import { listAuditEntries } from '../../db/audit-repository';
import type { Db } from '../../db/connection';
import { fiscalQuarterOf } from '../../lib/alberta-calendar';
import { num } from './dashboard-common';

/** How many clients without a coach, and audit entries, the dashboard lists. */
const UNASSIGNED_ROWS = 10;
const RECENT_CHANGES = 10;
/** What "recent changes" lists of the trail: changes to records, not sign-in events. */
const CHANGES = ['create', 'update', 'delete', 'restore'] as const;

/** Every region by name, zeros included, then clients without a region when time was logged for them. */
function byRegion(names: string[], sums: { region: string | null; minutes: unknown }[]): RegionMinutes[] {
  const minutes = new Map(sums.map((s) => [s.region, num(s.minutes)]));
  const named = [...new Set([...names, ...sums.flatMap((s) => (s.region === null ? [] : [s.region]))])].sort((a, b) =>
    a.localeCompare(b, 'en-CA'),
  );
  const rows: RegionMinutes[] = named.map((region) => ({ region, minutes: minutes.get(region) ?? 0 }));
  const none = minutes.get(null) ?? 0;
  return none > 0 ? [...rows, { region: null, minutes: none }] : rows;
}

/**
 * An administrator's dashboard: live clients with no live coach (newest first),
 * the time coaches logged this fiscal quarter by the client's region (as the
 * region report counts it: live entries of live plans and clients), and the
 * latest changes of the audit trail (sign-ins left out), and how many applications (docs/architecture.md#applications-and-accounts) are new.
 */
export async function adminDashboard(db: Db, today: string): Promise<AdminDashboard> {
  const quarter = fiscalQuarterOf(today);
  const [unassigned, regions, sums, recent, fresh] = await Promise.all([
    db
      .selectFrom('users as u')
      .where('u.category_id', '=', ROLES.CLIENT)
      .where('u.deleted_at', 'is', null)
      // Counted on the record (migration 0028): the few such clients, not every client's coaches looked up.
      .where('u.current_coaches', '=', 0)
      .select(['u.id', 'u.firstname', 'u.lastname', 'u.business_name', 'u.region'])
      .select((eb) => eb.fn.countAll<number>().over().as('total'))
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(UNASSIGNED_ROWS)
      .execute(),
    db.selectFrom('regions').select('name').execute(),
    // Each client's minutes from the index alone (one range of action_journals_client_live per client),
    // then their regions: 200,000 entries of a quarter in about 90 ms on SQLite.
    db
      .selectFrom(
        db
          .selectFrom('action_journals as j')
          .where('j.deleted_at', 'is', null)
          .where('j.date', '>=', quarter.start_date)
          .where('j.date', '<=', quarter.end_date)
          // Time without a plan counts too (docs/decisions/024): null is not `not in` a list.
          .where((eb) =>
            eb.or([
              eb('j.actionplan_id', 'is', null),
              eb('j.actionplan_id', 'not in', db.selectFrom('action_plans as ap').select('ap.id').where('ap.deleted_at', 'is not', null)),
            ]),
          )
          .select(['j.client_id', sql<number>`sum(j.minutes)`.as('minutes')])
          .groupBy('j.client_id')
          .as('s'),
      )
      .innerJoin('users as u', 'u.id', 's.client_id')
      .where('u.deleted_at', 'is', null)
      .select(['u.region', sql<number | string | null>`sum(s.minutes)`.as('minutes')])
      .groupBy('u.region')
      .execute(),
    listAuditEntries(db, { actions: CHANGES }, RECENT_CHANGES, 0),
    // Applications waiting for a first reply (docs/architecture.md#applications-and-accounts), from the index on (status, created_at).
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
  ]);

  return {
    role: 'admin',
    today,
    new_applications: num(fresh.n),
    clients_without_coach: { total: num(unassigned[0]?.total), rows: unassigned.map(({ total: _, ...c }) => c) },
    quarter: {
      ...quarter,
      regions: byRegion(
        regions.map((r) => r.name),
        sums,
      ),
    },
    recent_changes: recent,
  };
}
