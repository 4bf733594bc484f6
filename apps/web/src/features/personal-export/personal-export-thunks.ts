import { personalExportName } from '@tc/contract/personal-export';
import { personalExportEndpoints as api } from '@tc/contract/personal-export-endpoints';
import { todayInAlberta } from '@tc/contract/alberta-day';
import { saveAttachment } from '../../api/save-file';
import { apiThunk } from '../../lib/api-thunk';

// A person's data as one ZIP (docs/architecture.md#privacy-requests): fetched with the token as a blob, then saved
// under the server's file name. A failure is toasted by the call.

const saved = (data: unknown, response: { headers: Record<string, unknown> }) =>
  saveAttachment(data, response, personalExportName(todayInAlberta()));

/** GET /account/export: the signed-in person's own data. */
export const downloadMyData = apiThunk('personalExport/mine', api.mine, {
  args: (_: void) => ({}),
  result: (data, _arg, response) => saved(data, response),
  transport: { responseType: 'blob' },
  failure: "Couldn't prepare your data. Please try again.",
});

/** GET /privacy/export/{id}: a person's data, downloaded by an administrator answering their request. */
export const downloadPersonData = apiThunk('personalExport/ofUser', api.ofUser, {
  args: ({ id }: { id: number }) => ({ params: { id } }),
  result: (data, _arg, response) => saved(data, response),
  transport: { responseType: 'blob' },
  failure: "Couldn't prepare this person's data. Please try again.",
});
