import type { ActionJournal, NO_PLAN } from '@tc/contract/coaching';

/** What the diary is narrowed to; null means "any". */
export interface JournalFilters {
  /** A plan, or NO_PLAN ('none'): the time logged without one. */
  actionplanId: number | typeof NO_PLAN | null;
  coachId: number | null;
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: JournalFilters = { actionplanId: null, coachId: null, from: null, to: null };

export interface JournalListArgs {
  clientId: number;
  filters: JournalFilters;
  /** Zero-based, as the store holds pages. */
  page: number;
  pageSize: number;
}

/** A page of the diary with the total from X-Total-Count. */
export interface JournalPage {
  entries: ActionJournal[];
  total: number;
}

export const JOURNAL_PAGE_SIZE = 20;
/** The API's largest page: a client's plans for the picker come in one call. */
export const PLAN_OPTIONS_PAGE_SIZE = 100;
