import { contentCollection } from '../../lib/content-thunks';

export type { CreateServiceBody, Service, UpdateServiceBody } from '@tc/contract/content';

const services = contentCollection('services');

export const servicesReducer = services.reducer;
export const servicesActions = services.actions;
export const {
  create: createService,
  fetchAll: fetchServices,
  fetchOne: fetchServiceById,
  update: updateService,
  remove: deleteService,
} = services.thunks;
