import { contentEndpoints } from '@tc/contract/content-endpoints';
import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export type { CreateServicesContentBody, ServicesContent, UpdateServicesContentBody } from '@tc/contract/content';

const servicesContent = createCollectionSlice({
  name: 'servicesContent',
  endpoints: contentEndpoints.servicesContent,
  messages: messages.servicesContent,
});

export const servicesContentReducer = servicesContent.reducer;
export const servicesContentActions = servicesContent.actions;
export const {
  create: createServicesContent,
  fetchAll: fetchServicesContentList,
  fetchOne: fetchServicesContentById,
  update: updateServicesContent,
  remove: deleteServicesContent,
} = servicesContent.thunks;
