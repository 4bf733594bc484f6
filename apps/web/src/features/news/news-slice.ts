import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';
import type { NewsEvent, NewsEventInput } from './news-types';

/** News and events (spec section 3): list, selected item, loading, error. */
const news = createCollectionSlice<NewsEvent, NewsEventInput, Partial<NewsEventInput>>({
  name: 'news',
  path: '/news-events',
  messages: messages.news,
});

export const newsReducer = news.reducer;
export const newsActions = news.actions;
export const { create: createNews, fetchAll: fetchNews, fetchOne: fetchNewsById, update: updateNews, remove: deleteNews } = news.thunks;
