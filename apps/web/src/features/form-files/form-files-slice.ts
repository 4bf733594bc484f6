import { createCollectionSlice } from '../../lib/collection-slice';
import { messages } from '../../messages';

export interface FormFile {
  id: number;
  form_title: string;
  file_name: string;
  mime_type: string;
  size: number;
  is_public: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface FormFileUpload {
  form_title: string;
  file: File;
}

/** Update sends the file only if one is chosen (spec section 5). */
export interface FormFileChange {
  form_title: string;
  file?: File | null;
}

export function formFileBody(data: FormFileUpload | FormFileChange): FormData {
  const body = new FormData();
  body.append('form_title', data.form_title);
  if (data.file) body.append('file', data.file);
  return body;
}

const formFiles = createCollectionSlice<FormFile, FormFileUpload, FormFileChange>({
  name: 'formFiles',
  path: '/form-files',
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
