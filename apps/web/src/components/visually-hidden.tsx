import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The styles that keep something for screen readers only. (In sx, `width: 1` means 100%, hence the explicit pixels.) */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only; `div` where it holds a block (a table). */
export function VisuallyHidden({ children, component = 'span' }: { children: ReactNode; component?: 'span' | 'div' }) {
  return (
    <Box component={component} sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
