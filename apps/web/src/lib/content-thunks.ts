import { collections, type CollectionName } from '@tc/contract/content';
import { type CollectionEndpoints, contentEndpoints } from '@tc/contract/content-endpoints';
import { apiThunk, contentTag } from './api-thunk';
import { createCollectionSlice } from './collection-slice';
import type { AdminRecord, Page } from './content-admin/admin-source';
import { totalFrom } from './content-admin/list-query';

/** The store's name for a collection where it is not the contract's (and its thunks' action type prefix). */
const STORE_NAMES: Partial<Record<CollectionName, string>> = { newsEvents: 'news', blogPosts: 'blog', galleryImages: 'gallery' };

function make<N extends CollectionName>(name: N) {
  const api = contentEndpoints[name];
  const m = collections[name].messages;
  // Its reads provide the collection's tag and its saves invalidate it: a save brings the admin list again.
  const tags = [contentTag(name)] as const;
  const slice = createCollectionSlice({ name: STORE_NAMES[name] ?? name, endpoints: api, messages: m, tags });
  /** One page of the admin list, every status, with the total from X-Total-Count (the public lists read every page). */
  // The admin's calls answer any collection alike: typed as any collection's.
  const admin: CollectionEndpoints = api;
  const page = apiThunk(`${name}Admin/list`, admin.list, {
    args: (query: Record<string, string | number>) => ({ query }),
    result: (data, _query, response): Page => ({
      items: data as unknown as AdminRecord[],
      total: totalFrom(response.headers as Record<string, unknown>, data.length),
    }),
    failure: m.fetchAllFailed,
    latest: true,
    provides: () => tags,
  });
  const restore = apiThunk(`${name}Admin/restore`, admin.restore, {
    args: (id: number) => ({ params: { id } }),
    success: m.restored,
    failure: m.restoreFailed,
    invalidates: () => tags,
  });
  return { ...slice, thunks: { ...slice.thunks, page, restore } };
}

export type ContentCollection<N extends CollectionName> = ReturnType<typeof make<N>>;

const made = new Map<CollectionName, unknown>();

/**
 * Every thunk of a content collection, in one place: made once from its definition
 * (the contract's operations and texts), with the slice that keeps its list where
 * the store has one. A feature's slice file and the admin screen both take them
 * from here, so a save from the admin screen updates the same slice.
 */
export function contentCollection<N extends CollectionName>(name: N): ContentCollection<N> {
  if (!made.has(name)) made.set(name, make(name));
  return made.get(name) as ContentCollection<N>;
}
