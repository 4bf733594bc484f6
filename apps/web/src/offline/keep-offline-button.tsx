import DownloadForOfflineOutlinedIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { apiResponse } from '@/api/api-call';
import { offlineOwner } from './offline-copy';
import { filePath, setKeptOffline, useKeptOffline } from './kept-files';

const KEEP_FAILED = "Couldn't keep the document on this device. Please try again.";

/** Downloads a file for keeping, past the copy kept: it must come from the server. */
const download = (path: string) => async () =>
  (await apiResponse<Blob>({ method: 'GET', path, accept: [200], failure: KEEP_FAILED, live: true, options: { responseType: 'blob' } }))
    .data;

/**
 * "Keep offline" beside a client's document, for a coach (docs/decisions/055-offline-work.md): pressed, the file is
 * kept on the device and Download works without a signal; pressed again, the copy is deleted.
 */
export function KeepOfflineButton({ clientId, fileId, fileName }: { clientId: number; fileId: number; fileName: string }) {
  const path = filePath(clientId, fileId);
  const kept = useKeptOffline(path);
  const [busy, setBusy] = useState(false);
  if (offlineOwner() === null) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      await setKeptOffline(path, !kept, download(path));
      toast.success(kept ? `“${fileName}” is no longer kept on this device.` : `“${fileName}” is kept on this device for use offline.`);
    } catch {
      // The call's toast said why; nothing was marked.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={kept ? 'Kept offline: press to stop keeping it' : 'Keep offline'}>
      <span>
        <IconButton
          onClick={() => void toggle()}
          aria-label={`Keep ${fileName} offline`}
          aria-pressed={kept === true}
          disabled={busy || kept === null}
        >
          {busy ? <CircularProgress size={20} /> : kept ? <OfflinePinIcon color="success" /> : <DownloadForOfflineOutlinedIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
