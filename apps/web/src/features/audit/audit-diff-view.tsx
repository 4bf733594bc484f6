import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tc/contract/audit';
import { useState } from 'react';
import { type Change, type DiffRow, changeSummary, diffRecords } from '@tc/contract/audit-diff';

/** Highlights with dark text on light backgrounds (contrast above 7:1), and a word, so colour is never the only sign. */
const MARK: Record<Change, { word: string; bg?: string }> = {
  changed: { word: 'Changed', bg: '#fff4ce' },
  added: { word: 'Added', bg: '#e3f4e8' },
  removed: { word: 'Removed', bg: '#fde8e8' },
  same: { word: '' },
};
const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

function Mark({ change }: { change: Change }) {
  if (change === 'same') return null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', ml: 1, px: 0.75, borderRadius: 1, border: 1, fontSize: '0.75rem', fontWeight: 600 }}
    >
      {MARK[change].word}
    </Box>
  );
}

const valueOf = (text: string | null) => text ?? '—';
const present = (value: unknown) => value !== null && value !== undefined;

/** Before and after of one audit entry, field by field; on a phone each field is a short stack instead of a table row. */
export function AuditDiffView({ entry, compact }: { entry: AuditEntry; compact: boolean }) {
  const rows = diffRecords(entry.before, entry.after, entry.entity);
  const both = present(entry.before) && present(entry.after);
  const [showAll, setShowAll] = useState(!both);
  const shown: DiffRow[] = showAll ? rows : rows.filter((r) => r.change !== 'same');
  const record = entry.record.charAt(0).toUpperCase() + entry.record.slice(1);
  const caption = `${record}: ${changeSummary(rows)}`;
  // A create has only an after, a hard delete only a before: one column of values then.
  const single = both ? null : present(entry.after) ? 'after' : 'before';

  if (rows.length === 0)
    return (
      <Typography data-testid="audit-diff" color="text.secondary">
        {caption}. This entry has no before or after to show.
      </Typography>
    );
  return (
    <Box data-testid="audit-diff">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{caption}</Typography>
        {both && (
          <FormControlLabel
            control={<Switch size="small" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
            label="Show unchanged fields"
          />
        )}
      </Box>
      {compact ? (
        <Box component="dl" sx={{ m: 0 }}>
          {shown.map((row) => (
            <Box key={row.field} sx={{ p: 1, mb: 0.5, borderRadius: 1, bgcolor: MARK[row.change].bg }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {row.label}
                <Mark change={row.change} />
              </Box>
              {single ? (
                <Box component="dd" sx={{ m: 0, ...WRAP }}>
                  {valueOf(single === 'after' ? row.after : row.before)}
                </Box>
              ) : (
                <>
                  <Box component="dd" sx={{ m: 0, ...WRAP }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      Before:
                    </Box>{' '}
                    {valueOf(row.before)}
                  </Box>
                  <Box component="dd" sx={{ m: 0, ...WRAP }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      After:
                    </Box>{' '}
                    {valueOf(row.after)}
                  </Box>
                </>
              )}
            </Box>
          ))}
        </Box>
      ) : (
        <Table size="small" aria-label={caption} sx={{ tableLayout: 'fixed', width: '100%' }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ width: '24%' }}>
                Field
              </TableCell>
              {single ? (
                <TableCell component="th" scope="col">
                  {single === 'after' ? 'Value' : 'Value before'}
                </TableCell>
              ) : (
                <>
                  <TableCell component="th" scope="col">
                    Before
                  </TableCell>
                  <TableCell component="th" scope="col">
                    After
                  </TableCell>
                </>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.field} data-change={row.change} sx={{ bgcolor: MARK[row.change].bg }}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, ...WRAP }}>
                  {row.label}
                  <Mark change={row.change} />
                </TableCell>
                {single ? (
                  <TableCell sx={WRAP}>{valueOf(single === 'after' ? row.after : row.before)}</TableCell>
                ) : (
                  <>
                    <TableCell sx={WRAP}>{valueOf(row.before)}</TableCell>
                    <TableCell sx={WRAP}>{valueOf(row.after)}</TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
