import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '@tc/contract/endpoint';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '@tc/contract/idempotency';
import { isAxiosError, type AxiosResponse, type Method } from 'axios';
import toast from 'react-hot-toast';
import { request, type RequestOptions } from './request';
import { readToken } from './session-storage';
import { pendingRenewal, renewSession, type Renewal } from './session-renewal';
import { keepAnswer, keptAnswer, showKeptChange } from '../offline/offline-copy';
import { setOfflineState } from '../offline/offline-state';
import { keepChange, type OfflineSave } from '../offline/waiting-changes';
import { isWaitingId, withSentIds } from '../offline/waiting-ids';

// The API call (docs/architecture.md#the-path-of-a-request), one layer: a contract description to a request
// (callEndpoint), the toasts of product specification section 8, a 401 ending the session in one place or
// renewing it for a save, and the failure a thunk rejects with. request.ts, below it, only sends.

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
  /** A save a coach may make without a signal: kept on the device and sent later (docs/decisions/055-offline-work.md). */
  offline?: OfflineSave;
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
    offline: options.offline,
  });
}

/** Thrown by thunks when the server answers with a status the spec does not accept. */
export class UnexpectedStatusError extends Error {
  constructor(readonly status: number) {
    super(`Unexpected status ${status}`);
  }
}

export function expectStatus(status: number, accepted: readonly number[]): void {
  if (!accepted.includes(status)) throw new UnexpectedStatusError(status);
}

export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

/** The server's `error` field when there is one (product specification section 8), else the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const data = error.response?.data as { error?: unknown } | undefined;
    if (data && typeof data.error === 'string' && data.error.trim()) return data.error;
  }
  return fallback;
}

export function apiErrorStatus(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

export function apiErrorIssues(error: unknown): ApiIssue[] {
  if (!isAxiosError(error)) return [];
  const issues = (error.response?.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as ApiIssue[]) : [];
}

/** A failed call whose message is already fit to show (and already toasted). */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  constructor(
    message: string,
    /** The HTTP status, or null when the server was not reached. */
    readonly status: number | null = null,
    /** Field problems of a 400 answer: [{path: ['field'], message}]. */
    readonly issues: ApiIssue[] = [],
    /** A 401 to a call that carried a token: the session is over, whatever the screen. */
    readonly sessionEnded = false,
    /** A 401 to a save whose password dialog the person declined: the toast said so, the form keeps what was typed. */
    readonly signInDeclined = false,
  ) {
    super(message);
  }
}

/** What a rejected thunk keeps of a failure, so a screen can tell a refusal (401/403/404) from a save it can fix. */
export interface ApiFailureInfo {
  message: string;
  status: number | null;
  issues: ApiIssue[];
  sessionEnded?: boolean;
  signInDeclined?: boolean;
}

/** serializeError for createAsyncThunk: the default one drops the status and the issues. */
export function serializeApiFailure(error: unknown): ApiFailureInfo {
  if (error instanceof ApiFailure)
    return {
      message: error.message,
      status: error.status,
      issues: error.issues,
      sessionEnded: error.sessionEnded,
      ...(error.signInDeclined ? { signInDeclined: true } : {}),
    };
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong. Please try again.';
  return { message, status: null, issues: [] };
}

export interface ApiCallSpec {
  method: Method;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  options?: RequestOptions;
  /** Statuses that count as success (product specification section 5). */
  accept: readonly number[];
  /** Toast on success, when the spec gives one. */
  success?: string;
  /** Default failure text; the server's `error` field wins when present. */
  failure: string;
  /** No toast on failure (for calls whose caller shows its own alert). */
  silent?: boolean;
  /** False for calls that need no token (sign-in): their 401 says nothing about a stored session. */
  authenticated?: boolean;
  /** A save that waits on the device when it gets no answer (CallOptions.offline). */
  offline?: OfflineSave;
  /** A read that must reach the server: never answered from the data kept for offline reading. */
  live?: boolean;
}

let onSessionEnded: () => void = () => {};
let sessionHere: () => string | null = () => null;

