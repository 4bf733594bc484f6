import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Breakpoint, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { visuallyHiddenSx } from '../visually-hidden';

export interface ReportColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  sortable?: boolean;
  /** Kept on one line (dates, durations). */
  nowrap?: boolean;
  /** The narrowest the column gets on a wide screen (names). */
  minWidth?: number;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  by: string;
  direction: SortDirection;
  /** A column chosen: the same column again turns the order round. */
  onSort: (key: string, direction?: SortDirection) => void;
}

interface Props<T> {
  caption: string;
  columns: ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sort?: TableSort;
  /** Buttons for one row (edit, delete), in a last column. */
  actions?: (row: T) => ReactNode;
  /** The table from this width; below it, a card per row (no sideways scrolling on a phone). */
  wideFrom?: Breakpoint;
  testId?: string;
}

function SortSelect<T>({ columns, sort }: { columns: ReportColumn<T>[]; sort: TableSort }) {
  const sortable = columns.filter((c) => c.sortable);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1.5 }} className="no-print">
      <TextField
        select
        size="small"
        label="Sort by"
        value={sort.by}
        onChange={(e) => sort.onSort(e.target.value, sort.direction)}
        sx={{ flex: 1 }}
      >
        {sortable.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {c.header}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Order"
        value={sort.direction}
        onChange={(e) => sort.onSort(sort.by, e.target.value as SortDirection)}
        sx={{ width: 140 }}
      >
        <MenuItem value="asc">Ascending</MenuItem>
        <MenuItem value="desc">Descending</MenuItem>
      </TextField>
    </Stack>
  );
}

/**
 * A report's table: columns a funder reads across on a wide screen (sortable
 * when `sort` is given), the same rows as cards on a phone, each card naming
 * its figures.
 */
export function ReportTable<T>({ caption, columns, rows, rowKey, sort, actions, wideFrom = 'md', testId }: Props<T>) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up(wideFrom), { noSsr: true });
  const [first, ...rest] = columns;

  if (!wide) {
    return (
      <Box>
        {sort && <SortSelect columns={columns} sort={sort} />}
        <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 1.5, breakInside: 'avoid' }} data-testid={testId}>
              <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{first.cell(row)}</Box>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
              >
                {rest.map((c) => (
                  <Box key={c.key} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {c.header}
                    </Box>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {c.cell(row)}
                    </Box>
                  </Box>
                ))}
              </Box>
              {actions && (
                <Box sx={{ mt: 1 }} className="no-print">
                  {actions(row)}
                </Box>
              )}
            </Paper>
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption}>
      <Table size="small">
        <Box component="caption" sx={visuallyHiddenSx}>
          {caption}
          {sort ? ', sortable by its column headings' : ''}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((c) => {
              const active = sort?.by === c.key;
              return (
                <TableCell
                  key={c.key}
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={active ? sort?.direction : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {sort && c.sortable ? (
                    <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => sort.onSort(c.key)}>
                      {c.header}
                    </TableSortLabel>
                  ) : (
                    c.header
                  )}
                </TableCell>
              );
            })}
            {actions && (
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                <Box component="span" sx={visuallyHiddenSx}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={testId}>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.numeric ? 'right' : 'left'}
                  sx={{ overflowWrap: 'break-word', whiteSpace: c.nowrap ? 'nowrap' : undefined, minWidth: c.minWidth }}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} className="no-print">
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
