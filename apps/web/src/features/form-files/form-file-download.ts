import { formFileEndpoints as api } from '@tc/contract/content-endpoints';
import { apiThunk } from '../../lib/api-thunk';
import { messages } from '../../messages';

/** Hands a downloaded file to the browser under its name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** GET /form-files/download/{id}: fetched with the token (members-only files), then saved. */
export const downloadFormFile = apiThunk('formFiles/download', api.download, {
  args: ({ id }: { id: number; fileName: string }) => ({ params: { id } }),
  result: (data, { id, fileName }) => {
    saveFile(data as Blob, fileName);
    return id;
  },
  transport: { responseType: 'blob' },
  failure: messages.formFiles.fetchOneFailed,
});
