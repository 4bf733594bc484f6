import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { apiQueryOf, type ListingQuery } from './client-list-query';
import { exportClients } from './clients-thunks';

/**
 * Downloads the list on screen, every page of it, with its filters, search and
 * order, as the server's CSV file (a failure is toasted by the thunk).
 */
export function ClientExportButton({ query, disabled = false }: { query: ListingQuery; disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await dispatch(exportClients({ ...apiQueryOf(query, { paged: false }), format: 'csv' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outlined"
      onClick={() => void download()}
      disabled={disabled || busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
      sx={{ width: { xs: '100%', sm: 'auto' }, whiteSpace: 'nowrap' }}
    >
      Export CSV
    </Button>
  );
}
