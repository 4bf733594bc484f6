import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CLIENT_FILES_PAGE_SIZE, type ClientFile } from '@tc/contract/client-files';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@tc/contract/files';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPages } from '../../components/list-pages';
import { UploadDropZone } from '../../components/content-admin/upload-drop-zone';
import { SearchField } from '../../components/search-field';
import { SectionSpinner } from '../../components/section-spinner';
import { LoadFailure } from '../../components/load-failure';
import { useReadResult } from '../../lib/api-thunk';
import { formatMomentDate } from '../../lib/calendar-date';
import { fileSize } from '../../lib/content-admin/file-size';
import { fullName } from '../../lib/person-name';
import { useAppDispatch } from '../../lib/store-hooks';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { KeepOfflineButton } from '../../offline/keep-offline-button';
import {
  deleteClientDocument,
  type DocumentSort,
  type DocumentsPage,
  downloadClientDocument,
  fetchClientDocuments,
  uploadClientDocument,
} from './client-documents-thunks';

const SORTS: { value: DocumentSort; label: string }[] = [
  { value: '-date', label: 'Newest first' },
  { value: 'date', label: 'Oldest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: '-size', label: 'Largest first' },
  { value: 'size', label: 'Smallest first' },
];

const TYPES_TEXT = 'PDF, Word, Excel, PowerPoint, OpenDocument, text or CSV; 10 MB at most.';

/** "PDF", "DOCX": the kind of file, from the extension the server gave its name (it matches the bytes). */
const typeOf = (file: ClientFile) => /\.([a-z0-9]+)$/i.exec(file.file_name)?.[1]?.toUpperCase() ?? 'File';

interface Props {
  clientId: number;
  clientName: string;
  /** The client looking at their own profile: the texts speak to them. */
  own: boolean;
}

/**
 * A client's documents on their profile (docs/architecture.md#casework): upload (a button, or drop a file),
 * search, sort, download and delete (asked first). The server decides who sees what; `can_delete` says
 * which rows offer Delete. Attachments of messages show here too, marked "From a message".
 */
export function ClientDocuments({ clientId, clientName, own }: Props) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<DocumentSort>('-date');
  const [page, setPage] = useState(1);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ClientFile | null>(null);
  const query = { clientId, q, sort, page };
  const loaded = useReadResult<DocumentsPage>(`${clientId}|${q}|${sort}|${page}`, fetchClientDocuments.provides(query), () =>
    dispatch(fetchClientDocuments(query)),
  );

  async function upload(file: File) {
    setUploadError(null);
    if (file.size > DOCUMENT_MAX_BYTES) {
      setUploadError(`“${file.name}” is too large. Files may be at most 10 MB.`);
      return;
    }
    setProgress(0);
    const action = await dispatch(uploadClientDocument({ clientId, file, onProgress: setProgress }));
    setProgress(null);
    if (uploadClientDocument.rejected.match(action)) setUploadError(action.error.message ?? 'The document could not be uploaded.');
    else setPage(1);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const action = await dispatch(deleteClientDocument({ file: toDelete }));
    if (deleteClientDocument.fulfilled.match(action)) {
      setToDelete(null);
      // The last row of a later page gone: show the page before.
      if (loaded.data?.rows.length === 1 && page > 1) setPage(page - 1);
    }
  }

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  let body;
  const { status, data, failure } = loaded;
  if (status === 'failed' && failure) {
    body = <LoadFailure failure={failure} what="the documents" onRetry={loaded.retry} />;
  } else if (status !== 'ready' || !data) {
    body = <SectionSpinner label="Loading the documents" />;
  } else if (data.rows.length === 0) {
    body = (
      <Alert severity="info">
        {q
          ? `No document's name contains “${q}”.`
          : own
            ? 'You have no documents here yet. Choose “Choose a file” above, or drop a file on the box, to share one with your coach.'
            : `No documents for ${clientName} yet. Choose “Choose a file” above, or drop a file on the box, to add the first.`}
      </Alert>
    );
  } else {
    const pages = Math.ceil(data.total / CLIENT_FILES_PAGE_SIZE);
    body = (
      <>
        <Box component="ul" aria-label="Documents" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.rows.map((file) => (
            <DocumentRow
              key={file.id}
              file={file}
              onDownload={() => void dispatch(downloadClientDocument({ file }))}
              onDelete={file.can_delete ? () => setToDelete(file) : undefined}
            />
          ))}
        </Box>
        <ListPages pages={pages} page={page} onChange={setPage} what="documents" />
      </>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="client-documents"
      sx={{ p: 2, minWidth: 0, gridColumn: { md: '1 / -1' } }}
    >
      <Typography variant="h6" component="h2" id={headingId} sx={{ fontSize: '1.15rem', mb: 0.5 }}>
        Documents
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {own
          ? 'Files you and your coaches share. Only you, your coaches and the centre’s administrators can see them.'
          : `Files for ${clientName}. Only they, their coaches and administrators can see them.`}
      </Typography>
      <UploadDropZone
        label="Upload a document"
        accept={DOCUMENT_ACCEPT}
        chooseLabel="Choose a file"
        progress={progress}
        error={uploadError}
        helper={TYPES_TEXT}
        onFile={(file) => void upload(file)}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', my: 1.5 }}>
        <SearchField label="Search documents" value={search} onChange={changeSearch} />
        <TextField
          select
          size="small"
          label="Sort"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as DocumentSort);
            setPage(1);
          }}
          sx={{ flex: '0 1 12rem', minWidth: '10rem' }}
        >
          {SORTS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this document?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {/* A long name without spaces breaks anywhere rather than scroll sideways on a phone. */}
        {toDelete && (
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            “{toDelete.file_name}” will no longer be listed or downloadable. The audit trail keeps a record of it.
          </Box>
        )}
      </ConfirmDialog>
    </Paper>
  );
}

function DocumentRow({ file, onDownload, onDelete }: { file: ClientFile; onDownload: () => void; onDelete?: () => void }) {
  const facts = `${typeOf(file)}, ${fileSize(file.size)} · ${fullName(file.uploaded_by)}, ${formatMomentDate(file.created_at)}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="document-name">
          {file.file_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {facts}
          {file.message_id !== null && <Chip size="small" label="From a message" variant="outlined" sx={{ ml: 1 }} />}
        </Typography>
      </Box>
      {/* A coach keeps the document on the device to open it at a day home without a signal. */}
      <KeepOfflineButton clientId={file.client_id} fileId={file.id} fileName={file.file_name} />
      <Tooltip title="Download">
        <IconButton onClick={onDownload} aria-label={`Download ${file.file_name}`}>
          <DownloadIcon />
        </IconButton>
      </Tooltip>
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton onClick={onDelete} aria-label={`Delete ${file.file_name}`} aria-haspopup="dialog">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
