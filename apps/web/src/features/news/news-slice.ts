import type { NewsEvent } from '@tc/contract/content';
import { pageLoad } from '../../lib/page-load';
import { contentCollection } from '../../lib/content-thunks';

export type { CreateNewsEventBody, NewsEvent, UpdateNewsEventBody } from '@tc/contract/content';

/** News and events (product specification section 3): list, selected item, loading, error. */
const news = contentCollection('newsEvents');

export const newsReducer = news.reducer;
export const newsActions = news.actions;
export const { create: createNews, fetchAll: fetchNews, fetchOne: fetchNewsById, update: updateNews, remove: deleteNews } = news.thunks;

/** News and events for /newsplanblog, loaded by its route. */
export const newsLoad = pageLoad<NewsEvent[]>('news', (dispatch) => dispatch(fetchNews()));
