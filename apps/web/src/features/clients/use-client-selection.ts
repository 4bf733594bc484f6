import type { ClientBulkBody, ClientBulkFilter } from '@tc/contract/client-bulk';
import { useState } from 'react';
import type { ListingQuery } from './client-list-query';

/** The listing's filters as a bulk action's `filter`: what "every client that matches" means on the server. */
export function bulkFilterOf(query: Pick<ListingQuery, 'q' | 'coach' | 'region' | 'noCoach'>): ClientBulkFilter {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.coach ? { coach: query.coach } : {}),
    ...(query.region ? { region: query.region } : {}),
    ...(query.noCoach ? { no_coach: true } : {}),
  };
}

/** The filters a selection belongs to: another search or filter starts a new one (the page and the order do not). */
const keyOf = (query: ListingQuery) => JSON.stringify(bulkFilterOf(query));

interface State {
  key: string;
  ids: ReadonlySet<number>;
  /** Every client the filters match ("Select all 143 that match"), not only those ticked. */
  allMatching: boolean;
}

export interface ClientSelection {
  /** How many are selected: those ticked, or every match. */
  count: number;
  allMatching: boolean;
  isSelected: (id: number) => boolean;
  toggle: (id: number, pageIds: readonly number[]) => void;
  /** Ticks or unticks every client of the page. */
  setPage: (pageIds: readonly number[], on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
  /** What a bulk action is sent: the ids ticked, or the filters themselves. */
  target: () => Pick<ClientBulkBody, 'ids' | 'filter'>;
}

/**
 * The clients an administrator has picked on the listing, Gmail's way: ticked one by one (across pages), a page
 * at a time, or every client the filters match, which the server resolves from the filters rather than from ids.
 * A new search or filter starts afresh.
 */
export function useClientSelection(query: ListingQuery, total: number): ClientSelection {
  const key = keyOf(query);
  const [state, setState] = useState<State>({ key, ids: new Set(), allMatching: false });
  // A selection made under other filters is gone (derived here, so no render shows it first).
  const current: State = state.key === key ? state : { key, ids: new Set(), allMatching: false };

  const setIds = (ids: ReadonlySet<number>) => setState({ key, ids, allMatching: false });
  return {
    count: current.allMatching ? total : current.ids.size,
    allMatching: current.allMatching,
    isSelected: (id) => current.allMatching || current.ids.has(id),
    toggle(id, pageIds) {
      // Unticking one of "all that match" leaves the rest of the page ticked, as Gmail does.
      const ids = new Set(current.allMatching ? pageIds : current.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      setIds(ids);
    },
    setPage(pageIds, on) {
      const ids = new Set(current.allMatching ? [] : current.ids);
      for (const id of pageIds) {
        if (on) ids.add(id);
        else ids.delete(id);
      }
      setIds(ids);
    },
    selectAllMatching: () => setState({ key, ids: new Set(), allMatching: true }),
    clear: () => setIds(new Set()),
    target: () => (current.allMatching ? { filter: bulkFilterOf(query) } : { ids: [...current.ids] }),
  };
}

/** What the table and the cards need to show a checkbox per client (and, the table, one for the page). */
export interface RowSelection {
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Whether the page's clients are all ticked, some, or none. */
  page: 'all' | 'some' | 'none';
  togglePage: () => void;
}

/** The selection as the page on screen shows it. */
export function rowSelectionOf(selection: ClientSelection, pageIds: readonly number[]): RowSelection {
  const ticked = pageIds.filter((id) => selection.isSelected(id)).length;
  const page = ticked === 0 ? 'none' : ticked === pageIds.length ? 'all' : 'some';
  return {
    isSelected: selection.isSelected,
    toggle: (id) => selection.toggle(id, pageIds),
    page,
    togglePage: () => selection.setPage(pageIds, page !== 'all'),
  };
}
