import { collections, type CollectionDef, type CollectionName } from '@tc/contract/content';
import type { AdminRecord, ItemSummary } from './admin-source';
import type { FieldSpec } from './field-spec';

/** How the admin pattern edits and lists one content collection. */
export interface CollectionAdminSpec {
  one: string;
  many: string;
  fields: readonly FieldSpec[];
  describe(item: AdminRecord): ItemSummary;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** A collection's form and list row, from the fields and labels its definition declares (in form order). */
function adminSpec(def: CollectionDef): CollectionAdminSpec {
  const { title, detail, image, tags } = def.adminList;
  return {
    one: def.label,
    many: def.plural,
    fields: Object.entries(def.fields).map(([name, field]) => ({ name, ...field.admin })),
    describe: (item) => ({
      title: String(item[title]),
      detail: detail ? text(item[detail]) : null,
      ...(detail && def.fields[detail]?.admin.kind === 'markdown' ? { markdown: true } : {}),
      ...(image ? { image: text(item[image]) } : {}),
      ...(tags
        ? {
            tags: tags(item)
              .map(text)
              .filter((t): t is string => t !== null),
          }
        : {}),
    }),
  };
}

/** The field specs of every content collection (docs/architecture.md#content-and-files). */
export const collectionAdminSpecs = Object.fromEntries(Object.entries(collections).map(([name, def]) => [name, adminSpec(def)])) as Record<
  CollectionName,
  CollectionAdminSpec
>;
