import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/request';
import { updateClientCoach } from '../features/client-coach/client-coach-slice';
import { formFilesReducer, updateFormFile, uploadFormFile } from '../features/form-files/form-files-slice';
import { ok, storeWith } from '../test-utils';

vi.mock('../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('collection variants', () => {
  it('client-coach update puts to /client-coach with the id in the body', async () => {
    const store = storeWith('x', (s = null) => s);
    mocked.mockResolvedValueOnce(ok({ id: 5, client_id: 1, coach_id: 2 }));
    await store.dispatch(updateClientCoach({ id: 5, data: { client_id: 1, coach_id: 2 } }));
    expect(mocked).toHaveBeenCalledWith('PUT', '/client-coach', { id: 5, client_id: 1, coach_id: 2 }, undefined, undefined);
    expect(toast.success).toHaveBeenCalledWith('Client-Coach relationship updated successfully');
  });

  it('form file upload sends multipart title and file', async () => {
    const store = storeWith('formFiles', formFilesReducer);
    mocked.mockResolvedValueOnce(ok({ id: 1, form_title: 'Budget' }, 201));
    const file = new File(['x'], 'budget.pdf', { type: 'application/pdf' });
    await store.dispatch(uploadFormFile({ form_title: 'Budget', file }));
    const body = mocked.mock.calls[0][2] as FormData;
    expect(body.get('form_title')).toBe('Budget');
    expect((body.get('file') as File).name).toBe('budget.pdf');
    expect(toast.success).toHaveBeenCalledWith('Form file uploaded');
  });

  it('form file update sends the file only if one is chosen', async () => {
    const store = storeWith('formFiles', formFilesReducer);
    mocked.mockResolvedValueOnce(ok({ id: 1, form_title: 'Renamed' }));
    await store.dispatch(updateFormFile({ id: 1, data: { form_title: 'Renamed' } }));
    const body = mocked.mock.calls[0][2] as FormData;
    expect(body.get('form_title')).toBe('Renamed');
    expect(body.has('file')).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Form file updated');
  });

  it('form file failures use the spec texts', async () => {
    const store = storeWith('formFiles', formFilesReducer);
    mocked.mockRejectedValue(new Error('down'));
    await store.dispatch(uploadFormFile({ form_title: 'x', file: new File(['x'], 'x.pdf') }));
    await store.dispatch(updateFormFile({ id: 1, data: { form_title: 'x' } }));
    expect(vi.mocked(toast.error).mock.calls.map((c) => c[0])).toEqual(['File upload failed', 'Update failed']);
  });
});
