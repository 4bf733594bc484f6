import { USER_SORTS } from '@tc/contract/users';

/** The listing's state as its address holds it (page one-based, as on the wire). */
export interface ListingQuery {
  q: string;
  sort: string;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_SORT = 'lastname';

/** The sort orders offered in the "Sort by" menu (the API's `sort`; a leading - is descending). */
export const SORT_OPTIONS = [
  { value: 'lastname', label: 'Last name, A to Z' },
  { value: '-lastname', label: 'Last name, Z to A' },
  { value: 'business_name', label: 'Business name, A to Z' },
  { value: '-business_name', label: 'Business name, Z to A' },
  { value: 'city', label: 'City, A to Z' },
  { value: '-city', label: 'City, Z to A' },
  { value: 'region', label: 'Region, A to Z' },
  { value: '-createdAt', label: 'Newest first' },
] as const;

const SORTABLE = new Set<string>(USER_SORTS);

function validSort(sort: string | null): string {
  if (!sort) return DEFAULT_SORT;
  return SORTABLE.has(sort.replace(/^-/, '')) ? sort : DEFAULT_SORT;
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The listing's state lives in the address (?q=&sort=&page=&pageSize=), so Back and a shared link keep it. */
export function queryFromParams(params: URLSearchParams): ListingQuery {
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    q: params.get('q')?.trim() ?? '',
    sort: validSort(params.get('sort')),
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** Only what differs from the defaults goes into the address. */
export function paramsFromQuery(query: ListingQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.sort !== DEFAULT_SORT) params.sort = query.sort;
  if (query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.pageSize = String(query.pageSize);
  return params;
}

/** Clicking a column header: ascending first, then descending. */
export function toggleSort(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

export function sortDirectionOf(current: string, field: string): 'asc' | 'desc' | false {
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return false;
}

/** "Showing 26–50 of 120 clients", for the live region under the search. */
export function rangeText(query: Pick<ListingQuery, 'page' | 'pageSize'>, shown: number, total: number): string {
  if (total === 0) return 'No clients';
  const first = (query.page - 1) * query.pageSize + 1;
  const last = first + shown - 1;
  const noun = total === 1 ? 'client' : 'clients';
  return shown >= total ? `${total} ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`;
}
