import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface Props {
  /** Label and value of each line, in order. */
  rows: readonly (readonly [string, ReactNode])[];
  /** The grid's columns: by default one label and one value a line. */
  columns?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  rowGap?: number;
  'aria-label'?: string;
}

/** Details of a record as a description list: labels in the text's secondary colour, values that wrap anywhere. */
export function DetailList({ rows, columns = 'auto minmax(0, 1fr)', rowGap = 0.75, 'aria-label': label }: Props) {
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: columns, columnGap: 2, rowGap, m: 0 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
