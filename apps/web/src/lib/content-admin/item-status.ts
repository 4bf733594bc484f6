/** What a list shows about an item's publishing: a draft, published, or published for a later time. */
export type ItemStatus = 'draft' | 'published' | 'scheduled';

export const STATUS_LABELS: Record<ItemStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** The chip colour of each status (MUI palette names). */
export const STATUS_COLORS: Record<ItemStatus, 'default' | 'success' | 'primary'> = {
  draft: 'default',
  published: 'success',
  scheduled: 'primary',
};

/**
 * An item's status as visitors experience it (docs/architecture.md#content-and-files): a draft is
 * never shown; a published item whose `publish_at` is still ahead is scheduled;
 * null for a collection without publishing.
 */
export function itemStatus(item: Readonly<Record<string, unknown>>, now: Date = new Date()): ItemStatus | null {
  if (item.status !== 'draft' && item.status !== 'published') return null;
  if (item.status === 'draft') return 'draft';
  if (typeof item.publish_at === 'string' && new Date(item.publish_at).getTime() > now.getTime()) return 'scheduled';
  return 'published';
}

/** The chip's words: "Scheduled for 1 Mar 2026, 09:00" says when a scheduled item appears. */
export function statusText(item: Readonly<Record<string, unknown>>, now: Date = new Date()): string | null {
  const status = itemStatus(item, now);
  if (!status) return null;
  if (status !== 'scheduled') return STATUS_LABELS[status];
  const when = new Date(item.publish_at as string).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
  return `${STATUS_LABELS.scheduled} for ${when}`;
}
