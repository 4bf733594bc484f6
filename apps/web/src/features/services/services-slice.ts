import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export interface Service {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  sort_order: number;
}

export type ServiceInput = Omit<Service, 'id'>;

const services = createCollectionSlice<Service, ServiceInput, Partial<ServiceInput>>({
  name: 'services',
  path: '/services',
  messages: messages.services,
});

export const servicesReducer = services.reducer;
export const servicesActions = services.actions;
export const {
  create: createService,
  fetchAll: fetchServices,
  fetchOne: fetchServiceById,
  update: updateService,
  remove: deleteService,
} = services.thunks;
