import { type ClientDashboard, DASHBOARD_ROWS } from '@tc/contract/dashboard';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { answerPeriod, liveEntries, minutesBetween, num, periodOf } from './dashboard-common';

/** A client's dashboard: their coaches' contacts, their latest plan and the coaching time logged for them. */
export async function clientDashboard(db: Db, clientId: number, today: string): Promise<ClientDashboard> {
  const period = periodOf(today);
  const [coaches, latestPlan, minutes] = await Promise.all([
    db
      .selectFrom('client_coach as cc')
      .innerJoin('users as co', 'co.id', 'cc.coach_id')
      .where('cc.client_id', '=', clientId)
      .where('co.deleted_at', 'is', null)
      .select(['co.id', 'co.firstname', 'co.lastname', 'co.phone', 'co.email'])
      .orderBy('co.lastname')
      .orderBy('co.firstname')
      .orderBy('co.id')
      .limit(DASHBOARD_ROWS)
      .execute(),
    db
      .selectFrom('action_plans')
      .where('client_id', '=', clientId)
      .where('deleted_at', 'is', null)
      .select(['id', 'date', 'summary'])
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    liveEntries(db)
      .where('j.client_id', '=', clientId)
      .select([
        minutesBetween(period.monthStart, period.monthEnd).as('month'),
        minutesBetween(period.fiscal_year.start_date, period.fiscal_year.end_date).as('year'),
        sql<number | string | null>`sum(j.minutes)`.as('total'),
      ])
      .executeTakeFirst(),
  ]);

  return {
    role: 'client',
    today,
    period: answerPeriod(period),
    coaches,
    latest_plan: latestPlan ?? null,
    minutes: { month: num(minutes?.month), fiscal_year: num(minutes?.year), total: num(minutes?.total) },
  };
}
