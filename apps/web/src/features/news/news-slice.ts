import { contentEndpoints } from '@tc/contract/content-endpoints';
import type { NewsEvent } from '@tc/contract/content';
import { createCollectionSlice } from '../../lib/collection-slice';
import { pageLoad } from '../../lib/page-load';
import { messages } from '../../messages';

export type { CreateNewsEventBody, NewsEvent, UpdateNewsEventBody } from '@tc/contract/content';

/** News and events (product specification section 3): list, selected item, loading, error. */
const news = createCollectionSlice({
  name: 'news',
  endpoints: contentEndpoints.newsEvents,
  messages: messages.news,
});

export const newsReducer = news.reducer;
export const newsActions = news.actions;
export const { create: createNews, fetchAll: fetchNews, fetchOne: fetchNewsById, update: updateNews, remove: deleteNews } = news.thunks;

/** News and events for /newsplanblog, loaded by its route. */
export const newsLoad = pageLoad<NewsEvent[]>('news', (dispatch) => dispatch(fetchNews()));
