import type { Milestone, MilestoneKind } from '@tc/contract/reports';
import type { Selectable } from 'kysely';
import type { CoachingScope } from '../../auth/policy';
import { archivedPeople, clientsOfCoach, countLess } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import type { MilestonesTable } from '../../db/schema';
import { pageFromNearerEnd } from '../../lib/listing';
import { updateRow } from '../../lib/soft-delete';

export interface MilestoneFilters {
  /** What the actor may list (the policy's answer); the fields below narrow it further. */
  scope: CoachingScope;
  clientId?: number;
  kind?: MilestoneKind;
  from?: string;
  to?: string;
  /** Deleted milestones (administrators). */
  archived?: boolean;
}

function toMilestone(r: Selectable<MilestonesTable>): Milestone {
  return {
    id: r.id,
    client_id: r.client_id,
    kind: r.kind as MilestoneKind,
    date: r.date,
    value: r.value,
    notes: r.notes,
    recorded_by: r.recorded_by,
    archivedAt: r.deleted_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The milestones the filters keep; archived clients' `kept` only for a count that takes them away after (countMilestones). */
function filtered(db: Db, f: MilestoneFilters, archivedClients: 'left out' | 'kept' = 'left out') {
  let q = db.selectFrom('milestones as m').where('m.deleted_at', f.archived ? 'is not' : 'is', null);
  // Archived clients' milestones leave every list with them.
  if (archivedClients === 'left out') q = q.where('m.client_id', 'not in', archivedPeople(db));
  if (f.clientId !== undefined) q = q.where('m.client_id', '=', f.clientId);
  if (f.kind !== undefined) q = q.where('m.kind', '=', f.kind);
  if (f.from) q = q.where('m.date', '>=', f.from);
  if (f.to) q = q.where('m.date', '<=', f.to);
  if ('client' in f.scope) q = q.where('m.client_id', '=', f.scope.client);
  if ('clientsOfCoach' in f.scope) q = q.where('m.client_id', 'in', clientsOfCoach(db, f.scope.clientsOfCoach));
  return q;
}

/**
 * One page, newest date first, id as the tie-break, with the total. A page past the middle is read from the oldest
 * end (pageFromNearerEnd): the deepest page of 10,000 milestones read and sorted them all (p50 355 ms at 50
 * connections on PostgreSQL).
 */
export async function listMilestones(db: Db, f: MilestoneFilters, limit: number, offset: number) {
  const { rows, total } = await pageFromNearerEnd(
    { limit, offset, paged: true },
    () => countMilestones(db, f),
    (reversed, n, skip) => {
      const way = reversed ? 'asc' : 'desc';
      return filtered(db, f).selectAll('m').orderBy('m.date', way).orderBy('m.id', way).limit(n).offset(skip).execute();
    },
  );
  return { rows: rows.map(toMilestone), total };
}

/** How many milestones the filters keep: whoever the client, less archived clients' (few, by the client index). */
async function countMilestones(db: Db, f: MilestoneFilters): Promise<number> {
  const count = () => filtered(db, f, 'kept').select((eb) => eb.fn.countAll<number>().as('n'));
  return countLess(db, count(), count().where('m.client_id', 'in', archivedPeople(db)));
}

/** A milestone of a current client; archived milestones only when asked. */
export async function findMilestone(db: Db, id: number, opts: { includeArchived?: boolean } = {}) {
  let q = db
    .selectFrom('milestones as m')
    .innerJoin('users as cl', 'cl.id', 'm.client_id')
    .selectAll('m')
    .where('m.id', '=', id)
    .where('cl.deleted_at', 'is', null);
  if (!opts.includeArchived) q = q.where('m.deleted_at', 'is', null);
  const row = await q.executeTakeFirst();
  return row && toMilestone(row);
}

export interface MilestoneValues {
  client_id: number;
  kind: MilestoneKind;
  date: string;
  value: number | null;
  notes: string | null;
  recorded_by: number;
}

export async function updateMilestone(db: Db, id: number, v: Partial<Omit<MilestoneValues, 'client_id' | 'recorded_by'>>): Promise<void> {
  await updateRow(db, 'milestones', id, v);
}
