import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

/**
 * The day on which the row at `offset` falls, newest first, among the days `days` counts (one row a day: its
 * `date` and its `n` rows; docs/decisions/039-list-counts.md), with how many rows the newer days hold: a deep page
 * by number then reads from that day on, where skipping every row before it cost up to half a second. Undefined
 * past the last row.
 */
export async function dayOfOffset<Table extends keyof Database>(
  db: Db,
  days: SelectQueryBuilder<Database, Table, { date: string; n: number }>,
  offset: number,
): Promise<{ date: string; before: number } | undefined> {
  const running = db
    .selectFrom(days.as('d'))
    .select([
      'd.date',
      'd.n',
      sql<number>`coalesce(sum(d.n) over (order by d.date desc rows between unbounded preceding and 1 preceding), 0)`.as('before'),
    ]);
  const start = await db
    .selectFrom(running.as('w'))
    .select(['w.date', 'w.before'])
    .where('w.before', '<=', offset)
    .where(sql<number>`w.before + w.n`, '>', offset)
    .orderBy('w.date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return start && { date: start.date, before: Number(start.before) };
}
