import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/request';
import { httpError, ok, storeWith } from '../../test-utils';
import {
  deleteLandingImage,
  fetchLandingImage,
  landingImagesReducer,
  uploadLandingImage,
  type LandingImagesState,
} from './landing-images-slice';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const mocked = vi.mocked(request);
const newStore = () => storeWith('landingImages', landingImagesReducer);
const images = (store: ReturnType<typeof newStore>) => (store.getState().landingImages as LandingImagesState).images;

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('landing images', () => {
  it('uploads multipart image and type, accepting 200 or 201', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok({ type: 'landing', image_url: '/uploads/a.jpg' }, 201));
    await store.dispatch(uploadLandingImage({ type: 'landing', image: new File(['x'], 'a.jpg') }));
    const body = mocked.mock.calls[0][2] as FormData;
    expect(body.get('type')).toBe('landing');
    expect(images(store).landing).toBe('/uploads/a.jpg');
    expect(toast.success).toHaveBeenCalledWith('landing image uploaded successfully');

    mocked.mockResolvedValueOnce(ok({ type: 'service', image_url: '/uploads/b.jpg' }, 200));
    await store.dispatch(uploadLandingImage({ type: 'service', image: new File(['x'], 'b.jpg') }));
    expect(images(store).service).toBe('/uploads/b.jpg');
  });

  it('reports the upload progress of the call to the caller', async () => {
    const store = newStore();
    const onProgress = vi.fn();
    mocked.mockImplementationOnce(async (_m, _p, _b, _h, options) => {
      options?.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      return ok({ type: 'landing', image_url: '/api/files/abc' }, 201);
    });
    await store.dispatch(uploadLandingImage({ type: 'landing', image: new File(['x'], 'a.jpg'), onProgress }));
    expect(onProgress).toHaveBeenCalledWith(0.25);
    expect(images(store).landing).toBe('/api/files/abc');
  });

  it('fetches by type', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok({ type: 'service', image_url: '/uploads/s.jpg' }));
    await store.dispatch(fetchLandingImage('service'));
    expect(mocked.mock.calls[0][1]).toBe('/landing-image?type=service');
    expect(images(store).service).toBe('/uploads/s.jpg');
  });

  it('sets that type to nothing on delete', async () => {
    const store = newStore();
    mocked.mockResolvedValueOnce(ok({ type: 'landing', image_url: '/uploads/a.jpg' }));
    await store.dispatch(fetchLandingImage('landing'));
    mocked.mockResolvedValueOnce(ok({}));
    await store.dispatch(deleteLandingImage('landing'));
    expect(mocked.mock.calls[1].slice(0, 2)).toEqual(['DELETE', '/landing-image?type=landing']);
    expect(images(store).landing).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('landing image deleted successfully');
  });

  it('keeps both types when they are fetched at once, and only the newest answer of one type', async () => {
    const store = newStore();
    let answerOld!: (v: unknown) => void;
    mocked
      .mockReturnValueOnce(new Promise((r) => (answerOld = r)) as never)
      .mockResolvedValueOnce(ok({ type: 'service', image_url: '/api/files/s.webp' }))
      .mockResolvedValueOnce(ok({ type: 'landing', image_url: '/api/files/new.webp' }));
    const old = store.dispatch(fetchLandingImage('landing'));
    await store.dispatch(fetchLandingImage('service'));
    await store.dispatch(fetchLandingImage('landing'));
    answerOld(ok({ type: 'landing', image_url: '/api/files/old.webp' }));
    await old;
    expect(images(store)).toEqual({ landing: '/api/files/new.webp', service: '/api/files/s.webp' });
    expect((store.getState().landingImages as LandingImagesState).loading).toBe(false);
  });

  it("fails delete with 'Failed to delete image'", async () => {
    const store = newStore();
    mocked.mockRejectedValueOnce(httpError(500, {}));
    await store.dispatch(deleteLandingImage('service'));
    expect(toast.error).toHaveBeenCalledWith('Failed to delete image');
  });
});
