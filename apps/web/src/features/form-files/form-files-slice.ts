import type { FormFileFields } from '@tc/contract/content';
import { formFileEndpoints } from '@tc/contract/content-endpoints';
import { TAGS } from '../../lib/api-thunk';
import { createCollectionSlice } from '../../lib/collection-slice';
import { progressFraction } from '../../lib/content-admin/upload-image';
import { messages } from '../../messages';

export type { FormFile, FormFileFields } from '@tc/contract/content';

/** POST /form-files: multipart `form_title` (and the other fields) with the file. */
export interface FormFileUpload extends FormFileFields {
  file: File;
  /** 0 to 1 as the bytes leave the browser, for a progress bar. */
  onProgress?: (fraction: number) => void;
}

/** Update sends the file only if one is chosen (product specification section 5). */
export interface FormFileChange extends Partial<FormFileFields> {
  file?: File | null;
  onProgress?: (fraction: number) => void;
}

/** The multipart body: text fields as text, the file only when there is one. */
export function formFileBody(data: FormFileUpload | FormFileChange): FormData {
  const body = new FormData();
  const { file, onProgress: _progress, ...fields } = data;
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value === null ? '' : String(value));
  if (file) body.append('file', file);
  return body;
}

const formFiles = createCollectionSlice<typeof formFileEndpoints, FormFileUpload, FormFileChange>({
  name: 'formFiles',
  endpoints: formFileEndpoints,
  messages: {
    created: messages.formFiles.uploaded,
    createFailed: messages.formFiles.uploadFailed,
    fetchAllFailed: messages.formFiles.fetchAllFailed,
    fetchOneFailed: messages.formFiles.fetchOneFailed,
    updated: messages.formFiles.updated,
    updateFailed: messages.formFiles.updateFailed,
    deleted: messages.formFiles.deleted,
    deleteFailed: messages.formFiles.deleteFailed,
  },
  encodeCreate: formFileBody,
  encodeUpdate: formFileBody,
  transport: ({ onProgress }) => (onProgress ? { onUploadProgress: (event) => onProgress(progressFraction(event)) } : undefined),
  tags: [TAGS.formFiles],
});

export const formFilesReducer = formFiles.reducer;
export const formFilesActions = formFiles.actions;
export const {
  create: uploadFormFile,
  fetchAll: fetchFormFiles,
  fetchOne: fetchFormFile,
  update: updateFormFile,
  remove: deleteFormFile,
} = formFiles.thunks;
