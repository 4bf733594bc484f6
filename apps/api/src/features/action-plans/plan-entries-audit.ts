import type { ActionJournal } from '@tc/contract/coaching';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { entriesWithPeople, selectEntryColumns, toEntry } from '../../db/journal-repository';
import { writeAudit } from '../../lib/audit';

/** Every diary entry of a plan, archived ones too, as the API answers them: the snapshots of the audit trail. */
export async function planEntries(db: Db, planId: number): Promise<ActionJournal[]> {
  const rows = await selectEntryColumns(entriesWithPeople(db)).where('j.actionplan_id', '=', planId).orderBy('j.id').execute();
  return rows.map(toEntry);
}

/**
 * One audit entry per diary entry that a plan's move carried to another client,
 * written in the move's own transaction so the cascade cannot land unrecorded.
 */
export async function auditMovedEntries(
  trx: Db,
  request: FastifyRequest,
  actorId: number,
  before: ActionJournal[],
  after: ActionJournal[],
): Promise<void> {
  const now = new Map(after.map((entry) => [entry.id, entry]));
  for (const old of before) {
    const moved = now.get(old.id);
    if (!moved || moved.client_id === old.client_id) continue;
    await writeAudit(trx, {
      actorId,
      action: 'update',
      entity: 'action_journal',
      entityId: old.id,
      before: old,
      after: moved,
      ip: request.ip,
    });
  }
}
