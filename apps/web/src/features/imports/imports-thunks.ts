import type { ImportBatch, ImportCommit, ImportKind, ImportPlan } from '@tc/contract/imports';
import { importEndpoints as api } from '@tc/contract/imports-endpoints';
import { totalOf } from '../../lib/all-pages';
import { apiThunk, TAGS } from '../../lib/api-thunk';

// Importing clients and coaches (docs/architecture.md#import): upload (staged on the server), preview with a
// mapping, fixes and skips, commit, and the imports done with their undo.

export interface UploadImportArgs {
  kind: ImportKind;
  file: File;
  /** 0 to 1 as the bytes go. */
  onProgress: (share: number) => void;
}

/** POST /imports: the file as multipart with its progress; its refusal (too large, too many rows) is shown under the drop zone. */
export const uploadImport = apiThunk('imports/upload', api.upload, {
  args: ({ kind, file }: UploadImportArgs) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file, file.name);
    return { body };
  },
  transport: ({ onProgress }) => ({ onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0) }),
  failure: "Couldn't read the file. Please try again.",
  silent: true,
});

export const previewImport = apiThunk('imports/preview', api.preview, {
  args: ({ id, plan }: { id: number; plan: ImportPlan }) => ({ params: { id }, body: plan }),
  failure: "Couldn't check the rows. Please try again.",
  latest: true,
});

export const commitImport = apiThunk('imports/commit', api.commit, {
  args: ({ id, commit }: { id: number; commit: ImportCommit }) => ({ params: { id }, body: commit }),
  success: 'Imported.',
  failure: "Couldn't import the file. Please try again.",
  invalidates: () => [TAGS.imports, TAGS.clients],
});

export interface ImportsPage {
  rows: ImportBatch[];
  total: number;
}

export const IMPORTS_PAGE_SIZE = 10;

export const fetchImports = apiThunk('imports/list', api.list, {
  args: ({ page }: { page: number }) => ({ query: { page, pageSize: IMPORTS_PAGE_SIZE } }),
  result: (rows, _arg, response): ImportsPage => ({ rows, total: totalOf(response.headers, rows.length) }),
  failure: "Couldn't load the imports. Please try again.",
  silent: true,
  latest: true,
  provides: () => [TAGS.imports],
});

export const undoImport = apiThunk('imports/undo', api.undo, {
  args: ({ batch }: { batch: ImportBatch }) => ({ params: { id: batch.id } }),
  success: ({ batch }) => `Undid the import of “${batch.file_name}”.`,
  failure: "Couldn't undo the import. Please try again.",
  invalidates: () => [TAGS.imports, TAGS.clients],
});
