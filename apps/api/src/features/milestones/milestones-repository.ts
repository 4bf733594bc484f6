import type { Milestone, MilestoneKind } from '@tc/contract/reports';
import type { Selectable } from 'kysely';
import type { CoachingScope } from '../../auth/policy';
import { clientsOfCoach } from '../../db/coaching-repository';
import type { Db } from '../../db/connection';
import type { MilestonesTable } from '../../db/schema';
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

/** Archived clients' milestones leave every list with them. */
function filtered(db: Db, f: MilestoneFilters) {
  let q = db
    .selectFrom('milestones as m')
    .where('m.deleted_at', f.archived ? 'is not' : 'is', null)
    .where('m.client_id', 'not in', (eb) => eb.selectFrom('users').select('id').where('deleted_at', 'is not', null));
  if (f.clientId !== undefined) q = q.where('m.client_id', '=', f.clientId);
  if (f.kind !== undefined) q = q.where('m.kind', '=', f.kind);
  if (f.from) q = q.where('m.date', '>=', f.from);
  if (f.to) q = q.where('m.date', '<=', f.to);
  if ('client' in f.scope) q = q.where('m.client_id', '=', f.scope.client);
  if ('clientsOfCoach' in f.scope) q = q.where('m.client_id', 'in', clientsOfCoach(db, f.scope.clientsOfCoach));
  return q;
}

/** One page, newest date first, id as the tie-break, with the total. */
export async function listMilestones(db: Db, f: MilestoneFilters, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([
    filtered(db, f).selectAll('m').orderBy('m.date', 'desc').orderBy('m.id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toMilestone), total: Number(counted.n) };
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
