import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { createContext, type LoaderFunctionArgs, type Params } from 'react-router';
import type { ApiFailureInfo } from '../api/api-call';
import { readToken } from '../api/session-storage';
import { useAppDispatch, type AppThunkDispatch } from './store-hooks';
import { settle, type Loaded, type LoadStatus, type Settled, type SettledAction } from './use-loaded';

/**
 * One piece of data a public page shows (docs/architecture.md#public-site-speed): loaded by the page's
 * route loader, on the server before the page renders and in the browser as the visitor navigates to it.
 */
export interface PageLoad<T = unknown> {
  /** What is loaded, the same on the server and in the browser: `services`, `post/12`. */
  key: string;
  run: (dispatch: AppThunkDispatch) => Promise<SettledAction<T>>;
  /** The answer has no slice of its own (testimonials, one post): the store keeps it with the load's status. */
  keep?: boolean;
}

export function pageLoad<T>(key: string, run: (dispatch: AppThunkDispatch) => Promise<SettledAction<T>>, keep = false): PageLoad<T> {
  return { key, run, keep };
}

/** Where one load stands; `data` only for a load whose answer has no slice of its own. */
export interface PageDataEntry {
  status: LoadStatus;
  failure?: ApiFailureInfo;
  data?: unknown;
  /** Loaded by the server: a signed-in visitor loads it again (the answer may differ for them). */
  server?: true;
}

export type PageDataState = Record<string, PageDataEntry>;

const pageData = createSlice({
  name: 'pageData',
  initialState: {} as PageDataState,
  reducers: {
    /** A refresh keeps showing what there is until its answer comes; any other load shows that it is loading. */
    started(state, action: PayloadAction<{ key: string; refresh: boolean }>) {
      const { key, refresh } = action.payload;
      if (!(refresh && state[key]?.status === 'ready')) state[key] = { status: 'loading' };
    },
    settled(state, action: PayloadAction<{ key: string; settled: Settled<unknown>; keep: boolean; server: boolean }>) {
      const { key, settled, keep, server } = action.payload;
      const entry: PageDataEntry = { status: settled.status };
      if (settled.failure) entry.failure = settled.failure;
      // A call skipped by its throttle brings nothing: the answer kept stays.
      if (keep) entry.data = settled.data ?? state[key]?.data;
      if (server) entry.server = true;
      state[key] = entry;
    },
  },
});

export const pageDataReducer = pageData.reducer;

/** Runs one load and records where it stands in the store. */
export function runPageLoad<T>(load: PageLoad<T>, { refresh = false, server = false } = {}) {
  return async (dispatch: AppThunkDispatch): Promise<Settled<T>> => {
    dispatch(pageData.actions.started({ key: load.key, refresh }));
    const action = await load.run(dispatch).catch((error: unknown): SettledAction<T> => ({ error, meta: { requestStatus: 'rejected' } }));
    const settled = settle(action);
    // Made stale by a newer request of the same load: that one records the outcome.
    if (!action.meta.superseded) dispatch(pageData.actions.settled({ key: load.key, settled, keep: Boolean(load.keep), server }));
    return settled;
  };
}

/** What a route loader needs: the store of the page (the server makes one per request) and whether it is the server's. */
export interface PageDataHost {
  dispatch: AppThunkDispatch;
  /** On the server the loader waits for its loads, so the page renders with their data; the browser shows the page at once. */
  server: boolean;
}

export const pageDataContext = createContext<PageDataHost>();

type LoadOf = PageLoad | ((params: Params) => PageLoad);

/**
 * The loader of a public route: starts the page's loads against the store it is given (`pageDataContext`).
 * It answers nothing itself: the screens read the store.
 */
export function pageLoader(...loads: LoadOf[]) {
  return async ({ context, params }: LoaderFunctionArgs): Promise<null> => {
    const host = context.get(pageDataContext);
    const started = loads.map((load) =>
      host.dispatch(runPageLoad(typeof load === 'function' ? load(params) : load, { server: host.server })),
    );
    if (host.server) await Promise.all(started);
    return null;
  };
}

/**
 * A route that stays on screen loads again only when its path changes, not its query (the news page's
 * `?page=`), as a screen loading in an effect did.
 */
export const samePathKeepsData = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname;

const onServer = typeof document === 'undefined';
const signedIn = () => readToken() !== null;

/**
 * What a screen shows of one load: its status, its failure and a retry, and the answer when the store keeps it.
 * The route's loader has started it; a signed-in visitor loads again what the server loaded for a visitor.
 * `everyOpen`: a private screen, which no route loader loads for, loads it each time it opens.
 */
export function usePageLoad<T>(load: PageLoad<T>, { everyOpen = false } = {}): Loaded<T> {
  const dispatch = useAppDispatch();
  const entry = useSelector((state: { pageData?: PageDataState }) => state.pageData?.[load.key]);
  if (onServer && !entry) throw new Error(`${load.key} is shown on a page whose route loader does not load it (routes.tsx)`);
  // A store without the pageData slice (a screen's unit test) keeps the outcome here.
  const [own, setOwn] = useState<{ key: string; settled: Settled<T> } | null>(null);
  const opened = useRef<string | null>(null);
  const missing = entry === undefined;
  // As the screen opens (or shows another key), and whenever the store forgets the load (a sign-out empties it).
  const start = useEffectEvent(() => {
    const opening = opened.current !== load.key;
    opened.current = load.key;
    const refresh = !missing && opening && entry.server === true && signedIn();
    if (!missing && !(opening && everyOpen) && !refresh) return null;
    // Only the signed-in visitor's second look keeps showing what there is; any other load shows that it loads.
    return dispatch(runPageLoad(load, { refresh }));
  });
  useEffect(() => {
    let live = true;
    void start()?.then((settled) => {
      if (live) setOwn({ key: load.key, settled });
    });
    return () => {
      live = false;
    };
  }, [load.key, missing]);
  const retry = useCallback(() => {
    void dispatch(runPageLoad(load)).then((settled) => setOwn({ key: load.key, settled }));
  }, [dispatch, load]);
  const current: Settled<T> = entry
    ? { status: entry.status, failure: entry.failure, data: entry.data as T | undefined }
    : own?.key === load.key
      ? own.settled
      : { status: 'loading' };
  return { ...current, retry };
}
