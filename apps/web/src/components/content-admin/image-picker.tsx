import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { imageVariantUrl } from '@tc/contract/files';
import type { MediaItem } from '@tc/contract/media';
import { useState } from 'react';
import { useReadResult } from '../../lib/api-thunk';
import { fetchMedia } from '../../lib/media-thunks';
import { useAppDispatch } from '../../lib/store-hooks';
import { LoadFailure } from '../load-failure';
import { SearchField } from '../search-field';
import { SectionSpinner } from '../section-spinner';

const PAGE_SIZE = 24;

interface Props {
  /** What the image is for ("Image"), in the title. */
  label: string;
  onPick: (image: MediaItem) => void;
  onClose: () => void;
}

/**
 * Choose an image already uploaded, from the media library, rather than upload it again: each with its alt text
 * (or "Alt text missing") and how many places use it. Mount it only while open.
 */
export function ImagePicker({ label, onPick, onClose }: Props) {
  const dispatch = useAppDispatch();
  const [q, setQ] = useState('');
  const query = { q: q.trim() || undefined, pageSize: PAGE_SIZE };
  const loaded = useReadResult(JSON.stringify(query), fetchMedia.provides(query), () => dispatch(fetchMedia(query)));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="image-picker-title">
      <DialogTitle id="image-picker-title">{`${label}: choose from the media library`}</DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 2, mt: 1 }}>
          <SearchField label="Search images" value={q} onChange={setQ} />
        </Box>
        {loaded.status === 'loading' && <SectionSpinner label="Loading images" />}
        {loaded.status === 'failed' && loaded.failure && (
          <LoadFailure failure={loaded.failure} what="the media library" onRetry={loaded.retry} />
        )}
        {loaded.data &&
          (loaded.data.rows.length === 0 ? (
            <Typography color="text.secondary">{q ? 'No image matches your search.' : 'No image has been uploaded yet.'}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Images"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
              }}
            >
              {loaded.data.rows.map((image) => (
                <Box
                  component="li"
                  key={image.sha256}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, display: 'grid', gap: 0.75 }}
                >
                  <Box
                    component="img"
                    src={imageVariantUrl(image.image_url, 480)}
                    alt={image.alt_text ?? ''}
                    loading="lazy"
                    sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 0.5, bgcolor: 'action.hover' }}
                  />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {image.alt_text ?? <Chip size="small" color="warning" label="Alt text missing" />}
                  </Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`Use ${image.alt_text ?? image.original_name ?? 'this image'}`}
                    onClick={() => onPick(image)}
                  >
                    Use
                  </Button>
                </Box>
              ))}
            </Box>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
