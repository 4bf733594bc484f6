import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_MAX_BYTES,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  type ImportValues,
  importFieldsOf,
} from '@tc/contract/imports';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { UploadDropZone } from '../../components/content-admin/upload-drop-zone';
import { useAppDispatch } from '../../lib/store-hooks';
import { ImportRowsList } from './import-rows-list';
import { commitImport, previewImport, uploadImport } from './imports-thunks';

type Step = 'file' | 'map' | 'preview' | 'options' | 'done';
const STEPS: { step: Step; label: string }[] = [
  { step: 'file', label: 'Choose the file' },
  { step: 'map', label: 'Match the columns' },
  { step: 'preview', label: 'Check the rows' },
  { step: 'options', label: 'Import' },
];

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const KIND_LABEL: Record<ImportKind, string> = { clients: 'clients', coaches: 'coaches' };

/** The steps of one import: file → columns → rows (fix, skip) → options → import → done. */
export function ImportWizard({ initialKind }: { initialKind: ImportKind }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [step, setStep] = useState<Step>('file');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [fixes, setFixes] = useState<Record<number, ImportValues>>({});
  const [skip, setSkip] = useState<number[]>([]);
  const [createRegions, setCreateRegions] = useState(false);
  const [invitations, setInvitations] = useState<'now' | 'later'>('later');
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  async function upload(file: File) {
    setUploadError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setUploadError(`“${file.name}” is over 10 MB. Split it into smaller files and import them one by one.`);
      return;
    }
    setProgress(0);
    const action = await dispatch(uploadImport({ kind, file, onProgress: setProgress }));
    setProgress(null);
    if (uploadImport.rejected.match(action)) {
      setUploadError(action.error.message ?? 'The file could not be read.');
      return;
    }
    const answer = action.payload;
    setPreview(answer);
    setMapping(answer.mapping as ImportMapping);
    setFixes({});
    setSkip([]);
    setCreateRegions(false);
    setStep('map');
  }

  /** Checks the rows again on the server with what the person has decided so far. */
  async function check(next: { fixes?: Record<number, ImportValues>; skip?: number[]; createRegions?: boolean } = {}) {
    if (!preview) return false;
    const plan = {
      mapping,
      fixes: Object.entries(next.fixes ?? fixes).map(([row, values]) => ({ row: Number(row), values })),
      skip: next.skip ?? skip,
      create_regions: next.createRegions ?? createRegions,
    };
    const action = await dispatch(previewImport({ id: preview.id, plan }));
    if (!previewImport.fulfilled.match(action)) return false;
    setPreview(action.payload);
    return true;
  }

  async function fixRow(row: number, values: ImportValues) {
    const next = { ...fixes, [row]: { ...fixes[row], ...values } };
    setFixes(next);
    return check({ fixes: next });
  }

  async function toggleSkip(row: number) {
    const next = skip.includes(row) ? skip.filter((r) => r !== row) : [...skip, row];
    setSkip(next);
    await check({ skip: next });
  }

  async function runImport() {
    if (!preview) return;
    setImporting(true);
    const commit = {
      mapping,
      fixes: Object.entries(fixes).map(([row, values]) => ({ row: Number(row), values })),
      skip,
      create_regions: createRegions,
      invitations,
    };
    const action = await dispatch(commitImport({ id: preview.id, commit }));
    setImporting(false);
    if (commitImport.fulfilled.match(action)) {
      setResult(action.payload);
      setStep('done');
    }
  }

  function restart() {
    setPreview(null);
    setResult(null);
    setStep('file');
  }

  const index = STEPS.findIndex((s) => s.step === step);
  const fields = importFieldsOf(kind);
  const columnLabel = (i: number) =>
    `${String.fromCharCode(65 + (i % 26))}${i >= 26 ? Math.floor(i / 26) : ''}: ${preview?.columns[i] || '(no header)'}`;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {step === 'done' ? 'Import done' : `Step ${index + 1} of ${STEPS.length}: ${STEPS[index].label}`}
      </Typography>

      {step === 'file' && (
        <>
          <FormControl sx={{ mb: 2 }}>
            <FormLabel id={`${headingId}-kind`}>Who is in the file?</FormLabel>
            <RadioGroup row aria-labelledby={`${headingId}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ImportKind)}>
              <FormControlLabel value="clients" control={<Radio />} label="Clients" />
              <FormControlLabel value="coaches" control={<Radio />} label="Coaches" />
            </RadioGroup>
          </FormControl>
          <UploadDropZone
            label={`Spreadsheet of ${KIND_LABEL[kind]}`}
            accept={ACCEPT}
            chooseLabel="Choose a file"
            progress={progress}
            error={uploadError}
            helper="CSV (comma or semicolon; UTF-8 or Windows) or Excel .xlsx, its first row naming the columns. 10 MB and fewer than 100,000 rows."
            onFile={(file) => void upload(file)}
          />
        </>
      )}

      {step === 'map' && preview && (
        <>
          <Typography sx={{ mb: 2 }}>
            “{preview.file_name}” has {preview.counts.rows} rows. Choose the column that holds each field; the guesses come from the headers
            and from your last import of {KIND_LABEL[kind]}. First name, last name and email are required.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
            {fields.map((field) => (
              <TextField
                key={field}
                select
                size="small"
                label={IMPORT_FIELD_LABELS[field]}
                value={mapping[field] ?? ''}
                onChange={(e) => setMapping({ ...mapping, [field]: e.target.value === '' ? null : Number(e.target.value) })}
              >
                <MenuItem value="">Not in the file</MenuItem>
                {preview.columns.map((_, i) => (
                  <MenuItem key={i} value={i}>
                    {columnLabel(i)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={restart}>Back</Button>
            <Button variant="contained" onClick={() => void check().then((ok) => ok && setStep('preview'))}>
              Check the rows
            </Button>
          </Box>
        </>
      )}

      {step === 'preview' && preview && (
        <>
          <Typography sx={{ mb: 1 }} data-testid="import-counts" aria-live="polite">
            {preview.counts.rows} rows: {preview.counts.ready} ready, {preview.counts.problems} with problems, {preview.counts.skipped}{' '}
            skipped.
          </Typography>
          {preview.unknown_regions.length > 0 && (
            <Alert severity={createRegions ? 'info' : 'warning'} sx={{ mb: 2 }}>
              The file names regions that do not exist: {preview.unknown_regions.join(', ')}.
              <FormControlLabel
                sx={{ display: 'flex' }}
                control={
                  <Checkbox
                    checked={createRegions}
                    onChange={(e) => {
                      setCreateRegions(e.target.checked);
                      void check({ createRegions: e.target.checked });
                    }}
                  />
                }
                label="Create these regions"
              />
            </Alert>
          )}
          <ImportRowsList preview={preview} fields={fields} skip={skip} onFix={fixRow} onToggleSkip={(row) => void toggleSkip(row)} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            <Button onClick={() => setStep('map')}>Back</Button>
            <Button
              variant="contained"
              disabled={preview.counts.problems > 0 || preview.counts.ready === 0}
              onClick={() => setStep('options')}
            >
              Next
            </Button>
            {preview.counts.problems > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                Fix or skip the rows with problems to go on.
              </Typography>
            )}
          </Box>
        </>
      )}

      {step === 'options' && preview && (
        <>
          <FormControl sx={{ mb: 2 }}>
            <FormLabel id={`${headingId}-invite`}>Invitations</FormLabel>
            <RadioGroup
              aria-labelledby={`${headingId}-invite`}
              value={invitations}
              onChange={(e) => setInvitations(e.target.value as 'now' | 'later')}
            >
              <FormControlLabel value="now" control={<Radio />} label="Email each person an invitation to choose a password now" />
              <FormControlLabel value="later" control={<Radio />} label="Later: they wait without a password until an invitation is sent" />
            </RadioGroup>
          </FormControl>
          <Typography sx={{ mb: 2 }}>
            {preview.counts.ready} {KIND_LABEL[kind]} will be imported
            {preview.counts.skipped ? `, ${preview.counts.skipped} rows skipped` : ''}. Nothing is saved unless every one of them is.
          </Typography>
          {importing && (
            <Box sx={{ mb: 2 }}>
              <Typography variant="body2" id={`${headingId}-progress`}>
                Importing {preview.counts.ready} {KIND_LABEL[kind]}…
              </Typography>
              <LinearProgress aria-labelledby={`${headingId}-progress`} />
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={() => setStep('preview')} disabled={importing}>
              Back
            </Button>
            <Button variant="contained" onClick={() => void runImport()} disabled={importing}>
              Import {preview.counts.ready} {KIND_LABEL[kind]}
            </Button>
          </Box>
        </>
      )}

      {step === 'done' && result && (
        <>
          <Alert severity="success" sx={{ mb: 2 }} data-testid="import-result">
            Imported {result.batch.imported_count} {KIND_LABEL[result.batch.kind]}
            {result.batch.skipped_count ? `, ${result.batch.skipped_count} rows skipped` : ''}
            {result.batch.regions_created ? `, ${result.batch.regions_created} regions created` : ''}.
            {invitations === 'now' ? ` ${result.invitations_sent} invitations sent.` : ' Their invitations wait until you send them.'}
          </Alert>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Link component={RouterLink} to={result.batch.kind === 'clients' ? paths.clientListing : paths.coachListing}>
              See the {KIND_LABEL[result.batch.kind]}
            </Link>
            <Link href={`#import-${result.batch.id}`}>See this import below</Link>
            <Button onClick={restart}>Import another file</Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
