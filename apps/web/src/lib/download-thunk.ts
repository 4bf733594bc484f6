import type { EndpointDef, QueryOf } from '@tc/contract/endpoint';
import { saveAttachment } from '../api/save-file';
import { apiThunk } from './api-thunk';

/** The files a report answers besides its JSON (the contract's `downloads`). */
export type DownloadFormat = 'csv' | 'pdf';

/**
 * A thunk that asks an operation for one of its attachments (`?format=csv|pdf`)
 * with the token, as a blob, and saves it under the server's file name (else
 * `fallbackName.format`). Resolves with the name saved; a failure is toasted.
 */
export function downloadThunk<E extends EndpointDef>(type: string, e: E, failure: string, fallbackName: string) {
  return apiThunk(type, e, {
    args: (query: QueryOf<E> & { format: DownloadFormat }) => ({ query }),
    result: (data, query, response) => saveAttachment(data, response, `${fallbackName}.${query.format}`),
    transport: { responseType: 'blob' },
    failure,
  });
}
