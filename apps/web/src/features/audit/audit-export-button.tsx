import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AUDIT_EXPORT_MAX } from '@tc/contract/audit';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import type { AuditQuery } from './audit-query';
import { exportAuditCsv } from './audit-thunks';

/**
 * "Export CSV": every entry the filters on screen match, not one page, as the server's file.
 * Over the server's limit the button is off and says why, rather than fail after a wait.
 */
export function AuditExportButton({ query, total }: { query: AuditQuery; total: number | null }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const tooMany = total !== null && total > AUDIT_EXPORT_MAX;

  async function download() {
    setBusy(true);
    try {
      await dispatch(exportAuditCsv(query));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {tooMany && (
        <Typography id={hintId} variant="body2">
          An export holds at most {AUDIT_EXPORT_MAX.toLocaleString('en-CA')} entries: choose a shorter period or narrow the filters.
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        onClick={() => void download()}
        disabled={busy || total === null || total === 0 || tooMany}
        aria-busy={busy}
        aria-describedby={tooMany ? hintId : undefined}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Export CSV
      </Button>
    </Box>
  );
}
