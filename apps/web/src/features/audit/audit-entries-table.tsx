import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AuditEntry } from '@tc/contract/audit';
import { Fragment } from 'react';
import { AuditDiffView } from './audit-diff-view';
import { ActorText, DescriptionText, detailsLabel } from './audit-entry-parts';
import { whenText } from '@tc/contract/audit-diff';

interface Props {
  entries: AuditEntry[];
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

const COLUMNS = ['When', 'Who', 'What', 'Address', 'Details'];

/** The trail on a wide screen: one row per entry; Details opens its before and after under it. */
export function AuditEntriesTable({ entries, open, onToggle }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Audit trail">
        <TableHead>
          <TableRow>
            {COLUMNS.map((label) => (
              <TableCell key={label} component="th" scope="col">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const panel = `audit-entry-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <TableRow data-testid="audit-row" sx={expanded ? { '& > *': { borderBottom: 'unset' } } : undefined}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenText(entry.at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <ActorText entry={entry} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <DescriptionText entry={entry} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.ip ?? '—'}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant={expanded ? 'contained' : 'outlined'}
                      aria-expanded={expanded}
                      aria-controls={expanded ? panel : undefined}
                      aria-label={detailsLabel(entry)}
                      onClick={() => onToggle(entry.id)}
                    >
                      Details
                    </Button>
                  </TableCell>
                </TableRow>
                {expanded && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length} id={panel} sx={{ bgcolor: 'grey.50' }}>
                      <AuditDiffView entry={entry} compact={false} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
