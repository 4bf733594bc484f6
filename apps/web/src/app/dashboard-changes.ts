import type { AuditEntry } from '@tc/contract/audit';
import { whenText } from '@tc/contract/audit-diff';
import { recordLink } from '@/features/audit/audit-format';
import type { ChangeText } from '@/features/dashboard/admin-dashboard';

/**
 * A change of the audit trail as the dashboard lists it, in the trail's own words, which the
 * server writes from the names as they are now ("Sarah Lee created the plan 'Fall enrolment
 * marketing' for Emily Chen"), when, and the record's screen.
 */
export function describeChange(entry: AuditEntry): ChangeText {
  return { what: entry.description, when: whenText(entry.at), to: recordLink(entry) };
}
