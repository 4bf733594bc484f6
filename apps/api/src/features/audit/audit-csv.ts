import type { AuditEntry } from '@tc/contract/audit';
import type { Readable } from 'node:stream';
import { type AuditFilters, auditRows, describedEntries, type SearchWay } from '../../db/audit-repository';
import { type CursorSource, openReadCursor } from '../../db/read-cursor';
import { albertaTimestamp } from '../../lib/alberta-calendar';
import { personName } from '../../lib/audit-wording';
import { csvStream, cursorRows } from '../../lib/csv';

const who = (e: AuditEntry) => (e.actor_id === null ? 'Someone' : personName(e.actor ?? undefined, e.actor_id));

const HEADER = ['When (Alberta time)', 'Who', 'What', 'Record', 'Changes', 'Address'];

const cells = (e: AuditEntry) => [
  albertaTimestamp(e.at),
  who(e),
  e.description,
  e.record,
  e.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`).join('; '),
  e.ip,
];

/**
 * The trail as a spreadsheet: the sentence the screen shows, the record, and each changed field's
 * before → after; lib/csv.ts neutralises a cell a spreadsheet would run as a formula. Every entry the
 * filters match, written out as the cursor reads them (docs/decisions/042-streamed-exports.md), each
 * batch's sentences worded from the names read in the same snapshot.
 */
export async function auditCsv(source: CursorSource, f: AuditFilters, way: SearchWay): Promise<Readable> {
  const cursor = await openReadCursor(source, (db) => auditRows(db, f, way));
  const rows = cursorRows(cursor, cells, (batch, { db }) => describedEntries(db, batch));
  return csvStream(HEADER, rows, { release: () => cursor.close() });
}
