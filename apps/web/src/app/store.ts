import { whenSessionEnds } from '../api/api-call';
import { clearSession } from '../api/session-storage';
import { combineReducers, configureStore, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { actionJournalsReducer } from '../features/action-journals/action-journals-slice';
import { actionPlansReducer } from '../features/action-plans/action-plans-slice';
import { authReducer, sessionCleared } from '../features/auth/auth-slice';
import { fetchMe, login, logout, register } from '../features/auth/auth-thunks';
import { clientCoachReducer } from '../features/client-coach/client-coach-slice';
import { clientReportReducer } from '../features/client-report/client-report-slice';
import { clientsReducer } from '../features/clients/clients-slice';
import { coachReportReducer } from '../features/coach-report/coach-report-slice';
import { coachesReducer } from '../features/coaches/coaches-slice';
import { formFilesReducer } from '../features/form-files/form-files-slice';
import { landingCardsReducer } from '../features/landing-cards/landing-cards-slice';
import { landingContentReducer } from '../features/landing-content/landing-content-slice';
import { landingImagesReducer } from '../features/landing-images/landing-images-slice';
import { newsReducer } from '../features/news/news-slice';
import { referralContentReducer } from '../features/referral-content/referral-content-slice';
import { servicesReducer } from '../features/services/services-slice';
import { servicesContentReducer } from '../features/services-content/services-content-slice';

/** The sixteen slices of spec section 3 (DESIGN section 7). */
export const reducers = {
  auth: authReducer,
  news: newsReducer,
  services: servicesReducer,
  coaches: coachesReducer,
  clients: clientsReducer,
  actionPlans: actionPlansReducer,
  actionJournals: actionJournalsReducer,
  coachReport: coachReportReducer,
  clientReport: clientReportReducer,
  clientCoach: clientCoachReducer,
  landingImages: landingImagesReducer,
  formFiles: formFilesReducer,
  landingContent: landingContentReducer,
  landingCards: landingCardsReducer,
  referralContent: referralContentReducer,
  servicesContent: servicesContentReducer,
};

const appReducer = combineReducers(reducers);

/** When the person at the keyboard changes, nothing the previous one loaded may stay on screen. */
const personChanged = isAnyOf(logout.fulfilled, logout.rejected, fetchMe.rejected, sessionCleared, login.fulfilled, register.fulfilled);

function rootReducer(state: ReturnType<typeof appReducer> | undefined, action: UnknownAction) {
  return appReducer(personChanged(action) ? undefined : state, action);
}

export function makeStore() {
  return configureStore({ reducer: rootReducer });
}

export const store = makeStore();

// One place for spec section 4's "a failed session is cleared": any call answered 401
// empties the session and the store, and the route guard then sends the person to /login.
whenSessionEnds(() => {
  clearSession();
  store.dispatch(sessionCleared());
});

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
