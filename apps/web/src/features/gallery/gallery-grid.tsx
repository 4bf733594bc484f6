import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { GalleryImage } from '@tc/contract/content';
import { CardGrid } from '../../components/card-grid';
import { ResponsiveImage } from '../../components/responsive-image';

interface Props {
  images: readonly GalleryImage[];
  onOpen: (index: number) => void;
}

/** The photos in a responsive grid; each opens the lightbox (a button: Enter, Space or a click). */
export function GalleryGrid({ images, onOpen }: Props) {
  return (
    <CardGrid
      items={images}
      gap={{ xs: 2, md: 3 }}
      columns={{ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {(image, index) => (
        <Box component="figure" sx={{ m: 0 }}>
          <ButtonBase
            aria-haspopup="dialog"
            onClick={() => onOpen(index)}
            sx={{
              display: 'block',
              width: '100%',
              borderRadius: 2,
              overflow: 'hidden',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
              '& img': { transition: 'transform 0.2s' },
              '&:hover img': { transform: 'scale(1.03)' },
            }}
          >
            <ResponsiveImage
              src={image.image_url}
              alt={image.alt}
              width={800}
              height={600}
              sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 50vw"
            />
          </ButtonBase>
          {image.caption && (
            <Typography component="figcaption" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {image.caption}
            </Typography>
          )}
        </Box>
      )}
    </CardGrid>
  );
}
