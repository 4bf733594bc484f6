import { MAX_PAGE_SIZE } from '@tc/contract/common';
import type { FastifyReply } from 'fastify';
import { badRequest } from './errors';

export interface Paging {
  limit: number;
  offset: number;
  /** Whether the call named a page (page or pageSize). */
  paged: boolean;
}

/**
 * `page` and `pageSize` of docs/architecture.md#api-conventions. A list that can grow never answers
 * more than one page: a call that names none gets the first MAX_PAGE_SIZE rows.
 */
export function paging(query: { page?: number; pageSize?: number }, defaultPageSize = 25): Paging {
  if (query.page === undefined && query.pageSize === undefined) return { limit: MAX_PAGE_SIZE, offset: 0, paged: false };
  const pageSize = Math.min(query.pageSize ?? defaultPageSize, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  return { limit: pageSize, offset: (page - 1) * pageSize, paged: true };
}

/**
 * How many rows match in all: a page that ends short tells it without asking
 * (the first page of a short list); otherwise `count` runs.
 */
export async function totalOf(shown: number, page: Paging, count: () => Promise<number | string | bigint>): Promise<number> {
  if (shown > 0 && shown < page.limit) return page.offset + shown;
  if (shown === 0 && page.offset === 0) return 0;
  return Number(await count());
}

/** The total of every list that can grow, paged or not (docs/architecture.md#api-conventions). */
export function sendTotal(reply: FastifyReply, total: number): void {
  reply.header('X-Total-Count', String(total));
}

export interface SortSpec<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** `?sort=field` or `?sort=-field`, from an allow-list. */
export function parseSort<F extends string>(sort: string | undefined, allowed: readonly F[], fallback: F): SortSpec<F> {
  if (!sort) return { field: fallback, direction: 'asc' };
  const desc = sort.startsWith('-');
  const field = (desc ? sort.slice(1) : sort) as F;
  if (!allowed.includes(field)) {
    throw badRequest(`sort must be one of ${allowed.join(', ')} (prefix with - for descending)`, [
      { path: ['sort'], message: `Unknown sort field "${field}"` },
    ]);
  }
  return { field, direction: desc ? 'desc' : 'asc' };
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page, read from the nearer end of the list: a page past the middle is read backwards from the last row
 * (the same index, the other way), so that the last page costs what the first does rather than a walk over every
 * row before it. Pages after the first need the total to know which end is nearer; the first asks for it only
 * when the page is full (totalOf).
 */
export async function pageFromNearerEnd<R>(
  page: Paging,
  count: () => Promise<number | string | bigint>,
  read: (reversed: boolean, limit: number, offset: number, total: number | undefined) => Promise<R[]>,
  /** Count before the first page too: its read is given the total, to choose its way by it (a search's page on SQLite). */
  countFirst = false,
): Promise<{ rows: R[]; total: number }> {
  if (page.offset === 0 && !countFirst) {
    const rows = await read(false, page.limit, 0, undefined);
    return { rows, total: await totalOf(rows.length, page, count) };
  }
  const total = Number(await count());
  if (page.offset >= total) return { rows: [], total };
  const limit = Math.min(page.limit, total - page.offset);
  const after = total - page.offset - limit;
  if (after < page.offset) return { rows: (await read(true, limit, after, total)).reverse(), total };
  return { rows: await read(false, limit, page.offset, total), total };
}