/**
 * The app says once what ending a session means (clear it, empty the store); every call then obeys it.
 * `tokenHere` is the session this tab holds (the store's): a call sent without a token because another
 * tab signed out meanwhile, answered 401, has met an ended session too; and a token another tab stored
 * for someone else is no renewal of this tab's session.
 */
export function whenSessionEnds(handler: () => void, tokenHere: () => string | null = () => null): void {
  onSessionEnded = handler;
  sessionHere = tokenHere;
}

/**
 * Runs one call of product specification section 7 and raises the toasts of section 8.
 * Resolves with the response body; rejects with ApiFailure carrying the shown text,
 * which createAsyncThunk turns into `action.error.message`.
 */
export async function apiCall<T>(spec: ApiCallSpec): Promise<T> {
  return (await apiResponse<T>(spec)).data;
}

/** apiCall for the few callers that need the headers too (X-Total-Count of a paged list). */
export async function apiResponse<T>(spec: ApiCallSpec): Promise<AxiosResponse<T>> {
  // A signed-in save carries a key of its own, the same at each attempt: the server stores it once (decision 053).
  // A change sent again from the device keeps the key it was first sent with.
  const keyed =
    isSave(spec) && spec.authenticated !== false && spec.headers?.[IDEMPOTENCY_KEY_HEADER] === undefined
      ? { ...spec, headers: { ...spec.headers, [IDEMPOTENCY_KEY_HEADER]: newChangeKey() } }
      : spec;
  // A record made on this device is named by the server's id once it arrived; until then only the device has it.
  const { path, body, unsent } = keyed.authenticated === false ? { ...keyed, unsent: [] } : withSentIds(keyed.path, keyed.body);
  const call = { ...keyed, path, body };
  if (unsent.length === 0) return attempt<T>(call, true);
  const here = await answerOnDevice<T>(call);
  if (here) return here;
  const failure = new ApiFailure(ONLY_ON_DEVICE, 409, [], false);
  if (!spec.silent) toast.error(failure.message);
  throw failure;
}

/** A call about a record made on this device that cannot wait there (deleting it, say) before the record is sent. */
export const ONLY_ON_DEVICE = 'This is still waiting to be sent from this device. Try again once it has been sent.';

/** A save (not a read, not the sign-in calls themselves) is worth asking for the password again. */
const isSave = (spec: ApiCallSpec) => spec.method.toUpperCase() !== 'GET' && !spec.path.startsWith('/auth/');

/** A new change's Idempotency-Key: 128 random bits (getRandomValues, which plain HTTP on an office network has too). */
export function newChangeKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * How long a keyed save waits before it is sent again when no answer came (a dropped connection, a weak signal), or
 * while the server says its first attempt is still being saved: two more attempts, then it fails as before.
 */
export const SEND_AGAIN_AFTER_MS = [1000, 3000] as const;

/** Whether a keyed save may be sent again: it got no answer, or the server is still saving its first attempt. */
function sendAgain(spec: ApiCallSpec, error: unknown): boolean {
  if (spec.headers?.[IDEMPOTENCY_KEY_HEADER] === undefined || !isAxiosError(error) || error.code === 'ERR_CANCELED') return false;
  // A browser that knows it is offline: a save that can wait on the device waits there at once.
  if (!error.response) return !(spec.offline && typeof navigator !== 'undefined' && !navigator.onLine);
  return error.response.status === 409 && (error.response.data as { error?: unknown } | undefined)?.error === IDEMPOTENCY_MESSAGES.running;
}

/**
 * A 401 to a call that carried `sent`: is there a new session to send it again with?
 * Another call may have renewed it meanwhile; a save asks for the password (one
 * question for every save waiting); a read only waits for a question already asked.
 */
async function renewal(spec: ApiCallSpec, sent: string | null): Promise<Renewal> {
  const now = readToken();
  if (now !== null && now !== sent && now === (sessionHere() ?? now)) return 'renewed';
  if (isSave(spec)) return renewSession();
  return (await pendingRenewal()) ?? 'unavailable';
}

