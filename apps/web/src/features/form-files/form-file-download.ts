import { createAsyncThunk } from '@reduxjs/toolkit';
import { apiCall } from '../../api/api-call';
import { messages } from '../../messages';

/** GET /form-files/download/{id}: fetched with the token (members-only files), then saved. */
export const downloadFormFile = createAsyncThunk('formFiles/download', async ({ id, fileName }: { id: number; fileName: string }) => {
  const blob = await apiCall<Blob>({
    method: 'GET',
    path: `/form-files/download/${id}`,
    options: { responseType: 'blob' },
    accept: [200],
    failure: messages.formFiles.fetchOneFailed,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
  return id;
});
