import type { JournalFilters, JournalListArgs } from './action-journals-types';

/**
 * Which call lists one page of a client's diary. A chosen plan (always one of
 * this client's) goes to /action-journals/filter; a coach alone or a date range
 * needs the client in the query too, which only /action-journals takes.
 */
export const usesFilterCall = (filters: JournalFilters): boolean => filters.actionplanId !== null && !filters.from && !filters.to;

const orNone = <T>(value: T | null): T | undefined => value ?? undefined;

/** The query of GET /action-journals/filter: page one-based on the wire. */
export const journalFilterQuery = ({ filters, page, pageSize }: JournalListArgs) => ({
  actionplan_id: orNone(filters.actionplanId),
  coach_id: orNone(filters.coachId),
  page: page + 1,
  pageSize,
});

/** The query of GET /action-journals/summary (and, with the page, of GET /action-journals). */
export const journalSummaryQuery = (clientId: number, filters: JournalFilters) => ({
  client_id: clientId,
  actionplan_id: orNone(filters.actionplanId),
  coach_id: orNone(filters.coachId),
  from: orNone(filters.from),
  to: orNone(filters.to),
});

export const journalListQuery = ({ clientId, filters, page, pageSize }: JournalListArgs) => ({
  ...journalSummaryQuery(clientId, filters),
  page: page + 1,
  pageSize,
});

/** Identifies a list (or, without the page, a summary) so a screen never shows another one's data. */
export function journalKey(clientId: number, filters: JournalFilters, page?: number, pageSize?: number): string {
  const f = `${clientId}|${filters.actionplanId ?? ''}|${filters.coachId ?? ''}|${filters.from ?? ''}|${filters.to ?? ''}`;
  return page === undefined ? f : `${f}|${page}|${pageSize ?? ''}`;
}
