import { contentEndpoints } from '@tc/contract/content-endpoints';
import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export type { CreateServiceBody, Service, UpdateServiceBody } from '@tc/contract/content';

const services = createCollectionSlice({
  name: 'services',
  endpoints: contentEndpoints.services,
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
