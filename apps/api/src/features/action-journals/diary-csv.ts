import { ACTIVITY_LABELS, type Activity, NO_PLAN_LABEL } from '@tc/contract/coaching';
import type { Readable } from 'node:stream';
import { type CursorSource, openReadCursor } from '../../db/read-cursor';
import { csvStream, cursorRows } from '../../lib/csv';
import { type ExportRow, exportQuery, type JournalFilters } from './action-journals-repository';

const HEADER = ['Date', 'Client', 'Business', 'Plan', 'Coach', 'Activity', 'Minutes', 'Notes'];

/**
 * The time diary as a spreadsheet reads it, one row per entry in the list's order, written out as the
 * cursor reads it (docs/decisions/042-streamed-exports.md): no cap, one snapshot, the connection given
 * back at the end or when the download is cut off.
 */
export async function diaryCsv(source: CursorSource, f: JournalFilters): Promise<Readable> {
  const cursor = await openReadCursor(source, (db) => exportQuery(db, f));
  const rows = cursorRows(cursor, (e: ExportRow) => [
    e.date,
    `${e.client_firstname} ${e.client_lastname}`,
    e.client_business,
    e.actionplan_id === null ? NO_PLAN_LABEL : e.plan_summary,
    `${e.coach_firstname} ${e.coach_lastname}`,
    ACTIVITY_LABELS[e.activity as Activity],
    e.minutes,
    e.notes,
  ]);
  return csvStream(HEADER, rows, { release: () => cursor.close() });
}
