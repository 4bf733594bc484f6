import type { AuditEntry } from '@tc/contract/audit';
import { ACTION_LABELS, recordLink, recordText, whenText } from '@/features/audit/audit-format';
import type { ChangeText } from '@/features/dashboard/admin-dashboard';

const textIn = (record: unknown, field: string): string | null => {
  const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** What a record is called, from its snapshot: a person's name, a plan's summary, a post's title, a region's name. */
function recordName(entry: AuditEntry): string | null {
  const record = entry.after ?? entry.before;
  const person = [textIn(record, 'firstname'), textIn(record, 'lastname')].filter(Boolean).join(' ');
  return person || textIn(record, 'summary') || textIn(record, 'title') || textIn(record, 'name');
}

/**
 * A change of the audit trail as the dashboard lists it, in the trail's own words
 * (features/audit): "Created User 42: Robin Tester", when, and the record's screen.
 */
export function describeChange(entry: AuditEntry): ChangeText {
  const name = recordName(entry);
  return {
    what: `${ACTION_LABELS[entry.action]} ${recordText(entry)}${name ? `: ${name}` : ''}`,
    when: whenText(entry.at),
    to: recordLink(entry),
  };
}
