import type { Method } from 'axios';
import toast from 'react-hot-toast';
import { apiErrorMessage, expectStatus } from './api-error';
import { request, type RequestOptions } from './request';

/** A failed call whose message is already fit to show (and already toasted). */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
}

export interface ApiCallSpec {
  method: Method;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  options?: RequestOptions;
  /** Statuses that count as success (spec section 5). */
  accept: readonly number[];
  /** Toast on success, when the spec gives one. */
  success?: string;
  /** Default failure text; the server's `error` field wins when present. */
  failure: string;
  /** No toast on failure (for calls whose caller shows its own alert). */
  silent?: boolean;
}

/**
 * Runs one call of spec section 7 and raises the toasts of section 8.
 * Resolves with the response body; rejects with ApiFailure carrying the shown text,
 * which createAsyncThunk turns into `action.error.message`.
 */
export async function apiCall<T>(spec: ApiCallSpec): Promise<T> {
  try {
    const response = await request<T>(spec.method, spec.path, spec.body, spec.headers, spec.options);
    expectStatus(response.status, spec.accept);
    if (spec.success) toast.success(spec.success);
    return response.data;
  } catch (error) {
    const message = apiErrorMessage(error, spec.failure);
    if (!spec.silent) toast.error(message);
    throw new ApiFailure(message);
  }
}

/** `path?a=1&b=x`, leaving out empty values. */
export function withQuery(path: string, params?: Record<string, string | number | boolean | null | undefined>): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
