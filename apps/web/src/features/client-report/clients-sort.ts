import type { ClientReportRow } from '@tc/contract/reports';
import type { SortDirection } from '../../components/reports/report-table';

/** The columns the all-clients table sorts by, as the address names them (`?sort=hours&order=desc`). */
export const CLIENT_SORT_KEYS = ['name', 'region', 'coaches', 'plans', 'entries', 'hours', 'last_entry', 'milestones'] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];

export interface ClientSort {
  by: ClientSortKey;
  direction: SortDirection;
}

export const DEFAULT_CLIENT_SORT: ClientSort = { by: 'name', direction: 'asc' };

const NUMERIC = new Set<ClientSortKey>(['plans', 'entries', 'hours', 'last_entry', 'milestones']);

/** A column's first order when chosen: the most first for numbers and dates, A to Z for text. */
export const firstDirection = (key: ClientSortKey): SortDirection => (NUMERIC.has(key) ? 'desc' : 'asc');

export function isClientSortKey(value: string | null): value is ClientSortKey {
  return value !== null && (CLIENT_SORT_KEYS as readonly string[]).includes(value);
}

/** The sort in the address, else by name. */
export function clientSortFromSearch(params: URLSearchParams): ClientSort {
  const by = params.get('sort');
  if (!isClientSortKey(by)) return DEFAULT_CLIENT_SORT;
  const order = params.get('order');
  return { by, direction: order === 'asc' || order === 'desc' ? order : firstDirection(by) };
}

/** Choosing a column: the same one again turns the order round; another starts at its first order. */
export function nextClientSort(current: ClientSort, key: ClientSortKey, direction?: SortDirection): ClientSort {
  if (direction) return { by: key, direction };
  if (current.by === key) return { by: key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { by: key, direction: firstDirection(key) };
}

const collator = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true });
const nameKey = (r: ClientReportRow) => `${r.lastname} ${r.firstname}`;
const coachesKey = (r: ClientReportRow) => r.coaches.map((c) => `${c.lastname} ${c.firstname}`).join(', ');

function compare(a: ClientReportRow, b: ClientReportRow, by: ClientSortKey): number {
  switch (by) {
    case 'name':
      return collator.compare(nameKey(a), nameKey(b));
    case 'region':
      return collator.compare(a.region ?? '', b.region ?? '');
    case 'coaches':
      return collator.compare(coachesKey(a), coachesKey(b));
    case 'hours':
      return a.minutes - b.minutes;
    case 'last_entry':
      return (a.last_entry_date ?? '').localeCompare(b.last_entry_date ?? '');
    default:
      return a[by] - b[by];
  }
}

/**
 * The rows in the chosen order; ties (and empty regions, coaches or last entries,
 * which sort as the least) keep the order by name, then id, either way round.
 */
export function sortClients(rows: readonly ClientReportRow[], sort: ClientSort): ClientReportRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort.by) || collator.compare(nameKey(a), nameKey(b)) || a.client_id - b.client_id);
}
