import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { DownloadFormat } from '../../lib/download-thunk';

interface Props {
  /** Fetches and saves the file for the filters on screen; a failure has been toasted. */
  onDownload: (format: DownloadFormat) => Promise<unknown>;
  /** Nothing to download yet (the report is loading or refused). */
  disabled?: boolean;
}

const FORMATS: { format: DownloadFormat; label: string }[] = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'pdf', label: 'Download PDF' },
];

/** CSV and PDF of the report on screen (as the server makes them), and Print (the print stylesheet drops the rest of the page). */
export function ReportDownloads({ onDownload, disabled = false }: Props) {
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const download = async (format: DownloadFormat) => {
    setBusy(format);
    try {
      await onDownload(format);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} className="no-print" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outlined"
          onClick={() => void download(format)}
          disabled={disabled || busy !== null}
          aria-busy={busy === format}
          startIcon={
            busy === format ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />
          }
        >
          {label}
        </Button>
      ))}
      <Button variant="outlined" onClick={() => window.print()} disabled={disabled} startIcon={<PrintIcon aria-hidden="true" />}>
        Print
      </Button>
    </Stack>
  );
}
