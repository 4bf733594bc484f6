import { badRequest } from './errors';

export interface Paging {
  limit: number;
  offset: number;
  paged: boolean;
}

/** `page` and `pageSize` of DESIGN section 4: unpaged lists come whole. */
export function paging(query: { page?: number; pageSize?: number }, defaultPageSize = 25): Paging {
  if (query.page === undefined && query.pageSize === undefined) return { limit: -1, offset: 0, paged: false };
  const pageSize = query.pageSize ?? defaultPageSize;
  const page = query.page ?? 1;
  return { limit: pageSize, offset: (page - 1) * pageSize, paged: true };
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
