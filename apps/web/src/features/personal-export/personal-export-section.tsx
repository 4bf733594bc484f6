import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PERSONAL_EXPORT_FILES } from '@tc/contract/personal-export';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { downloadMyData } from './personal-export-thunks';

/**
 * "Your data" on the account page (docs/architecture.md#privacy-requests): what the download holds, and the
 * button that makes it. The ZIP is built on request, so the button waits with a spinner; a failure is toasted.
 */
export function PersonalExportSection() {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await dispatch(downloadMyData()).unwrap();
    } catch {
      // The toast said why; the button is there to try again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        Your data
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Download everything the centre holds about you that you can see in the app, as one ZIP file: each kind of record as a JSON file (for
        other programs) and a CSV file (for a spreadsheet), your files, and a summary to read or print.
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 3, mt: 0, mb: 2 }}>
        {PERSONAL_EXPORT_FILES.filter(([name]) => name !== 'README.txt').map(([name, what]) => (
          <li key={name}>
            <strong>{name}</strong>: {what}
          </li>
        ))}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
    </Paper>
  );
}
