import type { Service } from '@tc/contract/content';
import { useSelector } from 'react-redux';
import type { CollectionState } from '../../lib/collection-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLoaded } from '../../lib/use-loaded';
import { fetchServices } from './services-slice';

const selectItems = (state: { services: CollectionState<Service> }) => state.services.items;

/** The services in their order, fetched when the page opens. */
export function useServices() {
  const dispatch = useAppDispatch();
  const stored = useSelector(selectItems);
  const loaded = useLoaded<Service[]>(() => dispatch(fetchServices()));
  return { ...loaded, services: loaded.data ?? stored };
}

/** The anchor of one service on /services, so the home page can link to it. */
export const serviceAnchor = (id: number) => `service-${id}`;
