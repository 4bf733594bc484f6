import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportKind } from '@tc/contract/imports';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { ImportBatches } from './import-batches';
import { ImportWizard } from './import-wizard';

/** /import (administrators): clients or coaches from a CSV or Excel file, step by step, and the imports done with their undo. */
export default function ImportPage() {
  usePageMeta('Import people');
  const [params] = useSearchParams();
  const kind: ImportKind = params.get('kind') === 'coaches' ? 'coaches' : 'clients';

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Import people
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Bring clients or coaches in from a spreadsheet (CSV or Excel .xlsx, 10 MB and fewer than 100,000 rows). You choose which column is
        which, see every row’s problems and fix or skip them before anything is saved. An import can be undone until one of its people signs
        in.
      </Typography>
      <ImportWizard key={kind} initialKind={kind} />
      <ImportBatches />
    </Box>
  );
}
