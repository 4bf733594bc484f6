import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ImportBatch } from '@tc/contract/imports';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { SectionSpinner } from '../../components/section-spinner';
import { useReadResult } from '../../lib/api-thunk';
import { formatMomentDate } from '../../lib/calendar-date';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchImports, IMPORTS_PAGE_SIZE, type ImportsPage, undoImport } from './imports-thunks';
import { ListPages } from '../../components/list-pages';

const STATUS_LABEL: Record<ImportBatch['status'], string> = { staged: 'Not imported', imported: 'Imported', undone: 'Undone' };

/** The imports done, newest first, with who ran each and its counts; "Undo" (asked first) while none of its people has signed in. */
export function ImportBatches() {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [toUndo, setToUndo] = useState<ImportBatch | null>(null);
  const loaded = useReadResult<ImportsPage>(String(page), fetchImports.provides({ page }), () => dispatch(fetchImports({ page })));

  async function confirmUndo() {
    if (!toUndo) return;
    const action = await dispatch(undoImport({ batch: toUndo }));
    // Refused (someone signed in): the toast says who; the dialog closes either way.
    if (undoImport.fulfilled.match(action) || undoImport.rejected.match(action)) setToUndo(null);
  }

  let body;
  const { status, data, failure } = loaded;
  if (status === 'failed' && failure) body = <LoadFailure failure={failure} what="the imports" onRetry={loaded.retry} />;
  else if (status !== 'ready' || !data) body = <SectionSpinner label="Loading the imports" />;
  else if (data.rows.length === 0) body = <Alert severity="info">No imports yet.</Alert>;
  else {
    const pages = Math.ceil(data.total / IMPORTS_PAGE_SIZE);
    body = (
      <>
        <Box component="ul" aria-label="Imports" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.rows.map((batch) => (
            <Box
              component="li"
              key={batch.id}
              id={`import-${batch.id}`}
              data-testid="import-batch"
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
                py: 1,
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {batch.file_name}{' '}
                  <Chip
                    size="small"
                    variant="outlined"
                    label={STATUS_LABEL[batch.status]}
                    color={batch.status === 'undone' ? 'default' : 'success'}
                  />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {batch.imported_count} {batch.kind === 'clients' ? 'clients' : 'coaches'}
                  {batch.skipped_count ? `, ${batch.skipped_count} rows skipped` : ''}
                  {batch.regions_created ? `, ${batch.regions_created} new regions` : ''} ·{' '}
                  {batch.created_by ? fullName(batch.created_by) : 'Someone removed'},{' '}
                  {formatMomentDate(batch.importedAt ?? batch.createdAt)}
                  {batch.undoneAt ? ` · undone ${formatMomentDate(batch.undoneAt)}` : ''}
                </Typography>
              </Box>
              {batch.status === 'imported' && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setToUndo(batch)}
                  aria-haspopup="dialog"
                  aria-label={`Undo the import of ${batch.file_name}`}
                >
                  Undo
                </Button>
              )}
            </Box>
          ))}
        </Box>
        <ListPages pages={pages} page={page} onChange={setPage} what="imports" />
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 3, minWidth: 0 }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        Imports done
      </Typography>
      {body}
      <ConfirmDialog
        open={toUndo !== null}
        title="Undo this import?"
        confirmLabel="Undo the import"
        onConfirm={confirmUndo}
        onClose={() => setToUndo(null)}
      >
        {toUndo && (
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            The {toUndo.imported_count} people imported from “{toUndo.file_name}” will be removed, with their coach links and the regions
            the import created that nobody else uses. This is refused if any of them has signed in.
          </Box>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
