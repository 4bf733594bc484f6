import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { PageBlock, SectionSelector } from '@tc/contract/site-pages';
import { useEffect, useState } from 'react';
import { AdminItemRow } from '../../components/content-admin/admin-item-row';
import { ItemFormDialog } from '../../components/content-admin/item-form-dialog';
import { SiteItemActions } from '../../components/content-admin/site-item-actions';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import type { AdminRecord, AdminSource } from '../../lib/content-admin/admin-source';
import { useAdminList } from '../../lib/content-admin/use-admin-list';
import { useAppDispatch } from '../../lib/store-hooks';
import { otherSections, sectionsInOrder, sectionsOf, type TextBlock } from '../../lib/text-sections';

type CollectionBlock = Extract<PageBlock, { collection: unknown }>;
export type AdminList = ReturnType<typeof useAdminList>;

/**
 * Reads every item of one collection (a page holds far fewer than the largest page the API answers) and hands the
 * list up: one read a collection, whatever the number of its blocks on the page, since a newer read of a list
 * supersedes an older one (lib/content-thunks.ts, `latest`).
 */
export function CollectionList({ source, onList }: { source: AdminSource; onList: (key: string, list: AdminList) => void }) {
  const list = useAdminList(source, 100);
  useEffect(() => onList(source.key, list), [list.page, list.failure, list.loading]); // eslint-disable-line react-hooks/exhaustive-deps -- the list object is new each render; these are what it shows
  return null;
}

/** The text blocks of one place of a page, in the order the page shows them (the page's own look-ups, lib/text-sections.ts). */
function inPageOrder(items: AdminRecord[], selector: SectionSelector): AdminRecord[] {
  const blocks = items as unknown as (AdminRecord & TextBlock)[];
  if ('exact' in selector) return sectionsInOrder(blocks, selector.exact);
  if ('prefix' in selector) {
    const except = new Set(selector.except ?? []);
    return sectionsOf(blocks, selector.prefix).filter((b) => !except.has(b.section.trim().toLowerCase()));
  }
  return otherSections(blocks, selector.allBut);
}

/**
 * The items of one block of a page, each with its status, an excerpt, Edit (the collection's own form),
 * View on site or Preview, Publish now or Unpublish, and Delete; "Add" puts a new one in this place.
 */
export function BlockItems({ block, source, list }: { block: CollectionBlock; source: AdminSource; list: AdminList }) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<{ item: AdminRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminRecord | null>(null);
  const all = list.page?.items ?? [];
  const items = 'sections' in block ? inPageOrder(all, block.sections) : all;
  const one = source.one;
  // A text block's section is the technical key: the block's label says where it shows instead.
  const describe = (item: AdminRecord) => ('sections' in block ? { ...source.describe(item), tags: [] } : source.describe(item));

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await source.ops.remove(dispatch, deleting.id);
      setDeleting(null);
    } catch {
      // The toast says why; the question stays for another try or Cancel.
    }
  }

  const defaults = 'sections' in block ? { section: block.newSection } : source.newItem?.(all, list.page?.total ?? 0);
  return (
    <Box>
      {list.failure && !list.page && <LoadFailure failure={list.failure} what={`the ${source.many}`} onRetry={list.retry} />}
      {!list.page && !list.failure && <SectionSpinner label={`Loading ${block.label}`} />}
      {list.page && items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          Nothing here yet: the page leaves this place out until something is added.
        </Typography>
      )}
      {items.length > 0 && (
        <List aria-label={block.label} disablePadding>
          {items.map((item) => (
            <AdminItemRow
              key={item.id}
              item={item}
              summary={describe(item)}
              deleted={false}
              busy={false}
              onEdit={() => setForm({ item })}
              onDelete={() => setDeleting(item)}
              onRestore={() => undefined}
              extra={<SiteItemActions collection={block.collection} source={source} item={item} />}
            />
          ))}
        </List>
      )}
      <Button size="small" variant="outlined" sx={{ mt: 1 }} aria-haspopup="dialog" onClick={() => setForm({ item: null })}>
        Add {one} to {block.label}
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${one}?`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting &&
          `“${source.describe(deleting).title}” leaves the public site at once. You can bring it back with Restore under Show deleted on its content screen.`}
      </ConfirmDialog>
      {form && (
        <ItemFormDialog
          source={source}
          item={form.item}
          defaults={form.item ? undefined : defaults}
          onSaved={() => setForm(null)}
          onClose={() => setForm(null)}
        />
      )}
    </Box>
  );
}
