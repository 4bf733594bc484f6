import { collections, type CollectionName } from '@tc/contract/content';
import { contentCollection } from '../content-thunks';
import { adminOps, type AdminRecord, type AdminSource } from './admin-source';
import { collectionAdminSpecs } from './collection-fields';
import { sortOptions } from './list-query';

const ORDER_LABEL = { sort_order: 'Position on the site', newest: 'Newest first', section: 'By section' } as const;

const FIELD_WORDS: Record<string, string> = { body: 'text', description: 'description', alt: 'description', quote: 'quote' };

/** "Title, summary or text": what the search box searches, from the definition's `search` columns. */
export function searchHint(columns: readonly string[]): string {
  const words = [...new Set(columns.map((c) => FIELD_WORDS[c] ?? c.replace(/_/g, ' ')))];
  const text = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : (words[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The admin source of a content collection, from its definition in the contract
 * (fields, labels, schemas, sorts, search, ordering, publishing) and its thunks.
 */
export function contentAdminSource(name: CollectionName): AdminSource {
  const def = collections[name];
  const spec = collectionAdminSpecs[name];
  const { page, create, update, remove, restore } = contentCollection(name).thunks;
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
    ops: adminOps(page, { create, update, remove }, restore),
  };
}

/** A new item goes last: the next ten past the highest position shown (10, 20, 30… leaves room between). */
export function nextPosition(items: readonly AdminRecord[]): number {
  const highest = items.reduce((max, item) => Math.max(max, typeof item.sort_order === 'number' ? item.sort_order : -1), -1);
  return highest < 0 ? 10 : Math.floor(highest / 10) * 10 + 10;
}
