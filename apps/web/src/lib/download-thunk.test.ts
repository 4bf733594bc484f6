import { reportEndpoints } from '@tc/contract/reports-endpoints';
import { AxiosHeaders } from 'axios';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachmentName } from '../api/save-file';
import { request } from '../api/request';
import { httpError, ok, storeWith } from '../test-utils';
import { downloadThunk } from './download-thunk';

vi.mock('../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const download = downloadThunk(
  'test/download',
  reportEndpoints.allClients,
  "Couldn't download the report. Please try again.",
  'all-clients-report',
);
let saved: { href: string; name: string }[] = [];

beforeEach(() => {
  mocked.mockReset();
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, name: this.download });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('a report download', () => {
  it('asks for the format with the filters, as a blob, and saves it under the name the server gives', async () => {
    const store = storeWith('x', (s = null) => s);
    const response = ok(new Blob(['\uFEFFClient ID']));
    response.headers = new AxiosHeaders({ 'content-disposition': 'attachment; filename="all-clients-report-fy2026-2026-11-23.csv"' });
    mocked.mockResolvedValueOnce(response);
    const action = await store.dispatch(download({ year: 2026, region: 'Calgary', format: 'csv' }));
    expect(mocked).toHaveBeenCalledWith('GET', '/getAllClientsReport?year=2026&region=Calgary&format=csv', undefined, undefined, {
      responseType: 'blob',
    });
    expect(action.payload).toBe('all-clients-report-fy2026-2026-11-23.csv');
    expect(saved).toEqual([{ href: 'blob:1', name: 'all-clients-report-fy2026-2026-11-23.csv' }]);
  });

  it('falls back to a name of its own, and toasts a failure', async () => {
    const store = storeWith('x', (s = null) => s);
    mocked.mockResolvedValueOnce(ok(new Blob(['%PDF-'])));
    await store.dispatch(download({ format: 'pdf' }));
    expect(saved[0].name).toBe('all-clients-report.pdf');

    mocked.mockRejectedValueOnce(httpError(403, {}));
    const failed = await store.dispatch(download({ format: 'pdf' }));
    expect(failed.meta.requestStatus).toBe('rejected');
    expect(toast.error).toHaveBeenCalledWith("Couldn't download the report. Please try again.");
  });
});

describe('an attachment name', () => {
  it('is read from Content-Disposition, quoted, plain or encoded', () => {
    expect(attachmentName('attachment; filename="report.csv"')).toBe('report.csv');
    expect(attachmentName('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(attachmentName("attachment; filename*=UTF-8''rapport%20%C3%A9t%C3%A9.csv")).toBe('rapport été.csv');
    expect(attachmentName('inline')).toBeNull();
    expect(attachmentName(undefined)).toBeNull();
  });
});