async function attempt<T>(spec: ApiCallSpec, mayRenew: boolean, sentBefore = 0): Promise<AxiosResponse<T>> {
  const sent = spec.authenticated !== false ? readToken() : null;
  try {
    const response = await request<T>(spec.method, spec.path, spec.body, spec.headers, spec.options);
    expectStatus(response.status, spec.accept);
    if (spec.success) toast.success(spec.success);
    setOfflineState({ online: true });
    if (spec.method.toUpperCase() === 'GET' && spec.authenticated !== false)
      void keepAnswer(spec.path, response.data, response.headers?.['x-total-count'] as string | undefined);
    return response;
  } catch (error) {
    // Its answer lost on the way, the save is sent again under its key: stored once, and answered as it was.
    if (sentBefore < SEND_AGAIN_AFTER_MS.length && sendAgain(spec, error)) {
      await new Promise((resolve) => setTimeout(resolve, SEND_AGAIN_AFTER_MS[sentBefore]));
      return attempt<T>(spec, mayRenew, sentBefore + 1);
    }
    const unanswered = unansweredOffline<T>(spec, error);
    if (unanswered) {
      const answered = await unanswered;
      if (answered) return answered;
    }
    const status = apiErrorStatus(error);
    // The token sent, or none because another tab signed out while this one still showed the person.
    const ended = status === 401 && spec.authenticated !== false && (sent !== null || sessionHere() !== null);
    // Nothing typed is lost to an ended session: sign in again, then the same call once more.
    const renewed = ended && mayRenew ? await renewal(spec, sent) : 'unavailable';
    if (renewed === 'renewed') return attempt<T>(spec, false);
    const message = apiErrorMessage(error, spec.failure);
    if (!spec.silent) toast.error(message);
    // Declined: the save fails, and the screen (with what was typed) stays until the person leaves it.
    if (renewed === 'cancelled') throw new ApiFailure(message, status, apiErrorIssues(error), false, true);
    // Product specification section 4: a failed session is cleared and the person goes to /login (the guard sees no token).
    if (ended) onSessionEnded();
    throw new ApiFailure(message, status, apiErrorIssues(error), ended);
  }
}

/** What a save kept on the device tells the person. */
export const KEPT_ON_DEVICE = "Saved on this device. It will be sent when you're back online.";

/** An answer made here, for a read answered from the device or a save kept there. */
function answerHere<T>(data: unknown, status: number, headers: Record<string, string>): AxiosResponse<T> {
  return { data: data as T, status, statusText: 'Kept on this device', headers, config: { headers: {} } as AxiosResponse['config'] };
}

/**
 * A call the server never answered, for a coach (docs/decisions/055-offline-work.md): a read is answered with what
 * the device kept of it, a save that can wait is kept to send later. Null when neither applies, and so the call fails
 * as before.
 */
function unansweredOffline<T>(spec: ApiCallSpec, error: unknown): Promise<AxiosResponse<T> | null> | null {
  if (!isAxiosError(error) || error.response || error.code === 'ERR_CANCELED' || spec.authenticated === false) return null;
  setOfflineState({ online: false });
  return answerOnDevice<T>(spec);
}

/** A read answered with what the device kept of it, or a save that can wait kept to send later; else null. */
async function answerOnDevice<T>(spec: ApiCallSpec): Promise<AxiosResponse<T> | null> {
  if (spec.method.toUpperCase() === 'GET') {
    if (spec.live) return null;
    return keptAnswer(spec.path).then((kept) =>
      kept
        ? answerHere<T>(kept.data, 200, { ...(kept.total ? { 'x-total-count': kept.total } : {}), 'x-kept-at': String(kept.savedAt) })
        : null,
    );
  }
  const key = spec.headers?.[IDEMPOTENCY_KEY_HEADER];
  if (!spec.offline || key === undefined) return null;
  const { label, text, base, answer } = spec.offline;
  const made = (answer as { id?: unknown } | null)?.id;
  return keepChange({
    key,
    method: spec.method.toUpperCase(),
    path: spec.path,
    body: spec.body,
    accept: spec.accept,
    label,
    text,
    base,
    creates: spec.method.toUpperCase() === 'POST' && isWaitingId(made) ? made : undefined,
  }).then(async (kept) => {
    if (!kept) return null;
    await showKeptChange(spec.path, answer);
    toast.success(KEPT_ON_DEVICE);
    return answerHere<T>(answer, spec.accept[0] ?? 200, { 'x-waiting-to-send': key });
  });
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
