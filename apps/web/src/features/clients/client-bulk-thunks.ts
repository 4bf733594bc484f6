import type { ClientBulkAction, ClientBulkBody, ClientBulkResult } from '@tc/contract/client-bulk';
import { clientBulkEndpoints as api } from '@tc/contract/client-bulk-endpoints';
import { saveAttachment } from '../../api/save-file';
import { apiThunk, TAGS } from '../../lib/api-thunk';

/**
 * Bulk actions on the client list (docs/decisions/031-bulk-actions.md). The outcome's toast says its counts,
 * so the screen makes it from the answer (bulk-outcome.ts); a failure is toasted here. A change brings the
 * closed files again; the listing's page is read again by the screen.
 */
export const runClientBulk = apiThunk('clients/bulk', api.run, {
  args: (body: ClientBulkBody & { action: Exclude<ClientBulkAction, 'export'> }) => ({ body }),
  result: (data) => data as ClientBulkResult,
  failure: "Couldn't change the clients selected. Please try again.",
  invalidates: (body) => (body.dry_run ? [] : [TAGS.clients]),
});

/** The selected clients as the client list's CSV file, saved under the server's name. */
export const exportClientSelection = apiThunk('clients/bulkExport', api.run, {
  args: (body: Omit<ClientBulkBody, 'action' | 'coach_id' | 'dry_run'>) => ({ body: { ...body, action: 'export' as const } }),
  result: (data, _, response) => saveAttachment(data, response, 'clients.csv'),
  transport: { responseType: 'blob' },
  failure: "Couldn't download the clients selected. Please try again.",
});
