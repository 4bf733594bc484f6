import Button from '@mui/material/Button';
import type { CollectionName } from '@tc/contract/content';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminRecord, AdminSource } from '../../lib/content-admin/admin-source';
import { itemStatus } from '../../lib/content-admin/item-status';
import { previewAddress, siteAddress } from '../../lib/content-admin/site-address';
import { useAppDispatch } from '../../lib/store-hooks';

interface Props {
  collection: CollectionName;
  source: AdminSource;
  item: AdminRecord;
}

/**
 * Beside an item's status in an admin list: "View on site" (or "Preview" while visitors do not see it yet), and
 * "Publish now" / "Unpublish" for a collection with publishing. Both are the collection's own update (audited,
 * with its toast); the list comes again by itself (docs/architecture.md#content-and-files, "Site pages").
 */
export function SiteItemActions({ collection, source, item }: Props) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const status = itemStatus(item);
  const title = source.describe(item).title;
  const address = siteAddress(collection, item);
  const scheduled = source.fields.some((f) => f.name === 'publish_at');
  const preview = status === 'draft' || status === 'scheduled' ? previewAddress(collection, item) : null;

  async function save(body: Record<string, unknown>) {
    setBusy(true);
    try {
      await source.ops.update(dispatch, item.id, body);
    } catch {
      // The toast has said why; the item stays as it was.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {preview ? (
        <Button size="small" component={RouterLink} to={preview} aria-label={`Preview: ${title}`}>
          Preview
        </Button>
      ) : (
        address &&
        status !== 'draft' &&
        status !== 'scheduled' && (
          <Button size="small" component={RouterLink} to={address} aria-label={`View on site: ${title}`}>
            View on site
          </Button>
        )
      )}
      {status && status !== 'published' && (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          aria-label={`Publish now: ${title}`}
          onClick={() => void save({ status: 'published', ...(scheduled ? { publish_at: new Date().toISOString() } : {}) })}
        >
          Publish now
        </Button>
      )}
      {status && status !== 'draft' && (
        <Button size="small" disabled={busy} aria-label={`Unpublish: ${title}`} onClick={() => void save({ status: 'draft' })}>
          Unpublish
        </Button>
      )}
    </>
  );
}
