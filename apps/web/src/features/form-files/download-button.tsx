import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { FormFile } from '@tc/contract/content';
import { useState } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { fileFacts } from './file-facts';
import { downloadFormFile } from './form-file-download';

/**
 * Downloads a form through the request helper (with the token, which a
 * members-only form needs) and saves it under its name; a failure is toasted.
 */
export function DownloadButton({ file, size = 'medium' }: { file: FormFile; size?: 'small' | 'medium' | 'large' }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await dispatch(downloadFormFile({ id: file.id, fileName: file.file_name }));
    setBusy(false);
  };
  return (
    <Button
      variant="contained"
      size={size}
      onClick={() => void download()}
      disabled={busy}
      aria-label={`Download ${file.form_title} (${fileFacts(file)})`}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
    >
      {busy ? 'Downloading…' : 'Download'}
    </Button>
  );
}
