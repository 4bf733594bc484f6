import { CLIENT_FILES_PAGE_SIZE, type ClientFile, type ClientFileSort } from '@tc/contract/client-files';
import { clientFileEndpoints as api } from '@tc/contract/client-files-endpoints';
import { saveFile } from '../../api/save-file';
import { totalOf } from '../../lib/all-pages';
import { apiThunk, TAGS } from '../../lib/api-thunk';

// A client's documents (docs/architecture.md#casework). The list shows its own failure, so it raises no toast;
// an upload or a delete invalidates it, and it loads again (docs/decisions/011-read-path.md).

export type DocumentSort = ClientFileSort | `-${ClientFileSort}`;

export interface DocumentsQuery {
  clientId: number;
  q: string;
  sort: DocumentSort;
  page: number;
}

export interface DocumentsPage {
  rows: ClientFile[];
  total: number;
}

export const fetchClientDocuments = apiThunk('clientDocuments/list', api.list, {
  args: ({ clientId, q, sort, page }: DocumentsQuery) => ({
    params: { clientId },
    query: { ...(q.trim() ? { q: q.trim() } : {}), sort, page, pageSize: CLIENT_FILES_PAGE_SIZE },
  }),
  result: (rows, _query, response): DocumentsPage => ({ rows, total: totalOf(response.headers, rows.length) }),
  failure: "Couldn't load the documents. Please try again.",
  silent: true,
  latest: true,
  provides: () => [TAGS.clientFiles],
});

export interface UploadArgs {
  clientId: number;
  file: File;
  /** 0 to 1 as the bytes go. */
  onProgress: (share: number) => void;
}

/** POST /clients/{id}/files: one document, as multipart, with its progress; its refusal is shown under the drop zone. */
export const uploadClientDocument = apiThunk('clientDocuments/upload', api.upload, {
  args: ({ clientId, file }: UploadArgs) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return { params: { clientId }, body };
  },
  transport: ({ onProgress }) => ({ onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0) }),
  success: ({ file }) => `Uploaded “${file.name}”.`,
  failure: "Couldn't upload the document. Please try again.",
  silent: true,
  invalidates: () => [TAGS.clientFiles],
});

/** GET /clients/{id}/files/{fileId}: fetched with the token, then saved under its name. */
export const downloadClientDocument = apiThunk('clientDocuments/download', api.download, {
  args: ({ file }: { file: ClientFile }) => ({ params: { clientId: file.client_id, fileId: file.id } }),
  result: (data, { file }) => {
    saveFile(data as Blob, file.file_name);
    return file.id;
  },
  transport: { responseType: 'blob' },
  failure: "Couldn't download the document. Please try again.",
});

export const deleteClientDocument = apiThunk('clientDocuments/delete', api.remove, {
  args: ({ file }: { file: ClientFile }) => ({ params: { clientId: file.client_id, fileId: file.id } }),
  success: ({ file }) => `Deleted “${file.file_name}”.`,
  failure: "Couldn't delete the document. Please try again.",
  invalidates: () => [TAGS.clientFiles],
});
