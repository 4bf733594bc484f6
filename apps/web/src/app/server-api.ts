import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

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

/**
 * The request helper's calls of one page render, answered through the transport its request brought: the
 * render's store gives it to every call (store.ts, lib/api-thunk.ts), whatever else renders meanwhile.
 */
export function serverAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
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
}
