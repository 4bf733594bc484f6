import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GalleryImage } from '@tc/contract/content';
import type { KeyboardEvent } from 'react';
import { ResponsiveImage } from '../../components/responsive-image';
import { lightboxKey, position } from './lightbox-keys';

interface Props {
  images: readonly GalleryImage[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
}

const navSx = { bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' } } as const;

/**
 * One photo at a time, large: arrows (keys or buttons) move, Escape or Close
 * closes, and focus goes back to the photo that opened it (the dialog restores it).
 */
export function GalleryLightbox({ images, index, onMove, onClose }: Props) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const image = index === null ? undefined : images[index];
  const count = images.length;

  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    const next = lightboxKey(index, count, event.key);
    if (next === undefined || next === 'close') return; // Escape: the dialog closes itself.
    event.preventDefault();
    onMove(next);
  };

  return (
    <Dialog
      open={image !== undefined}
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullScreen={phone}
      maxWidth="lg"
      fullWidth
      aria-labelledby="lightbox-title"
      slotProps={{ paper: { sx: { bgcolor: '#111', color: '#fff' } } }}
    >
      {image && index !== null && (
        <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, height: phone ? '100%' : 'auto' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography id="lightbox-title" component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
              {image.caption ?? image.alt}
            </Typography>
            <Typography variant="body2" aria-live="polite" sx={{ color: '#ddd', whiteSpace: 'nowrap' }}>
              Photo {position(index, count)}
            </Typography>
            <IconButton aria-label="Close" onClick={onClose} sx={navSx}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ position: 'relative', flex: 1, display: 'flex', alignItems: 'center' }}>
            <Box sx={{ width: '100%', maxHeight: phone ? 'none' : '75vh', '& img': { maxHeight: phone ? '70vh' : '75vh' } }}>
              <ResponsiveImage
                key={image.id}
                src={image.image_url}
                alt={image.alt}
                width={1600}
                height={1067}
                fit="contain"
                priority
                sizes="90vw"
              />
            </Box>
            {count > 1 && (
              <>
                <IconButton
                  aria-label="Previous photo"
                  onClick={() => onMove(lightboxKey(index, count, 'ArrowLeft') as number)}
                  sx={{ ...navSx, position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
                >
                  <ChevronLeftIcon />
                </IconButton>
                <IconButton
                  aria-label="Next photo"
                  onClick={() => onMove(lightboxKey(index, count, 'ArrowRight') as number)}
                  sx={{ ...navSx, position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
                >
                  <ChevronRightIcon />
                </IconButton>
              </>
            )}
          </Box>
          <Typography variant="caption" sx={{ color: '#ccc', display: { xs: 'none', sm: 'block' } }}>
            Use the left and right arrow keys to move between photos, and Escape to close.
          </Typography>
        </Box>
      )}
    </Dialog>
  );
}
