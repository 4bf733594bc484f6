import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { type ListingQuery, paramsFromQuery, queryFromParams, type Viewer } from './client-list-query';

/**
 * The listing's state, kept in the address: the query read from it, `update` to
 * change it (replacing the entry, as typing does), and the search box's text,
 * which reaches the address once it settles.
 */
export function useListingQuery(viewer: Viewer) {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params, viewer);
  const [text, setText] = useState(query.q);
  const settled = useDebouncedValue(text.trim(), 300);

  const update = (changes: Partial<ListingQuery>) => setParams(paramsFromQuery({ ...query, ...changes }, viewer), { replace: true });

  // Only the settled text drives this; the address follows it.
  const searchSettled = useEffectEvent((q: string) => {
    // A search that settles after the person followed a link must not land on the next page's address.
    if (window.location.pathname !== paths.clientListing) return;
    if (q !== query.q) update({ q, page: 1 });
  });
  useEffect(() => {
    searchSettled(settled);
  }, [settled]);

  return { query, update, text, setText };
}
