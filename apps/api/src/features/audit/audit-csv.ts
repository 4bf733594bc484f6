import type { AuditEntry } from '@tc/contract/audit';
import { toCsv } from '../../lib/csv';

/** "2026-11-27 14:05:09", Alberta time: sorts as text and reads in any spreadsheet. */
const WHEN = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Edmonton',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const who = (e: AuditEntry) =>
  e.actor
    ? `${e.actor.firstname} ${e.actor.lastname}`.trim() || e.actor.username
    : e.actor_id === null
      ? 'Someone'
      : `person #${e.actor_id}`;

/**
 * The trail as a spreadsheet: the sentence the screen shows, the record, and each changed field's
 * before → after; lib/csv.ts neutralises a cell a spreadsheet would run as a formula.
 */
export function auditCsv(entries: AuditEntry[]): string {
  return toCsv(
    ['When (Alberta time)', 'Who', 'What', 'Record', 'Changes', 'Address'],
    entries.map((e) => [
      WHEN.format(Date.parse(e.at)),
      who(e),
      e.description,
      e.record,
      e.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`).join('; '),
      e.ip,
    ]),
  );
}
