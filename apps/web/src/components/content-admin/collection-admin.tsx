import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AdminRecord, AdminSource } from '../../lib/content-admin/admin-source';
import { reorderChanges, type OrderChange } from '../../lib/content-admin/reorder';
import { canReorder } from '../../lib/content-admin/list-query';
import { useAdminList } from '../../lib/content-admin/use-admin-list';
import { invalidationsStarted } from '../../lib/api-thunk';
import { useAppDispatch } from '../../lib/store-hooks';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadFailure } from '../load-failure';
import { SectionSpinner } from '../section-spinner';
import { AdminItemRow } from './admin-item-row';
import { AdminToolbar } from './admin-toolbar';
import { EmptyList } from './empty-list';
import { ItemFormDialog } from './item-form-dialog';

interface Props {
  source: AdminSource;
  /** Further actions of a row (Download of a form file). */
  renderExtra?: (item: AdminRecord) => ReactNode;
}

/**
 * The one admin list-and-form of every collection (docs/architecture.md#the-web-app): search,
 * sort, status, paging with the server's total, drafts and schedules as chips,
 * move up and down for ordered collections, a form dialog to add and edit, a
 * confirmation before delete, and the deleted items with Restore.
 */
export function CollectionAdmin({ source, renderExtra }: Props) {
  const dispatch = useAppDispatch();
  const list = useAdminList(source);
  const [form, setForm] = useState<{ item: AdminRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminRecord | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const focusAfter = useRef<{ id: number; dir: 'up' | 'down'; at: number; failed: boolean } | null>(null);
  const items = list.page?.items ?? [];
  const total = list.page?.total ?? 0;
  const reorder = canReorder(list.state, source.ordered);

  // After a move the moved item's button keeps the keyboard focus in its new place: once the move's saves are
  // over (its buttons are disabled until then, and a disabled one takes no focus) and the list has come again
  // with the item there (React moves the row's element then, and a moved element loses the focus). After a failed
  // move the item stays where it was, and the focus with it.
  useEffect(() => {
    const after = focusAfter.current;
    if (!after || list.loading || busyId !== null) return;
    if (!after.failed && (list.page?.items ?? []).findIndex((i) => i.id === after.id) !== after.at) return;
    const other = after.dir === 'up' ? 'down' : 'up';
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${after.id}-${after.dir}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${after.id}-${other}"]`);
    button?.focus();
    focusAfter.current = null;
  }, [list.page, list.loading, busyId]);

  async function run(id: number, action: () => Promise<unknown>) {
    setBusyId(id);
    try {
      // The save invalidates the collection's tag: the list comes again by itself. The buttons come back once
      // that read has started, so that the focus waits for its page, not for one read between two saves.
      await action();
      await invalidationsStarted();
    } catch {
      // The toast has said why; the list stays as it was.
    } finally {
      setBusyId(null);
    }
  }

  const move = (index: number, delta: -1 | 1) => {
    const item = items[index];
    const changes: OrderChange[] = reorderChanges(
      items.map((i) => ({ id: i.id, sort_order: Number(i.sort_order) })),
      index,
      delta,
    );
    const after = { id: item.id, dir: delta === -1 ? ('up' as const) : ('down' as const), at: index + delta, failed: false };
    focusAfter.current = after;
    void run(item.id, async () => {
      try {
        for (const change of changes) await source.ops.update(dispatch, change.id, { sort_order: change.sort_order });
      } catch (error) {
        after.failed = true;
        throw error;
      }
    });
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await source.ops.remove(dispatch, deleting.id);
      setDeleting(null);
    } catch {
      // The toast says why; the question stays for another try or Cancel.
    }
  }

  let body: ReactNode;
  if (list.failure && items.length === 0) body = <LoadFailure failure={list.failure} what={`the ${source.many}`} onRetry={list.retry} />;
  else if (!list.page) body = <SectionSpinner label={`Loading ${source.many}`} />;
  else if (items.length === 0) body = <EmptyList source={source} state={list.state} />;
  else
    body = (
      <List
        aria-label={list.state.deleted ? `Deleted ${source.many}` : source.many.charAt(0).toUpperCase() + source.many.slice(1)}
        disablePadding
      >
        {items.map((item, index) => (
          <AdminItemRow
            key={item.id}
            item={item}
            summary={source.describe(item)}
            deleted={list.state.deleted}
            busy={busyId === item.id}
            move={
              reorder
                ? { up: index > 0, down: index < items.length - 1, busy: busyId !== null || list.loading, onMove: (d) => move(index, d) }
                : undefined
            }
            onEdit={() => setForm({ item })}
            onDelete={() => setDeleting(item)}
            onRestore={() => void run(item.id, () => source.ops.restore(dispatch, item.id))}
            extra={renderExtra?.(item)}
          />
        ))}
      </List>
    );

  return (
    <Box>
      <AdminToolbar source={source} state={list.state} onChange={list.change} onCreate={() => setForm({ item: null })} />
      <Box sx={{ height: 4, mb: 1 }}>{list.loading && list.page && <LinearProgress aria-label={`Loading ${source.many}`} />}</Box>
      {body}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(list.state.page, Math.max(0, Math.ceil(total / list.state.pageSize) - 1))}
          rowsPerPage={list.state.pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_, page) => list.setPage(page)}
          onRowsPerPageChange={(e) => list.change({ pageSize: Number(e.target.value) })}
          labelRowsPerPage="Per page"
        />
      )}
      {reorder && items.length > 1 && total > items.length && (
        <Typography variant="body2" color="text.secondary">
          Moves work within this page; show more per page to move an item further.
        </Typography>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${source.one}?`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting &&
          `“${source.describe(deleting).title}” leaves the public site at once. You can bring it back with Restore under Show deleted.`}
      </ConfirmDialog>
      {form && (
        <ItemFormDialog
          source={source}
          item={form.item}
          defaults={form.item ? undefined : source.newItem?.(items, total)}
          onSaved={() => setForm(null)}
          onClose={() => setForm(null)}
        />
      )}
    </Box>
  );
}
