import { IDEMPOTENCY_MESSAGES } from '@tc/contract/idempotency';
import { AxiosError } from 'axios';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, ok } from '../test-utils';
import { apiCall, type ApiCallSpec, type ApiFailure, SEND_AGAIN_AFTER_MS } from './api-call';
import { request } from './request';

vi.mock('./request', () => ({ request: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const mocked = vi.mocked(request);

const save: ApiCallSpec = {
  method: 'POST',
  path: '/action-journals',
  body: { minutes: 30 },
  accept: [201],
  failure: 'Failed to add entry',
};
const read: ApiCallSpec = { method: 'GET', path: '/action-journals', accept: [200], failure: 'Failed to load' };
/** A call whose answer never came: the connection dropped, or there is no signal. */
const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK');
const keyOf = (call: unknown[]) => (call[3] as Record<string, string> | undefined)?.['idempotency-key'];

beforeEach(() => {
  mocked.mockReset();
  vi.mocked(toast.error).mockReset();
  localStorage.setItem('token', '"tok"');
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Runs the call to its end, the waits between its attempts passed at once. */
async function settle<T>(call: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = Promise.allSettled([call]).then(([result]) => result!);
  await vi.runAllTimersAsync();
  return settled;
}

describe('a save sent again under its Idempotency-Key (docs/decisions/053-idempotency-keys.md)', () => {
  it('carries a key of its own; a read and a sign-in call carry none', async () => {
    mocked.mockResolvedValue(ok({}, 201));
    await settle(apiCall(save));
    await settle(apiCall(save));
    const [first, second] = mocked.mock.calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    mocked.mockResolvedValue(ok({}, 200));
    await settle(apiCall(read));
    await settle(apiCall({ ...save, path: '/auth/login', accept: [200], authenticated: false }));
    expect(mocked.mock.calls.slice(2).map(keyOf)).toEqual([undefined, undefined]);
  });

  it('is sent again, with the same key, when its answer did not come; it resolves with the answer that does', async () => {
    mocked.mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce(ok({ id: 9 }, 201));
    const result = await settle(apiCall(save));
    expect(result).toEqual({ status: 'fulfilled', value: { id: 9 } });
    expect(mocked).toHaveBeenCalledTimes(2);
    expect(keyOf(mocked.mock.calls[1]!)).toBe(keyOf(mocked.mock.calls[0]!));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('waits while the server says its first attempt is still being saved', async () => {
    const running = httpError(409, { error: IDEMPOTENCY_MESSAGES.running, code: 'CONFLICT' });
    mocked
      .mockRejectedValueOnce(noAnswer())
      .mockRejectedValueOnce(running)
      .mockResolvedValueOnce(ok({ id: 9 }, 201));
    expect(await settle(apiCall(save))).toEqual({ status: 'fulfilled', value: { id: 9 } });
    expect(mocked).toHaveBeenCalledTimes(3);
  });

  it(`gives up after ${SEND_AGAIN_AFTER_MS.length} more attempts: the save fails as before, with no status and one toast`, async () => {
    mocked.mockRejectedValue(noAnswer());
    const result = await settle(apiCall(save));
    expect(result.status).toBe('rejected');
    expect(((result as PromiseRejectedResult).reason as ApiFailure).status).toBeNull();
    expect(mocked).toHaveBeenCalledTimes(1 + SEND_AGAIN_AFTER_MS.length);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('is not sent again after an answer (400, or 409 for another reason), nor is a read without an answer', async () => {
    mocked.mockRejectedValueOnce(httpError(400, { error: 'Enter the minutes', code: 'VALIDATION_ERROR' }));
    expect((await settle(apiCall(save))).status).toBe('rejected');
    mocked.mockRejectedValueOnce(httpError(409, { error: IDEMPOTENCY_MESSAGES.otherChange, code: 'CONFLICT' }));
    expect((await settle(apiCall(save))).status).toBe('rejected');
    mocked.mockRejectedValueOnce(noAnswer());
    expect((await settle(apiCall(read))).status).toBe('rejected');
    expect(mocked).toHaveBeenCalledTimes(3);
  });
});
