import {
  createAsyncThunk,
  isPending,
  isRejected,
  type ActionReducerMapBuilder,
  type SerializedError,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { CollectionName } from '@tc/contract/content';
import type { EndpointDef, ResponseOf } from '@tc/contract/endpoint';
import type { AxiosResponse } from 'axios';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { ApiFailure, callEndpoint, serializeApiFailure, type ApiFailureInfo, type CallArgs, type CallOptions } from '../api/api-call';
import type { RequestOptions } from '../api/request';
import type { OfflineSave } from '../offline/waiting-changes';
import { callAllPages } from './all-pages';

/** Rejected-action meta: `superseded` marks an answer a newer request of the same list made stale. */
export interface ApiThunkMeta {
  superseded?: boolean;
}

export interface ApiThunkConfig {
  serializedErrorType: ApiFailureInfo;
  rejectValue: null;
  rejectedMeta: ApiThunkMeta;
  pendingMeta: { requestedAt: number };
}

export interface ApiThunkOptions<E extends EndpointDef, Arg, Result> extends Omit<CallOptions, 'success' | 'transport' | 'offline'> {
  /** From the thunk's argument to what the call sends; default: the argument is the call's args. */
  args?: (arg: Arg) => CallArgs<E>;
  /** From the answer to the payload; default: the answer's body. */
  result?: (data: ResponseOf<E>, arg: Arg, response: AxiosResponse<ResponseOf<E>>) => Result;
  success?: string | ((arg: Arg) => string);
  /** Transport options, fixed or from the argument (an upload's progress callback). */
  transport?: RequestOptions | ((arg: Arg) => RequestOptions | undefined);
  /**
   * Requests of the same channel replace each other: only the latest one's answer
   * reaches the store (a search for "cal" never shows the results for "ca").
   * True: one channel for the thunk.
   */
  latest?: true | ((arg: Arg) => string);
  /**
   * A save a coach may make without a signal (docs/decisions/055-offline-work.md): what the list of waiting changes
   * calls it, and what the screen gets back meanwhile. Without it, a save with no answer fails as before.
   */
  offline?: (arg: Arg) => OfflineSave | undefined;
  /** False skips the call (a throttle): nothing is sent, the store keeps what it has. */
  condition?: (arg: Arg, state: unknown) => boolean;
  /**
   * Runs when the call fails, after its toast: what else a failure undoes (a failed
   * session lookup clears the session), and, when it returns a text, the message the
   * rejection carries instead (the sign-in form's own words).
   */
  onFailure?: (failure: ApiFailureInfo, arg: Arg) => string | void;
  /**
   * A list the screen needs whole (a picker, one person's assignments): every page is
   * read, up to this many rows, since an answer holds one page at most (docs/architecture.md#api-conventions).
   */
  allPages?: number;
  /** A read: the data it brings, by tag (`diary`, `plans`), for `useRead` (docs/decisions/011-read-path.md). */
  provides?: (arg: Arg) => readonly Tag[];
  /**
   * A save: the data it changes, by tag. Once its answer is in the store, every read on screen that
   * provides one of these tags runs again, and nothing else does (an entry brings the diary again, not the plans).
   */
  invalidates?: (arg: Arg, result: Result) => readonly Tag[];
}

/**
 * Names for the data the server holds, shared by the reads that bring it (`provides`) and the saves that
 * change it (`invalidates`); one list, so that two features name the same data the same way.
 */
export const TAGS = {
  /** A client's diary: a page of entries and the totals. */
  diary: 'diary',
  deletedEntries: 'deleted-entries',
  /** Lists of plans: a client's, a coach's, the diary's plan picker. */
  plans: 'plans',
  deletedPlans: 'deleted-plans',
  milestones: 'milestones',
  /** Client records (a profile's heading and details). */
  clients: 'clients',
  /** Who coaches whom. */
  assignments: 'assignments',
  /** A coach's weekly hours and days away (and so their free slots). */
  availability: 'availability',
  /** The queue of applications for coaching. */
  applications: 'applications',
  /** Outgoing mail and where each message stands (administrators). */
  outgoingMail: 'outgoing-mail',
  /** The downloadable form files (/forms). */
  formFiles: 'form-files',
  /** Coaching sessions: a calendar's range, a dashboard's day and week. */
  sessions: 'sessions',
  /** The documents of one client (their profile's Documents). */
  clientFiles: 'client-files',
  /** Imports of clients and coaches (administrators). */
  imports: 'imports',
  /** The media library: uploaded images, their alt text and uses (administrators). */
  media: 'media',
} as const;

/** A content collection's rows (news, services...): its admin list, public lists and single items. */
export type ContentTag = `content-${CollectionName}`;
export const contentTag = (name: CollectionName): ContentTag => `content-${name}`;

export type Tag = (typeof TAGS)[keyof typeof TAGS] | ContentTag;

interface Watcher {
  tags: readonly Tag[];
  run: () => void;
}

/** The reads on screen, per store (a store is known by its getState, the same function its thunks get). */
const watchers = new WeakMap<() => unknown, Set<Watcher>>();

/** Runs `run` again whenever a save in this store invalidates one of `tags`; returns the unsubscribe. */
function watchTags(getState: () => unknown, tags: readonly Tag[], run: () => void): () => void {
  const set = watchers.get(getState) ?? new Set<Watcher>();
  watchers.set(getState, set);
  const watcher = { tags, run };
  set.add(watcher);
  return () => set.delete(watcher);
}

/** Every tag: after changes kept on the device reach the server, each read on screen runs again. */
export const ALL_TAGS = Object.values(TAGS);

export function invalidate(getState: () => unknown, tags: readonly Tag[]): void {
  for (const watcher of [...(watchers.get(getState) ?? [])]) if (watcher.tags.some((tag) => tags.includes(tag))) watcher.run();
}

/**
 * Resolves once the invalidations of the saves answered so far have run, and so the reads they start are on
 * their way: a save invalidates on a timer (below), and timers of the same delay run in the order they were set.
 */
export function invalidationsStarted(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const latestRequest = new Map<string, string>();

/**
 * What a store gives its thunks besides. The store of a page rendered on the server: the transport of its
 * request, and a record of the latest requests of its own, so that renders at the same time never make each
 * other's answers stale.
 */
export interface ApiThunkExtra {
  transport?: RequestOptions;
  latest?: Map<string, string>;
}

/**
 * The one way the web app calls the API (docs/architecture.md#the-web-app): a thunk per
 * operation of the contract. The call raises the toasts of product specification section 8,
 * a 401 ends the session for every call in one place (api-call), failures keep
 * their status and field issues, and stale answers are dropped here, so slices
 * only say what an answer changes.
 */
export function apiThunk<E extends EndpointDef, Arg = CallArgs<E>, Result = ResponseOf<E>>(
  type: string,
  e: E,
  options: ApiThunkOptions<E, Arg, Result>,
) {
  const { args, result, success, latest, condition, onFailure, transport, allPages, provides, invalidates, offline, ...call } = options;
  const channelOf = latest === true ? () => type : latest;
  const thunk = createAsyncThunk<Result, Arg, ApiThunkConfig>(
    type,
    async (arg, { requestId, rejectWithValue, extra, getState }) => {
      const own = extra as ApiThunkExtra | undefined;
      const latest = own?.latest ?? latestRequest;
      const channel = channelOf?.(arg);
      if (channel) latest.set(channel, requestId);
      const stale = () => channel !== undefined && latest.get(channel) !== requestId;
      const text = typeof success === 'function' ? success(arg) : success;
      try {
        const transportOf = typeof transport === 'function' ? transport(arg) : transport;
        const callOptions = {
          ...call,
          success: text,
          transport: own?.transport ? { ...own.transport, ...transportOf } : transportOf,
          offline: offline?.(arg),
        };
        const callArgs = args ? args(arg) : (arg as CallArgs<E>);
        const response = allPages ? await callAllPages(e, callArgs, callOptions, allPages) : await callEndpoint(e, callArgs, callOptions);
        if (stale()) return rejectWithValue(null, { superseded: true });
        const payload = result ? result(response.data, arg, response) : (response.data as Result);
        // The reads run again after this save's own answer is in the store (createAsyncThunk
        // dispatches it once this function returns): a plan save lifts the list's throttle first.
        if (invalidates) setTimeout(() => invalidate(getState, invalidates(arg, payload)), 0);
        return payload;
      } catch (error) {
        if (stale()) return rejectWithValue(null, { superseded: true });
        const failure = serializeApiFailure(error);
        const text = onFailure?.(failure, arg);
        if (typeof text === 'string')
          throw new ApiFailure(text, failure.status, failure.issues, failure.sessionEnded ?? false, failure.signInDeclined ?? false);
        throw error;
      }
    },
    {
      serializeError: serializeApiFailure,
      condition: condition ? (arg, { getState }) => condition(arg, getState()) : undefined,
      getPendingMeta: () => ({ requestedAt: Date.now() }),
    },
  );
  return Object.assign(thunk, { provides: provides ?? (() => []) });
}

/** A rejection that changes nothing: skipped by its condition (throttle) or made stale by a newer request. */
export function isIgnoredRejection(action: { meta: { condition?: boolean; superseded?: boolean } }): boolean {
  return Boolean(action.meta.condition || action.meta.superseded);
}

/** What isPending and isRejected need of a thunk, whatever its own types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK's own matcher type: a thunk of any argument and payload fits
type Matches = { match: (action: any) => action is any };
type AnyThunk = { pending: Matches; fulfilled: Matches; rejected: Matches };

type Rejected = UnknownAction & { meta: { condition?: boolean; superseded?: boolean }; error: SerializedError };

/**
 * The `loading` and `error` of product specification section 4: pending sets loading and clears
 * the error, a failure stores it. A thunk its own `condition` skipped never
 * started, and one a newer request superseded no longer counts: neither changes anything.
 */
export function addLoadingMatchers<S extends { loading: boolean; error: string | null | undefined }>(
  builder: Pick<ActionReducerMapBuilder<S>, 'addMatcher'>,
  thunks: readonly [AnyThunk, ...AnyThunk[]],
): void {
  builder
    .addMatcher(isPending(...thunks), (state) => {
      state.loading = true;
      state.error = null;
    })
    .addMatcher(isRejected(...thunks) as (action: unknown) => action is Rejected, (state, action) => {
      if (isIgnoredRejection(action)) return;
      state.loading = false;
      state.error = action.error.message ?? 'Something went wrong. Please try again.';
    });
}

/**
 * The one way a screen reads server data (docs/decisions/011-read-path.md): `read` runs when the
 * screen opens, whenever `key` (what is read: client, filters, page) changes, and whenever a save
 * invalidates one of `tags` while the screen shows them. No screen keeps a counter to read again.
 */
export function useRead(key: string, tags: readonly Tag[], read: () => unknown): void {
  const store = useStore();
  const run = useEffectEvent(read);
  const tagList = tags.join(' ');
  useEffect(() => {
    run();
    return watchTags(store.getState, tagList ? (tagList.split(' ') as Tag[]) : [], () => run());
  }, [store, key, tagList]);
}

/** What dispatching a read thunk resolves with. */
export interface ReadAction<T> {
  payload?: T | null;
  error?: unknown;
  meta: { requestStatus: 'fulfilled' | 'rejected'; condition?: boolean; superseded?: boolean };
}

export interface ReadResult<T> {
  status: 'loading' | 'ready' | 'failed';
  data?: T;
  failure?: ApiFailureInfo;
  retry: () => void;
}

type Held<T> = { key: string; status: 'ready'; data: T } | { key: string; status: 'failed'; failure: ApiFailureInfo };

/**
 * useRead for an answer the screen keeps itself rather than in a slice (a profile's parts): loading,
 * ready or failed, with a retry. Read again after a save, it keeps showing the last answer until the
 * new one comes, so the page does not fall back to a spinner; another `key` starts afresh.
 */
export function useReadResult<T>(key: string, tags: readonly Tag[], load: () => Promise<ReadAction<T>>): ReadResult<T> {
  const [held, setHeld] = useState<Held<T> | null>(null);
  // Only the latest request's answer counts, and none once the screen is gone.
  const latest = useRef<object | null>(null);
  const loadNow = useRef(load);
  useEffect(() => {
    loadNow.current = load;
  });
  useEffect(
    () => () => {
      latest.current = null;
    },
    [],
  );
  const start = useCallback((forKey: string) => {
    const mine = {};
    latest.current = mine;
    void loadNow.current().then((action) => {
      if (latest.current !== mine || action.meta.condition || action.meta.superseded) return;
      if (action.meta.requestStatus === 'fulfilled') setHeld({ key: forKey, status: 'ready', data: action.payload as T });
      else setHeld({ key: forKey, status: 'failed', failure: action.error as ApiFailureInfo });
    });
  }, []);
  useRead(key, tags, () => start(key));
  const retry = useCallback(() => {
    setHeld(null);
    start(key);
  }, [key, start]);
  if (held === null || held.key !== key) return { status: 'loading', retry };
  return held.status === 'ready' ? { status: 'ready', data: held.data, retry } : { status: 'failed', failure: held.failure, retry };
}
