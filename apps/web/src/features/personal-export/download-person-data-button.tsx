import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { downloadPersonData } from './personal-export-thunks';

/**
 * An administrator's action answering a person's request for their data: the ZIP that person would download
 * from their own account page (never a private note of theirs, docs/decisions/034-personal-export.md).
 */
export function DownloadPersonDataButton({ person }: { person: { id: number; firstname: string; lastname: string } }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await dispatch(downloadPersonData({ id: person.id })).unwrap();
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="small"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      aria-label={`Download their data (${fullName(person)})`}
      startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
    >
      Download their data
    </Button>
  );
}
