import type { AuditEntry } from '@tc/contract/audit';
import { albertaTimestamp } from '../../lib/alberta-calendar';
import { personName } from '../../lib/audit-wording';
import { toCsv } from '../../lib/csv';

const who = (e: AuditEntry) => (e.actor_id === null ? 'Someone' : personName(e.actor ?? undefined, e.actor_id));

/**
 * The trail as a spreadsheet: the sentence the screen shows, the record, and each changed field's
 * before → after; lib/csv.ts neutralises a cell a spreadsheet would run as a formula.
 */
export function auditCsv(entries: AuditEntry[]): string {
  return toCsv(
    ['When (Alberta time)', 'Who', 'What', 'Record', 'Changes', 'Address'],
    entries.map((e) => [
      albertaTimestamp(e.at),
      who(e),
      e.description,
      e.record,
      e.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`).join('; '),
      e.ip,
    ]),
  );
}
