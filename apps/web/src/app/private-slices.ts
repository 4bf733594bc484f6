import { actionJournalsReducer } from '@/features/action-journals/action-journals-slice';
import { actionPlansReducer } from '@/features/action-plans/action-plans-slice';
import { auditReducer } from '@/features/audit/audit-slice';
import { clientCoachReducer } from '@/features/client-coach/client-coach-slice';
import { clientReportReducer } from '@/features/client-report/client-report-slice';
import { clientsReducer } from '@/features/clients/clients-slice';
import { coachReportReducer } from '@/features/coach-report/coach-report-slice';
import { coachesReducer } from '@/features/coaches/coaches-slice';
import { injectPrivateReducers, type PrivateReducers, store } from './store';

/** The private area's slices (product specification section 3), loaded with the private area: public pages never load this code. */
export const privateReducers: PrivateReducers = {
  coaches: coachesReducer,
  clients: clientsReducer,
  actionPlans: actionPlansReducer,
  actionJournals: actionJournalsReducer,
  coachReport: coachReportReducer,
  clientReport: clientReportReducer,
  clientCoach: clientCoachReducer,
  audit: auditReducer,
};

injectPrivateReducers(privateReducers);
// The running store gives the new slices their first state at once, before any private screen reads it.
store.dispatch({ type: 'app/privateSlicesLoaded' });
