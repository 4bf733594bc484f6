import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export interface ServicesContent {
  id: number;
  section: string;
  title: string;
  body: string;
}

export type ServicesContentInput = Omit<ServicesContent, 'id'>;

const servicesContent = createCollectionSlice<ServicesContent, ServicesContentInput, Partial<ServicesContentInput>>({
  name: 'servicesContent',
  path: '/services-content',
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
