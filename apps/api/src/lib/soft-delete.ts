import type { Db } from '../db/connection';
import { nowIso } from './time';

/** Tables whose rows are archived (deleted_at) rather than deleted, so nothing recorded is lost. */
export type ArchivableTable = 'action_plans' | 'action_journals' | 'milestones';

export async function setArchived(db: Db, table: ArchivableTable, id: number, archived: boolean): Promise<void> {
  const now = nowIso();
  await db
    .updateTable(table)
    .set({ deleted_at: archived ? now : null, updated_at: now })
    .where('id', '=', id)
    .execute();
}
