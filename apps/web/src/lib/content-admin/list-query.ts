/** Words for the fields a list may be sorted by (`?sort=`). */
const SORT_LABELS: Record<string, [string, string, string]> = {
  // field: [label, ascending, descending]
  sort_order: ['Position', 'first to last', 'last to first'],
  title: ['Title', 'A to Z', 'Z to A'],
  form_title: ['Title', 'A to Z', 'Z to A'],
  person: ['Person', 'A to Z', 'Z to A'],
  author: ['Author', 'A to Z', 'Z to A'],
  section: ['Section', 'A to Z', 'Z to A'],
  category: ['Category', 'A to Z', 'Z to A'],
  publish_at: ['Publish date', 'oldest first', 'newest first'],
  event_date: ['Event date', 'earliest first', 'latest first'],
  createdAt: ['Date added', 'oldest first', 'newest first'],
};

export interface SortOption {
  /** `?sort=` as sent: `title`, `-createdAt`; empty for the collection's own order. */
  value: string;
  label: string;
}

/** The sort menu of a collection: its own order first, then each allowed field both ways. */
export function sortOptions(sorts: readonly string[], defaultLabel: string): SortOption[] {
  const options: SortOption[] = [{ value: '', label: defaultLabel }];
  for (const field of sorts) {
    const [label, up, down] = SORT_LABELS[field] ?? [field, 'ascending', 'descending'];
    options.push({ value: field, label: `${label}, ${up}` }, { value: `-${field}`, label: `${label}, ${down}` });
  }
  return options;
}

export type StatusFilter = 'all' | 'draft' | 'published';

export interface ListState {
  q: string;
  sort: string;
  /** Zero-based, as MUI's pagination counts. */
  page: number;
  pageSize: number;
  status: StatusFilter;
  /** The deleted items instead of the live ones. */
  deleted: boolean;
}

export const initialListState = (pageSize = 25): ListState => ({ q: '', sort: '', page: 0, pageSize, status: 'all', deleted: false });

/** What the list call sends: one-based page, the status only where there is publishing, `archived=true` for deleted items. */
export function listQuery(state: ListState, publishing: boolean): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page + 1, pageSize: state.pageSize };
  const q = state.q.trim();
  if (q) query.q = q;
  if (state.sort) query.sort = state.sort;
  if (publishing) query.status = state.status;
  if (state.deleted) query.archived = 'true';
  return query;
}

/** Reordering makes sense only on the live list in its own order, with nothing filtered out. */
export function canReorder(state: ListState, ordered: boolean): boolean {
  return ordered && !state.deleted && !state.q.trim() && (state.sort === '' || state.sort === 'sort_order') && state.status === 'all';
}

/** The total of a paged list from X-Total-Count, else the length of what came. */
export function totalFrom(headers: Record<string, unknown>, fallback: number): number {
  const total = Number(headers['x-total-count']);
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}
