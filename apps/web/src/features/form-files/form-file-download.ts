import { formFileEndpoints as api } from '@tc/contract/content-endpoints';
import { saveFile } from '../../api/save-file';
import { apiThunk } from '../../lib/api-thunk';
import { messages } from '../../messages';

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
