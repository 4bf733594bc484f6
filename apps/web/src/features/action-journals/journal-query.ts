import { withQuery } from '../../api/api-call';
import type { JournalFilters, JournalListArgs } from './action-journals-types';

/**
 * The call for one page of a client's diary. A chosen plan (always one of this
 * client's) goes to /action-journals/filter; a coach alone or a date range needs
 * the client in the query too, which only /action-journals takes.
 */
export function journalListPath({ clientId, filters, page, pageSize }: JournalListArgs): string {
  const paging = { page: page + 1, pageSize };
  if (filters.actionplanId !== null && !filters.from && !filters.to) {
    return withQuery('/action-journals/filter', { actionplan_id: filters.actionplanId, coach_id: filters.coachId, ...paging });
  }
  return withQuery('/action-journals', {
    client_id: clientId,
    actionplan_id: filters.actionplanId,
    coach_id: filters.coachId,
    from: filters.from,
    to: filters.to,
    ...paging,
  });
}

export function journalSummaryPath(clientId: number, filters: JournalFilters): string {
  return withQuery('/action-journals/summary', {
    client_id: clientId,
    actionplan_id: filters.actionplanId,
    coach_id: filters.coachId,
    from: filters.from,
    to: filters.to,
  });
}

/** Identifies a list (or, without the page, a summary) so a screen never shows another one's data. */
export function journalKey(clientId: number, filters: JournalFilters, page?: number, pageSize?: number): string {
  const f = `${clientId}|${filters.actionplanId ?? ''}|${filters.coachId ?? ''}|${filters.from ?? ''}|${filters.to ?? ''}`;
  return page === undefined ? f : `${f}|${page}|${pageSize ?? ''}`;
}
