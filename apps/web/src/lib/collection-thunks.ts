import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiCall, serializeApiFailure, withQuery } from '../api/api-call';
import type { CollectionMessages } from '../messages';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CollectionConfig<C, U> {
  /** Slice name and action type prefix, e.g. `news`. */
  name: string;
  /** API path under /api, e.g. `/news-events`. */
  path: string;
  messages: CollectionMessages;
  /** Body for create (e.g. FormData for uploads); defaults to the data itself. */
  encodeCreate?: (data: C) => unknown;
  /** Body for update; defaults to the data itself. */
  encodeUpdate?: (data: U, id: number) => unknown;
  /** PUT /path with the id in the body instead of PUT /path/{id} (client-coach). */
  updateWithoutIdInPath?: boolean;
}

export interface Identified {
  id: number;
}

/** Rejections keep the HTTP status (a 401 ends the session, 403/404 read as refusals) and the field issues. */
const keepFailure = { serializeError: serializeApiFailure };

/** The five CRUD thunks of one collection of spec section 7, with the toasts of section 8. */
export function createCollectionThunks<T extends Identified, C = Partial<T>, U = Partial<T>>(config: CollectionConfig<C, U>) {
  const { name, path, messages: m } = config;

  const create = createAsyncThunk(
    `${name}/create`,
    (data: C) =>
      apiCall<T>({
        method: 'POST',
        path,
        body: config.encodeCreate ? config.encodeCreate(data) : data,
        accept: [201],
        success: m.created,
        failure: m.createFailed,
      }),
    keepFailure,
  );

  const fetchAll = createAsyncThunk(
    `${name}/fetchAll`,
    (query: Query | void) =>
      apiCall<T[]>({ method: 'GET', path: withQuery(path, query ?? undefined), accept: [200], failure: m.fetchAllFailed }),
    keepFailure,
  );

  const fetchOne = createAsyncThunk(
    `${name}/fetchOne`,
    (id: number) => apiCall<T>({ method: 'GET', path: `${path}/${id}`, accept: [200], failure: m.fetchOneFailed }),
    keepFailure,
  );

  const update = createAsyncThunk(
    `${name}/update`,
    ({ id, data }: { id: number; data: U }) => {
      const encoded = config.encodeUpdate ? config.encodeUpdate(data, id) : data;
      return apiCall<T>({
        method: 'PUT',
        path: config.updateWithoutIdInPath ? path : `${path}/${id}`,
        body: config.updateWithoutIdInPath ? { id, ...(encoded as object) } : encoded,
        accept: [200],
        success: m.updated,
        failure: m.updateFailed,
      });
    },
    keepFailure,
  );

  /** Resolves with the deleted id (spec section 7: delete returns the id). */
  const remove = createAsyncThunk(
    `${name}/remove`,
    async (id: number) => {
      await apiCall<unknown>({ method: 'DELETE', path: `${path}/${id}`, accept: [200], success: m.deleted, failure: m.deleteFailed });
      return id;
    },
    keepFailure,
  );

  return { create, fetchAll, fetchOne, update, remove };
}

export type CollectionThunks<T extends Identified, C, U> = ReturnType<typeof createCollectionThunks<T, C, U>>;
