import type { ClientBulkAction, ClientBulkResult, ClientBulkSkip } from '@tc/contract/client-bulk';

/** Why clients were left out, as a person reads it after a count ("2 already set a password"). */
const SKIP_TEXT: Record<ClientBulkSkip, string> = {
  not_found: 'no longer on the list',
  already_archived: 'file already closed',
  already_assigned: 'already had this coach',
  has_password: 'already set a password',
  upcoming_session: 'have a session to come (cancel it first)',
  erased: 'erased on request',
};

export const clientsText = (n: number) => `${n.toLocaleString('en-CA')} ${n === 1 ? 'client' : 'clients'}`;

/** "3 skipped: 2 already set a password, 1 file already closed." or '' when none were. */
export function skippedText(result: Pick<ClientBulkResult, 'skipped' | 'reasons'>): string {
  if (result.skipped === 0) return '';
  const why = result.reasons.map((r) => `${r.count.toLocaleString('en-CA')} ${SKIP_TEXT[r.reason]}`).join(', ');
  return `${result.skipped.toLocaleString('en-CA')} skipped: ${why}.`;
}

const DONE: Record<Exclude<ClientBulkAction, 'export'>, (n: number, coach?: string) => string> = {
  assign_coach: (n, coach) => `${coach ?? 'The coach'} assigned to ${clientsText(n)}.`,
  invite: (n) => `${n.toLocaleString('en-CA')} ${n === 1 ? 'invitation' : 'invitations'} sent.`,
  archive: (n) => `${n.toLocaleString('en-CA')} ${n === 1 ? 'file' : 'files'} closed.`,
};

/** The toast after an action: what was done, then what was skipped and why. */
export function outcomeText(result: ClientBulkResult, coach?: string): string {
  if (result.action === 'export') return '';
  return [DONE[result.action](result.done, coach), skippedText(result)].filter(Boolean).join(' ');
}
