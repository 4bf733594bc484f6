import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { imageVariantUrl } from '@tc/contract/files';
import type { MediaItem } from '@tc/contract/media';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { SearchField } from '../../components/search-field';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { fileSize } from '../../lib/content-admin/file-size';
import { deleteMedia, fetchMedia } from '../../lib/media-thunks';
import { useAppDispatch } from '../../lib/store-hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { AltTextDialog, ReplaceDialog } from './media-dialogs';

const PAGE_SIZE = 48;

/** "Used in News item 'Open house', Home – hero image", or "Not used". */
const usedIn = (image: MediaItem) =>
  image.uses.length ? `Used in ${image.uses.map((u) => (u.deleted ? `${u.label} (deleted)` : u.label)).join(', ')}` : 'Not used';

const nameOf = (image: MediaItem) => image.original_name ?? 'Image';

function MediaCard({
  image,
  onAlt,
  onReplace,
  onDelete,
}: {
  image: MediaItem;
  onAlt: () => void;
  onReplace: () => void;
  onDelete: () => void;
}) {
  const name = nameOf(image);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1, alignContent: 'start' }}>
      <Box
        component="img"
        src={imageVariantUrl(image.image_url, 480)}
        alt={image.alt_text ?? ''}
        loading="lazy"
        width={480}
        height={360}
        sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
      />
      <Typography component="h2" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[image.width && image.height ? `${image.width} × ${image.height}` : null, fileSize(image.size)].filter(Boolean).join(' · ')}
      </Typography>
      {image.alt_text ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <strong>Alt text:</strong> {image.alt_text}
        </Typography>
      ) : (
        <Chip size="small" color="warning" label="Alt text missing" sx={{ justifySelf: 'start' }} />
      )}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {usedIn(image)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={onAlt} aria-haspopup="dialog" aria-label={`Edit alt text of ${name}`}>
          Edit alt text
        </Button>
        <Button size="small" variant="outlined" onClick={onReplace} aria-haspopup="dialog" aria-label={`Replace everywhere: ${name}`}>
          Replace everywhere
        </Button>
        {image.uses.length === 0 && (
          <Button size="small" color="error" onClick={onDelete} aria-haspopup="dialog" aria-label={`Delete ${name}`}>
            Delete
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/**
 * /media: every uploaded image with its alt text and where it is used (docs/architecture.md#content-and-files):
 * search by name or alt text, edit an alt text once for every use, replace an image everywhere, delete one that
 * nothing uses.
 */
export default function MediaLibraryPage() {
  const dispatch = useAppDispatch();
  usePageMeta('Media library');
  const [q, setQ] = useState('');
  const [missing, setMissing] = useState(false);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [replacing, setReplacing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const query = { q: q.trim() || undefined, pageSize: PAGE_SIZE, ...(missing ? { missingAlt: 'true' as const } : {}) };
  const loaded = useReadResult(JSON.stringify(query), fetchMedia.provides(query), () => dispatch(fetchMedia(query)));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Media library
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        Every image uploaded for the website, with its alt text (what a screen reader says in its place) and where it is used. Change an alt
        text once and every page that shows the image reads it; replace an image and every place that used it shows the new one.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <SearchField label="Search images" value={q} onChange={setQ} helperText="File name or alt text" />
        <FormControlLabel
          control={<Switch checked={missing} onChange={(e) => setMissing(e.target.checked)} />}
          label="Only alt text missing"
        />
      </Box>
      {loaded.status === 'loading' && <SectionSpinner label="Loading images" />}
      {loaded.status === 'failed' && loaded.failure && (
        <LoadFailure failure={loaded.failure} what="the media library" onRetry={loaded.retry} />
      )}
      {loaded.data &&
        (loaded.data.rows.length === 0 ? (
          <Typography color="text.secondary">{q || missing ? 'No image matches.' : 'No image has been uploaded yet.'}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
              {loaded.data.total === 1 ? '1 image' : `${loaded.data.total} images`}
            </Typography>
            <Box
              component="ul"
              aria-label="Images"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
              }}
            >
              {loaded.data.rows.map((image) => (
                <MediaCard
                  key={image.sha256}
                  image={image}
                  onAlt={() => setEditing(image)}
                  onReplace={() => setReplacing(image)}
                  onDelete={() => setDeleting(image)}
                />
              ))}
            </Box>
          </>
        ))}
      {editing && <AltTextDialog image={editing} onClose={() => setEditing(null)} />}
      {replacing && <ReplaceDialog image={replacing} onClose={() => setReplacing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this image?"
        confirmLabel="Delete"
        onConfirm={async () => {
          if (deleting) await dispatch(deleteMedia({ sha256: deleting.sha256 }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        {deleting && `${nameOf(deleting)} is not used anywhere. Deleting it removes it for good; it cannot be restored.`}
      </ConfirmDialog>
    </>
  );
}
