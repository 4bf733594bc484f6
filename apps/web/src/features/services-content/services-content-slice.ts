import { contentCollection } from '../../lib/content-thunks';

export type { CreateServicesContentBody, ServicesContent, UpdateServicesContentBody } from '@tc/contract/content';

const servicesContent = contentCollection('servicesContent');

export const servicesContentReducer = servicesContent.reducer;
export const servicesContentActions = servicesContent.actions;
export const {
  create: createServicesContent,
  fetchAll: fetchServicesContentList,
  fetchOne: fetchServicesContentById,
  update: updateServicesContent,
  remove: deleteServicesContent,
} = servicesContent.thunks;
