import type { ActionJournal, Activity, JournalSummary } from '@tc/contract/coaching';

export type { ActionJournal, Activity, JournalSummary };

/** The body of POST /action-journals (and, partly, of PUT). */
export interface JournalEntryInput {
  actionplan_id: number;
  date: string;
  minutes: number;
  activity: Activity;
  notes?: string | null;
  /** Administrators only: whose time it is (the plan's coach when left out). */
  coach_id?: number;
}

/** What the diary is narrowed to; null means "any". */
export interface JournalFilters {
  actionplanId: number | null;
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

export interface JournalPage {
  entries: ActionJournal[];
  total: number;
}

/** One of the client's plans, to log time against or to filter by. */
export interface PlanOption {
  id: number;
  date: string | null;
  summary: string | null;
  coach: { id?: number; firstname: string | null; lastname: string | null } | null;
  client?: { id: number; firstname: string | null; lastname: string | null; business_name: string | null } | null;
}

export const JOURNAL_PAGE_SIZE = 20;
/** The API's largest page: a client's plans for the picker come in one call. */
export const PLAN_OPTIONS_PAGE_SIZE = 100;
