import type { Service } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import type { CollectionState } from '../../lib/collection-slice';
import { pageLoad, usePageLoad } from '../../lib/page-load';
import { fetchServices } from './services-slice';

const selectItems = (state: { services: CollectionState<Service> }) => state.services.items;

/** The services in their order: loaded by the routes that show them (home, /services). */
export const servicesLoad = pageLoad<Service[]>('services', (dispatch) => dispatch(fetchServices()));

/** The services in their order, from the store. */
export function useServices() {
  const loaded = usePageLoad(servicesLoad);
  return { ...loaded, services: useSelector(selectItems) };
}

/** The anchor of one service on /services, so the home page can link to it. */
export const serviceAnchor = (id: number) => `service-${id}`;
