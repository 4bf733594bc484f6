import { ACTION_PLAN_PAGE_SIZE } from '@tc/contract/coaching';

/**
 * Pages as people and the address bar see them are one-based (page 1 by default,
 * product specification section 9); the store's page is zero-based and the server's one-based again.
 */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const toStorePage = (page: number) => Math.max(0, page - 1);
export const fromStorePage = (storePage: number) => storePage + 1;

export function pageCount(total: number, pageSize = ACTION_PLAN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A page past the end (after a delete, or a stale link) moves back to the last page there is. */
export function clampPage(page: number, total: number, pageSize = ACTION_PLAN_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** "Showing 11–12 of 12": positions of the held page's first and last plans. */
export function pageRange(storePage: number, pageSize: number, shown: number, total: number): { from: number; to: number; total: number } {
  if (shown === 0) return { from: 0, to: 0, total };
  const from = storePage * pageSize + 1;
  return { from, to: from + shown - 1, total };
}
