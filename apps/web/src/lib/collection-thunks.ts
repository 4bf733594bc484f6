import type { BodyOf, EndpointDef, QueryOf, ResponseOf } from '@tc/contract/endpoint';
import type { CallArgs } from '../api/api-call';
import type { RequestOptions } from '../api/request';
import type { CollectionMessages } from '../messages';
import { ALL_ROWS_BOUND } from './all-pages';
import { apiThunk, type Tag } from './api-thunk';

/** The five CRUD operations of a collection, as the contract describes them. */
export interface CrudEndpoints {
  list: EndpointDef;
  get: EndpointDef;
  create: EndpointDef;
  update: EndpointDef;
  remove: EndpointDef;
}

/** One record of the collection, as its get answers it. */
export type ItemOf<E extends CrudEndpoints> = ResponseOf<E['get']>;
/** What the list call may ask (`?q=&sort=&status=`...). */
export type ListQueryOf<E extends CrudEndpoints> = QueryOf<E['list']>;

export interface CollectionConfig<E extends CrudEndpoints, C, U> {
  /** Slice name and action type prefix, e.g. `news`. */
  name: string;
  /** The contract's descriptions of the collection's operations. */
  endpoints: E;
  messages: CollectionMessages;
  /** Body for create (e.g. FormData for uploads); defaults to the data itself. */
  encodeCreate?: (data: C) => BodyOf<E['create']> | FormData;
  /** Body for update; defaults to the data itself. */
  encodeUpdate?: (data: U, id: number) => BodyOf<E['update']> | FormData;
  /** PUT /path with the id in the body instead of PUT /path/{id} (client-coach). */
  updateWithoutIdInPath?: boolean;
  /** Transport options of a create or update from its data (an upload's progress). */
  transport?: (data: C | U) => RequestOptions | undefined;
  /** What its reads provide and its saves invalidate (docs/decisions/011-read-path.md). */
  tags?: readonly Tag[];
}

export interface Identified {
  id: number;
}

/** The five CRUD thunks of one collection of product specification section 7, with the toasts of section 8. */
export function createCollectionThunks<E extends CrudEndpoints, C = BodyOf<E['create']>, U = BodyOf<E['update']>>(
  config: CollectionConfig<E, C, U>,
) {
  type T = ItemOf<E>;
  const { name, endpoints: api, messages: m } = config;
  const asItem = (data: unknown) => data as T;
  const tags = () => config.tags ?? [];

  const create = apiThunk(`${name}/create`, api.create, {
    args: (data: C) => ({ body: config.encodeCreate ? config.encodeCreate(data) : data }) as CallArgs<E['create']>,
    result: asItem,
    success: m.created,
    failure: m.createFailed,
    transport: config.transport,
    invalidates: tags,
  });

  /**
   * The whole list, page after page (an answer holds one page at most), up to ALL_ROWS_BOUND rows.
   * A newer list request replaces an older one: only the latest answer reaches the store.
   */
  const fetchAll = apiThunk(`${name}/fetchAll`, api.list, {
    args: (query: ListQueryOf<E> | void) => ({ query: query ?? undefined }) as CallArgs<E['list']>,
    result: (data) => data as T[],
    failure: m.fetchAllFailed,
    latest: true,
    allPages: ALL_ROWS_BOUND,
    provides: tags,
  });

  const fetchOne = apiThunk(`${name}/fetchOne`, api.get, {
    args: (id: number) => ({ params: { id } }) as CallArgs<E['get']>,
    result: asItem,
    failure: m.fetchOneFailed,
    provides: tags,
  });

  const update = apiThunk(`${name}/update`, api.update, {
    args: ({ id, data }: { id: number; data: U }) => {
      const encoded = config.encodeUpdate ? config.encodeUpdate(data, id) : data;
      const args = config.updateWithoutIdInPath ? { body: { id, ...(encoded as object) } } : { params: { id }, body: encoded };
      return args as CallArgs<E['update']>;
    },
    result: asItem,
    success: m.updated,
    failure: m.updateFailed,
    transport: config.transport ? ({ data }: { data: U }) => config.transport?.(data) : undefined,
    invalidates: tags,
  });

  /** Resolves with the deleted id (product specification section 7: delete returns the id). */
  const remove = apiThunk(`${name}/remove`, api.remove, {
    args: (id: number) => ({ params: { id } }) as CallArgs<E['remove']>,
    result: (_, id: number) => id,
    success: m.deleted,
    failure: m.deleteFailed,
    invalidates: tags,
  });

  return { create, fetchAll, fetchOne, update, remove };
}

export type CollectionThunks<E extends CrudEndpoints, C = BodyOf<E['create']>, U = BodyOf<E['update']>> = ReturnType<
  typeof createCollectionThunks<E, C, U>
>;
