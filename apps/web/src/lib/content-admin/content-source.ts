import { collections, type CollectionName, type CreateBodyOf, type UpdateBodyOf } from '@tc/contract/content';
import { contentEndpoints } from '@tc/contract/content-endpoints';
import { messages, type CollectionMessages } from '../../messages';
import { apiThunk } from '../api-thunk';
import { adminOps, type AdminRecord, type AdminSource, type Page, type WriteThunks } from './admin-source';
import { collectionAdminSpecs } from './collection-fields';
import { totalFrom, sortOptions } from './list-query';

/** The texts of each collection (product specification section 8 where it gives them). */
export const collectionMessages: Record<CollectionName, CollectionMessages> = {
  newsEvents: messages.news,
  blogPosts: messages.blog,
  services: messages.services,
  testimonials: messages.testimonials,
  galleryImages: messages.gallery,
  landingContent: messages.landingContent,
  landingCards: messages.landingCards,
  servicesContent: messages.servicesContent,
  referralContent: messages.referralContent,
};

const ORDER_LABEL = { sort_order: 'Position on the site', newest: 'Newest first', section: 'By section' } as const;

const FIELD_WORDS: Record<string, string> = { body: 'text', description: 'description', alt: 'description', quote: 'quote' };

/** "Title, summary or text": what the search box searches, from the definition's `search` columns. */
export function searchHint(columns: readonly string[]): string {
  const words = [...new Set(columns.map((c) => FIELD_WORDS[c] ?? c.replace(/_/g, ' ')))];
  const text = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : (words[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The admin list call of a collection (one page, every status, the total from X-Total-Count) and its restore. */
function adminCalls(name: CollectionName) {
  const api = contentEndpoints[name];
  const m = collectionMessages[name];
  const list = apiThunk(`${name}Admin/list`, api.list, {
    args: (query: Record<string, string | number>) => ({ query }),
    result: (data, _query, response): Page => ({
      items: data as unknown as AdminRecord[],
      total: totalFrom(response.headers as Record<string, unknown>, data.length),
    }),
    failure: m.fetchAllFailed,
    latest: true,
  });
  const restore = apiThunk(`${name}Admin/restore`, api.restore, {
    args: (id: number) => ({ params: { id } }),
    success: m.restored,
    failure: m.restoreFailed ?? m.updateFailed,
  });
  return { list, restore };
}

const calls = new Map<CollectionName, ReturnType<typeof adminCalls>>();

/**
 * The admin source of a content collection, from its definition in the contract
 * (schemas, sorts, search, ordering, publishing) and its field spec; the writes
 * are the collection's own thunks, which app/ passes in from its feature.
 */
export function contentAdminSource<N extends CollectionName>(
  name: N,
  writes: WriteThunks<CreateBodyOf<(typeof collections)[N]>, UpdateBodyOf<(typeof collections)[N]>>,
): AdminSource {
  const def = collections[name];
  const spec = collectionAdminSpecs[name];
  if (!calls.has(name)) calls.set(name, adminCalls(name));
  const { list, restore } = calls.get(name)!;
  const ordered = def.ordering === 'sort_order';
  return {
    key: name,
    one: spec.one,
    many: spec.many,
    fields: spec.fields,
    create: { schema: def.create },
    update: { schema: def.update },
    searchHint: searchHint(def.search),
    sorts: sortOptions(def.sorts, ORDER_LABEL[def.ordering]),
    publishing: def.publishing,
    ordered,
    describe: spec.describe,
    newItem: ordered ? (items) => ({ sort_order: String(nextPosition(items)) }) : undefined,
    ops: adminOps(list, writes, restore),
  };
}

/** A new item goes last: the next ten past the highest position shown (10, 20, 30… leaves room between). */
export function nextPosition(items: readonly AdminRecord[]): number {
  const highest = items.reduce((max, item) => Math.max(max, typeof item.sort_order === 'number' ? item.sort_order : -1), -1);
  return highest < 0 ? 10 : Math.floor(highest / 10) * 10 + 10;
}
