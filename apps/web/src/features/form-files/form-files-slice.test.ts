import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { describeCollectionCalls } from '../../lib/collection-test-cases';
import { messages } from '../../messages';
import { httpError, ok, storeWith } from '../../test-utils';
import { downloadFormFile } from './form-file-download';
import { deleteFormFile, fetchFormFile, fetchFormFiles, formFilesReducer, updateFormFile, uploadFormFile } from './form-files-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('form files', () => {
  it('form file upload sends multipart title and file', async () => {
    const store = storeWith('formFiles', formFilesReducer);
    mocked.mockResolvedValueOnce(ok({ id: 1, form_title: 'Budget' }, 201));
    const file = new File(['x'], 'budget.pdf', { type: 'application/pdf' });
    await store.dispatch(uploadFormFile({ form_title: 'Budget', file }));
    expect(mocked.mock.calls[0].slice(0, 2)).toEqual(['POST', '/form-files']);
    const body = mocked.mock.calls[0][2] as FormData;
    expect(body.get('form_title')).toBe('Budget');
    expect((body.get('file') as File).name).toBe('budget.pdf');
    expect(toast.success).toHaveBeenCalledWith('Form file uploaded');
  });

  it('sends the other fields as text beside the file', async () => {
    const store = storeWith('formFiles', formFilesReducer);
    mocked.mockResolvedValueOnce(ok({ id: 1, form_title: 'Budget' }, 201));
    const file = new File(['x'], 'budget.pdf', { type: 'application/pdf' });
    await store.dispatch(
      uploadFormFile({ form_title: 'Budget', category: 'Finance', description: null, is_public: true, sort_order: 2, file }),
    );
    const body = mocked.mock.calls[0][2] as FormData;
    expect([...body.keys()]).toEqual(['form_title', 'category', 'description', 'is_public', 'sort_order', 'file']);
    expect(body.get('is_public')).toBe('true');
    expect(body.get('sort_order')).toBe('2');
    expect(body.get('description')).toBe('');
  });

  it('form file update sends the file only if one is chosen', async () => {
    const store = storeWith('formFiles', formFilesReducer);
    mocked.mockResolvedValueOnce(ok({ id: 1, form_title: 'Renamed' }));
    await store.dispatch(updateFormFile({ id: 1, data: { form_title: 'Renamed' } }));
    expect(mocked.mock.calls[0].slice(0, 2)).toEqual(['PUT', '/form-files/1']);
    const body = mocked.mock.calls[0][2] as FormData;
    expect(body.get('form_title')).toBe('Renamed');
    expect(body.has('file')).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Form file updated');

    mocked.mockResolvedValueOnce(ok({ id: 1, form_title: 'Renamed' }));
    await store.dispatch(updateFormFile({ id: 1, data: { form_title: 'Renamed', file: new File(['y'], 'v2.pdf') } }));
    expect(((mocked.mock.calls[1][2] as FormData).get('file') as File).name).toBe('v2.pdf');
  });

  it('form file failures use the spec texts', async () => {
    const store = storeWith('formFiles', formFilesReducer);
    mocked.mockRejectedValue(new Error('down'));
    await store.dispatch(uploadFormFile({ form_title: 'x', file: new File(['x'], 'x.pdf') }));
    await store.dispatch(updateFormFile({ id: 1, data: { form_title: 'x' } }));
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual(['File upload failed', 'Update failed']);
  });

  it('downloads with the token as a blob and saves it under its name', async () => {
    const store = storeWith('x', (s = null) => s);
    const createObjectURL = vi.fn(() => 'blob:1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    mocked.mockResolvedValueOnce(ok(new Blob(['%PDF'])));
    const action = await store.dispatch(downloadFormFile({ id: 4, fileName: 'budget.pdf' }));
    expect(mocked).toHaveBeenCalledWith('GET', '/form-files/download/4', undefined, undefined, { responseType: 'blob' });
    expect(action.payload).toBe(4);
    expect(saved).toEqual(['budget.pdf blob:1']);

    mocked.mockRejectedValueOnce(httpError(404, {}));
    await store.dispatch(downloadFormFile({ id: 5, fileName: 'gone.pdf' }));
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch file');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

describeCollectionCalls('form files', {
  path: '/form-files',
  m: {
    created: messages.formFiles.uploaded,
    createFailed: messages.formFiles.uploadFailed,
    fetchAllFailed: messages.formFiles.fetchAllFailed,
    fetchOneFailed: messages.formFiles.fetchOneFailed,
    updated: messages.formFiles.updated,
    updateFailed: messages.formFiles.updateFailed,
    deleted: messages.formFiles.deleted,
    deleteFailed: messages.formFiles.deleteFailed,
  },
  create: (data: object) => uploadFormFile({ form_title: 'x', file: new File(['x'], 'x.pdf'), ...data }),
  fetchAll: fetchFormFiles,
  fetchOne: fetchFormFile,
  update: updateFormFile,
  remove: deleteFormFile,
});
