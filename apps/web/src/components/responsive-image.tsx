import Box from '@mui/material/Box';
import { imageSrcSet } from '@tc/contract/files';

interface Props {
  src: string;
  alt: string;
  /** The slot's shape; the image fills it (cover), so nothing moves when it loads. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the slot is at each viewport width. */
  sizes?: string;
  /** Above the fold (a hero): load at once and with high priority; else lazily. */
  priority?: boolean;
  radius?: number;
  /** `cover` fills the slot (cropping); `contain` shows the whole image inside it (a lightbox). */
  fit?: 'cover' | 'contain';
}

/** An uploaded image with the WebP copies in `srcset`, its width and height set, lazy below the fold. */
export function ResponsiveImage({ src, alt, width, height, sizes = '100vw', priority = false, radius = 0, fit = 'cover' }: Props) {
  return (
    <Box
      component="img"
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: fit,
        borderRadius: radius,
      }}
    />
  );
}
