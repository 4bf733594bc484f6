import type { ServicesContent } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import type { CollectionState } from '../../lib/collection-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLoaded } from '../../lib/use-loaded';
import { fetchServicesContentList } from './services-content-slice';

const selectItems = (state: { servicesContent: CollectionState<ServicesContent> }) => state.servicesContent.items;

/** The services content blocks of /services, fetched when the page opens. */
export function useServicesContent() {
  const dispatch = useAppDispatch();
  const stored = useSelector(selectItems);
  const loaded = useLoaded<ServicesContent[]>(() => dispatch(fetchServicesContentList()));
  return { ...loaded, blocks: loaded.data ?? stored };
}
