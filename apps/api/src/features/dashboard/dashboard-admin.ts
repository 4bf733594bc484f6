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

/** A client's sum of `what` over the three months of the fiscal quarter that starts on `start` (its year's columns). */
function monthsSum(what: 'entries' | 'minutes', start: string) {
  const first = Number(start.slice(5, 7));
  const months = [0, 1, 2].map((k) => String(first + k).padStart(2, '0'));
  return sql.join(
    months.map((m) => sql.ref(`r.${what}_${m}`)),
    sql` + `,
  );
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
      .where('u.category_id', '=', sql.lit(ROLES.CLIENT))
      .where('u.deleted_at', 'is', null)
      // Counted on the record (migration 0028): the few such clients, not every client's coaches looked up. The role
      // and the 0 written into the statement, so that PostgreSQL plans for them (features/users/client-listing.ts).
      .where('u.current_coaches', '=', sql.lit(0))
      .select(['u.id', 'u.firstname', 'u.lastname', 'u.business_name', 'u.region'])
      .select((eb) => eb.fn.countAll<number>().over().as('total'))
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(UNASSIGNED_ROWS)
      .execute(),
    db.selectFrom('regions').select('name').execute(),
    // The quarter's three months from each client's sums of its fiscal year (report_client_years, kept by triggers:
    // migration 0029, docs/decisions/041), which count the entries the region report counts (live, their plan live
    // or none), then their regions: one row a client, where the entries themselves were 200,000 at 10,000 clients
    // (about 90 ms on SQLite). Clients with no counting entry in the quarter are left out, as before.
    db
      .selectFrom('report_client_years as r')
      .innerJoin('users as u', 'u.id', 'r.client_id')
      .where('r.fiscal_year', '=', quarter.fiscal_year)
      .where('u.deleted_at', 'is', null)
      .where(sql<number>`${monthsSum('entries', quarter.start_date)}`, '>', 0)
      .select(['u.region', sql<number | string | null>`sum(${monthsSum('minutes', quarter.start_date)})`.as('minutes')])
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
