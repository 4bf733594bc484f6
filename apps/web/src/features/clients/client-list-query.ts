import type { QueryOf } from '@tc/contract/endpoint';
import { CLIENT_SORTS } from '@tc/contract/users';
import type { userEndpoints } from '@tc/contract/users-endpoints';

/** A coach's own clients, or every client. */
export type ClientScope = 'mine' | 'all';
/** Who looks: a coach opens on their own clients; an administrator coaches no one and sees every client. */
export type Viewer = 'coach' | 'admin';

/** The listing's state as its address holds it (page one-based, as on the wire). */
export interface ListingQuery {
  q: string;
  sort: string;
  page: number;
  pageSize: number;
  scope: ClientScope;
  /** One coach's clients (administrators' filter), else null. */
  coach: number | null;
  /** A region's name, or '' for every region. */
  region: string;
  /** Only the clients without a coach (every client's list only). */
  noCoach: boolean;
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
  { value: '-last_activity', label: 'Latest activity first' },
  { value: 'last_activity', label: 'Oldest activity first' },
  { value: '-createdAt', label: 'Newest first' },
] as const;

const SORTABLE = new Set<string>(CLIENT_SORTS);

function validSort(sort: string | null): string {
  if (!sort) return DEFAULT_SORT;
  return SORTABLE.has(sort.replace(/^-/, '')) ? sort : DEFAULT_SORT;
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const defaultScope = (viewer: Viewer): ClientScope => (viewer === 'coach' ? 'mine' : 'all');

/**
 * The listing's state lives in the address (?q=&sort=&page=&pageSize=&view=&coach=&region=&no_coach=),
 * so Back, a reload and a shared link keep it. What a viewer cannot use is left out: a coach
 * filters by no other coach, an administrator has no clients of their own, and "no coach"
 * belongs to every client's list.
 */
export function queryFromParams(params: URLSearchParams, viewer: Viewer): ListingQuery {
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const view = params.get('view');
  const scope: ClientScope = viewer === 'coach' && (view === 'mine' || view === 'all') ? view : defaultScope(viewer);
  const noCoach = scope === 'all' && params.get('no_coach') === 'true';
  return {
    q: params.get('q')?.trim() ?? '',
    sort: validSort(params.get('sort')),
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    scope,
    coach: viewer === 'admin' && !noCoach ? positiveInt(params.get('coach'), 0) || null : null,
    region: params.get('region')?.trim() ?? '',
    noCoach,
  };
}

/** Only what differs from the defaults goes into the address. */
export function paramsFromQuery(query: ListingQuery, viewer: Viewer): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.scope !== defaultScope(viewer)) params.view = query.scope;
  if (query.q) params.q = query.q;
  if (query.region) params.region = query.region;
  if (query.coach) params.coach = String(query.coach);
  if (query.noCoach) params.no_coach = 'true';
  if (query.sort !== DEFAULT_SORT) params.sort = query.sort;
  if (query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.pageSize = String(query.pageSize);
  return params;
}

export type ClientListApiQuery = QueryOf<typeof userEndpoints.clients>;

/** The filters and order of GET /users/clients: the export's query (every row), and the page's without `paged`. */
export function apiQueryOf(query: ListingQuery, { paged = true } = {}): ClientListApiQuery {
  return {
    ...(query.q ? { q: query.q } : {}),
    // One of CLIENT_SORTS, with or without a leading -: queryFromParams keeps no other (validSort).
    sort: query.sort as ClientListApiQuery['sort'],
    ...(query.scope === 'mine' ? { mine: 'true' as const } : {}),
    ...(query.coach ? { coach: query.coach } : {}),
    ...(query.region ? { region: query.region } : {}),
    ...(query.noCoach ? { no_coach: 'true' as const } : {}),
    ...(paged ? { page: query.page, pageSize: query.pageSize } : {}),
  };
}

/** Whether anything but the search narrows the list (the scope aside). */
export const hasFilters = (query: Pick<ListingQuery, 'coach' | 'region' | 'noCoach'>) =>
  Boolean(query.coach || query.region || query.noCoach);

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
