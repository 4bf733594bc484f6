import type { ServicesContent } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import type { CollectionState } from '../../lib/collection-slice';
import { pageLoad, usePageLoad } from '../../lib/page-load';
import { fetchServicesContentList } from './services-content-slice';

const selectItems = (state: { servicesContent: CollectionState<ServicesContent> }) => state.servicesContent.items;

/** The services content blocks of /services, loaded by its route. */
export const servicesContentLoad = pageLoad<ServicesContent[]>('servicesContent', (dispatch) => dispatch(fetchServicesContentList()));

/** The services content blocks of /services, from the store. */
export function useServicesContent() {
  const loaded = usePageLoad(servicesContentLoad);
  return { ...loaded, blocks: useSelector(selectItems) };
}
