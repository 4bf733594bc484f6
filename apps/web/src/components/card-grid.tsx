import Box from '@mui/material/Box';
import { ResponsiveImage } from './responsive-image';
import type { ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  /** The narrowest a card gets before the row has one column fewer, in pixels. */
  minWidth?: number;
  /** `fit` stretches a few cards across the whole row; `fill` keeps the columns' width. */
  fit?: 'fill' | 'fit';
  /** Other columns than those of `minWidth` (the gallery's two on a phone). */
  columns?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  gap?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  children: (item: T, index: number) => ReactNode;
}

/** `repeat(auto-fill, minmax(min(100%, 240px), 1fr))`: as many columns as fit, one on a phone. */
export const gridColumns = (minWidth: number, fit: 'fill' | 'fit' = 'fill') => `repeat(auto-${fit}, minmax(min(100%, ${minWidth}px), 1fr))`;

/**
 * The public site's cards as a list laid out in a grid (services, landing cards, news,
 * testimonials, the gallery, text blocks, resources): a list, so a screen reader
 * says how many there are; each card is drawn by `children`.
 */
export function CardGrid<T extends { id: number }>({ items, minWidth = 240, fit = 'fill', columns, gap = 3, children }: Props<T>) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns ?? gridColumns(minWidth, fit) }}
    >
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </Box>
  );
}

/**
 * A card's picture, if it has one, in a slot of the given shape so nothing moves when it loads. Its alt text is
 * the image's own from the media library; an image without one is decorative (alt=""): the card's title, next to
 * it, already says what the card is, and read again as alt text it would be said twice (docs/decisions/033).
 */
export function CardImage({
  src,
  alt,
  sizes,
  width = 480,
  height = 320,
}: {
  src: string | null;
  alt?: string | null;
  sizes: string;
  width?: number;
  height?: number;
}) {
  return src ? <ResponsiveImage src={src} alt={alt ?? ''} width={width} height={height} sizes={sizes} /> : null;
}
