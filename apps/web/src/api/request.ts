import axios, { type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse, type Method, type ResponseType } from 'axios';
import { readToken } from './session-storage';

export const API_BASE_URL = `${import.meta.env.VITE_API_HOST ?? ''}/api`;

/** No timeout (product specification section 9): uploads and reports may take as long as they take. */
export const http = axios.create({ baseURL: API_BASE_URL, timeout: 0 });

/** Extra transport options a few calls need (file downloads). */
export interface RequestOptions {
  responseType?: ResponseType;
  /** Upload progress, for the progress bar of a file upload. */
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  /** Where the call goes instead of the network: a page rendered on the server answers its calls in process. */
  adapter?: AxiosAdapter;
}

/**
 * The one request helper (docs/architecture.md#the-web-app). Sends the stored token, quotes
 * stripped, as a Bearer header. Non-2xx answers reject with the axios error.
 */
export function request<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
  options?: RequestOptions,
): Promise<AxiosResponse<T>> {
  const token = readToken();
  return http.request<T>({
    method,
    url: path,
    data: body,
    responseType: options?.responseType,
    onUploadProgress: options?.onUploadProgress,
    adapter: options?.adapter,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}
