import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '@tc/contract/endpoint';
import type { AxiosResponse } from 'axios';
import { apiResponse, withQuery } from './api-call';
import type { RequestOptions } from './request';

/** What one call of an operation sends, typed from its contract description. */
export interface CallArgs<E extends EndpointDef> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** JSON, or FormData for a multipart upload. */
  body?: BodyOf<E> | FormData;
}

/** How the call shows itself: the toasts of product specification section 8 and the statuses it accepts. */
export interface CallOptions {
  success?: string;
  /** Default failure text; the server's `error` field wins when present. */
  failure: string;
  /** No toast on failure (the caller shows its own alert). */
  silent?: boolean;
  /** Success statuses, when the spec accepts more than the operation's own (image upload: 200 or 201). */
  accept?: readonly number[];
  transport?: RequestOptions;
}

/** `/action-plans/:id` with `{ id: 7 }` → `/action-plans/7`. */
export function endpointPath(e: EndpointDef, params?: Record<string, string | number>): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${e.operationId}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Runs one operation of the contract through the request helper, with its toasts. */
export function callEndpoint<E extends EndpointDef>(e: E, args: CallArgs<E>, options: CallOptions): Promise<AxiosResponse<ResponseOf<E>>> {
  const query = args.query as Record<string, string | number | boolean | null | undefined> | undefined;
  return apiResponse<ResponseOf<E>>({
    method: e.method,
    path: withQuery(endpointPath(e, args.params as Record<string, string | number> | undefined), query),
    body: args.body,
    accept: options.accept ?? [e.status],
    success: options.success,
    failure: options.failure,
    silent: options.silent,
    authenticated: e.auth,
    options: options.transport,
  });
}
