import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/** "12,345 rows", "1 row", or "about 12,400 rows" when the count is the server's estimate. */
export function rowsLabel(rows: number, estimate = false): string {
  return `${estimate ? 'about ' : ''}${rows.toLocaleString('en-CA')} ${rows === 1 ? 'row' : 'rows'}`;
}

/**
 * "Export CSV" with how many rows the file will hold beside it (the list's own total): the server
 * writes the file out as it reads it, with no cap (docs/decisions/042-streamed-exports.md), so a
 * large one takes a while; the count says what is coming. `onExport` saves it (a failure is toasted
 * by its thunk). Off while the count is unknown or there is nothing to export.
 */
export function CsvExportButton({
  rows,
  estimate = false,
  onExport,
  disabled = false,
}: {
  rows: number | null;
  estimate?: boolean;
  onExport: () => Promise<unknown>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const countId = useId();

  async function download() {
    setBusy(true);
    try {
      await onExport();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={disabled || busy || rows === null || rows === 0}
        aria-busy={busy}
        aria-describedby={rows ? countId : undefined}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Export CSV
      </Button>
      {rows !== null && rows > 0 && (
        <Typography id={countId} variant="body2" color="text.secondary">
          {busy ? `Downloading ${rowsLabel(rows, estimate)}…` : rowsLabel(rows, estimate)}
        </Typography>
      )}
    </Box>
  );
}
