import { AsyncLocalStorage } from 'node:async_hooks';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { http } from '@/api/request';

/** One API call of a page being rendered on the server, answered by the server itself (Fastify's inject). */
export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface ApiAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}
export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;

// Each render's calls go through the transport its request brought, whatever else renders meanwhile.
const calls = new AsyncLocalStorage<ApiTransport>();

/** The one request helper's calls, answered through the transport of the render under way. */
const serverAdapter: AxiosAdapter = async (config) => {
  const transport = calls.getStore();
  if (!transport) throw new Error('An API call outside a server render');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await transport({
    method: (config.method ?? 'get').toUpperCase(),
    url: `${config.baseURL ?? ''}${config.url ?? ''}`,
    headers,
    body: typeof config.data === 'string' ? config.data : undefined,
  });
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: '',
    headers: answer.headers as never,
    config,
    request: {},
  };
  if (config.validateStatus && !config.validateStatus(answer.status)) {
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
  }
  return response;
};

/** Runs `render` with every API call it makes (through the request helper) sent to `transport`. */
export function withApi<T>(transport: ApiTransport, render: () => Promise<T>): Promise<T> {
  http.defaults.adapter = serverAdapter;
  return calls.run(transport, render);
}
