import { whenSessionEnds } from '../api/api-call';
import { combineSlices, configureStore, isAnyOf, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { actionJournalsReducer } from '../features/action-journals/action-journals-slice';
import type { actionPlansReducer } from '../features/action-plans/action-plans-slice';
import type { auditReducer } from '../features/audit/audit-slice';
import { authReducer, sessionCleared } from '../features/auth/auth-slice';
import { fetchMe, login, logout, register } from '../features/auth/auth-thunks';
import { endSessionHere, followOtherTabs } from '../features/auth/session-elsewhere';
import { forgetReadCopy } from '../offline/offline-copy';
import type { clientCoachReducer } from '../features/client-coach/client-coach-slice';
import type { clientReportReducer } from '../features/client-report/client-report-slice';
import type { clientsReducer } from '../features/clients/clients-slice';
import type { coachReportReducer } from '../features/coach-report/coach-report-slice';
import type { coachesReducer } from '../features/coaches/coaches-slice';
import { formFilesReducer } from '../features/form-files/form-files-slice';
import { landingCardsReducer } from '../features/landing-cards/landing-cards-slice';
import { landingContentReducer } from '../features/landing-content/landing-content-slice';
import { landingImagesReducer } from '../features/landing-images/landing-images-slice';
import { newsReducer } from '../features/news/news-slice';
import { referralContentReducer } from '../features/referral-content/referral-content-slice';
import { servicesReducer } from '../features/services/services-slice';
import { servicesContentReducer } from '../features/services-content/services-content-slice';
import type { ApiThunkExtra } from '../lib/api-thunk';
import { pageDataReducer } from '../lib/page-load';
import { ssrPayload } from './ssr-payload';

/** The slices every page needs: the session and the public site's content. */
export const publicReducers = {
  auth: authReducer,
  news: newsReducer,
  services: servicesReducer,
  landingImages: landingImagesReducer,
  formFiles: formFilesReducer,
  landingContent: landingContentReducer,
  landingCards: landingCardsReducer,
  referralContent: referralContentReducer,
  servicesContent: servicesContentReducer,
  /** Not in the spec: where each load of a public page stands, and the answers that have no slice of their own (lib/page-load.ts). */
  pageData: pageDataReducer,
};

/**
 * The private area's slices, injected by app/private-slices.ts when the private
 * area first opens, so that no public page loads their code (docs/architecture.md#public-site-speed).
 * Typed here from type-only imports.
 */
export interface PrivateState {
  coaches: ReturnType<typeof coachesReducer>;
  clients: ReturnType<typeof clientsReducer>;
  actionPlans: ReturnType<typeof actionPlansReducer>;
  actionJournals: ReturnType<typeof actionJournalsReducer>;
  coachReport: ReturnType<typeof coachReportReducer>;
  clientReport: ReturnType<typeof clientReportReducer>;
  clientCoach: ReturnType<typeof clientCoachReducer>;
  /** Not in the spec: the administrators' audit trail and sign-in locks. */
  audit: ReturnType<typeof auditReducer>;
}

/** The sixteen slices of product specification section 3 (docs/architecture.md#the-web-app) and the audit trail's, the private ones once injected. */
const appReducer = combineSlices(publicReducers).withLazyLoadedSlices<PrivateState>();

export type PrivateReducers = { [K in keyof PrivateState]: Reducer<PrivateState[K]> };

/** Adds the private area's slices; a store made afterwards starts with them, an existing one after its next action. */
export function injectPrivateReducers(reducers: PrivateReducers): void {
  for (const [reducerPath, reducer] of Object.entries(reducers)) appReducer.inject({ reducerPath, reducer } as never);
}

/** When the person at the keyboard changes, nothing the previous one loaded may stay on screen. */
const personChanged = isAnyOf(logout.fulfilled, logout.rejected, fetchMe.rejected, sessionCleared, login.fulfilled, register.fulfilled);

type AppState = ReturnType<typeof appReducer>;

const rootReducer: Reducer<AppState, UnknownAction, Partial<AppState>> = (state, action) =>
  appReducer(personChanged(action) ? undefined : (state as AppState | undefined), action);

/**
 * A store; `preloadedState` is what the server rendered the page with, for the browser to go on from;
 * `extra` is what its thunks get besides (on the server: the transport of the request being rendered).
 */
export function makeStore(preloadedState?: Partial<AppState>, extra: ApiThunkExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (defaults) => defaults({ thunk: { extraArgument: extra } }),
  });
}

/** The browser's store: a page the server rendered starts from the content it was rendered with (the session is never in it). */
export const store = makeStore(ssrPayload?.state as Partial<AppState> | undefined);

// One place for product specification section 4's "a failed session is cleared": any call answered 401
// empties the session and the store, and the route guard then sends the person to /login;
// under a form with unsaved changes, only the header says so until the form is saved or left.
// What the device kept of a coach's records for offline reading goes with the session (docs/decisions/055-offline-work.md).
whenSessionEnds(
  () => {
    void forgetReadCopy();
    endSessionHere(store);
  },
  () => store.getState().auth.token,
);
// Signed out (or in again) in another tab of the browser: this one follows at once.
followOtherTabs(store);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
