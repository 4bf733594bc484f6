import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { VisuallyHidden } from './visually-hidden';

interface Props {
  /** Read out while loading: "Loading the services". */
  label: string;
  count?: number;
  /** Cards with an image slot on top. */
  withImage?: boolean;
  minWidth?: number;
  /** The image slot's shape, as the cards have it: '3 / 2'. */
  aspect?: string;
}

/** Placeholders in the shape of the cards to come, so nothing jumps when they arrive. */
export function CardSkeletons({ label, count = 3, withImage = true, minWidth = 260, aspect = '3 / 2' }: Props) {
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Box
        aria-hidden="true"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))` }}
      >
        {Array.from({ length: count }, (_, i) => (
          <Box key={i}>
            {withImage && <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: aspect, borderRadius: 1 }} />}
            <Skeleton variant="text" sx={{ fontSize: '1.5rem', mt: 1 }} width="70%" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="85%" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Placeholder lines for a block of text. */
export function TextSkeleton({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <Box role="status" aria-live="polite" sx={{ maxWidth: '70ch' }}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Box aria-hidden="true">
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="50%" />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} variant="text" width={i === lines - 1 ? '60%' : '100%'} />
        ))}
      </Box>
    </Box>
  );
}
