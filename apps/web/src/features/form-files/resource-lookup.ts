import { formFileEndpoints } from '@tc/contract/content-endpoints';
import { apiThunk } from '../../lib/api-thunk';
import { messages } from '../../messages';

/**
 * GET /form-files/{id} for a resource page. Silent: a members-only form is a
 * 404 to a visitor, which the page explains itself (a toast would only repeat it).
 */
export const lookUpFormFile = apiThunk('formFiles/lookUp', formFileEndpoints.get, {
  args: (id: number) => ({ params: { id } }),
  failure: messages.formFiles.fetchOneFailed,
  silent: true,
});
