import type { FastifyInstance } from 'fastify';
import { accountLinksRoutes } from '../features/auth/account-links-routes';
import { actionJournalsRoutes } from '../features/action-journals/action-journals-routes';
import { actionPlansRoutes } from '../features/action-plans/action-plans-routes';
import { planStepsRoutes } from '../features/plan-steps/plan-steps-routes';
import { applicationsRoutes } from '../features/applications/applications-routes';
import { auditRoutes } from '../features/audit/audit-routes';
import { signInLocksRoutes } from '../features/audit/sign-in-locks-routes';
import { authRoutes } from '../features/auth/auth-routes';
import { clientCoachRoutes } from '../features/client-coach/client-coach-routes';
import { clientProfileRoutes } from '../features/client-profile/client-profile-routes';
import { clientFilesRoutes } from '../features/client-files/client-files-routes';
import { contentRoutes } from '../features/content/content-routes';
import { dashboardRoutes } from '../features/dashboard/dashboard-routes';
import { filesRoutes } from '../features/files/files-routes';
import { formFilesRoutes } from '../features/form-files/form-files-routes';
import { healthRoutes } from '../features/health/health-routes';
import { landingImagesRoutes } from '../features/landing-images/landing-images-routes';
import { messagesRoutes } from '../features/messages/messages-routes';
import { milestonesRoutes } from '../features/milestones/milestones-routes';
import { regionsRoutes } from '../features/regions/regions-routes';
import { reportsRoutes } from '../features/reports/reports-routes';
import { twoFactorRoutes } from '../features/auth/two-factor-routes';
import { mailQueueRoutes } from '../features/mail/mail-queue-routes';
import { calendarFeedRoutes } from '../features/sessions/calendar-feed-routes';
import { sessionSettingsRoutes } from '../features/sessions/session-settings';
import { sessionsRoutes } from '../features/sessions/sessions-routes';
import { bookingRoutes } from '../features/sessions/booking-routes';
import { usersRoutes } from '../features/users/users-routes';
import { clientBulkRoutes } from '../features/users/client-bulk-routes';
import { notificationsRoutes } from '../features/notifications/notifications-routes';
import { carriesPrivateNotes, hidePrivateNotes } from '../lib/private-notes';
import { apiNotFound } from './errors';
import { RESERVED } from '../lib/idempotency';
import { handoffsRoutes } from '../features/handoffs/handoffs-routes';
import { erasureRoutes } from '../features/erasure/erasure-routes';
import { importsRoutes } from '../features/imports/imports-routes';
import { mediaRoutes } from '../features/media/media-routes';
import { apiRateLimit } from './rate-limits';
import { personalExport } from './personal-export';

/** Every API route module, registered explicitly (no autoload). */
const ROUTES = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  clientBulkRoutes,
  regionsRoutes,
  clientCoachRoutes,
  actionPlansRoutes,
  planStepsRoutes,
  actionJournalsRoutes,
  filesRoutes,
  formFilesRoutes,
  landingImagesRoutes,
  contentRoutes,
  milestonesRoutes,
  clientProfileRoutes,
  clientFilesRoutes,
  reportsRoutes,
  signInLocksRoutes,
  auditRoutes,
  dashboardRoutes,
  applicationsRoutes,
  accountLinksRoutes,
  twoFactorRoutes,
  mailQueueRoutes,
  sessionSettingsRoutes,
  sessionsRoutes,
  bookingRoutes,
  calendarFeedRoutes,
  messagesRoutes,
  notificationsRoutes,
  handoffsRoutes,
  erasureRoutes,
  importsRoutes,
  mediaRoutes,
  personalExport,
];

/** The API, a scope of its own (registered under /api): its rate limit and its 404s hold for its calls only. */
export async function api(scope: FastifyInstance): Promise<void> {
  await scope.register(apiRateLimit);
  await scope.register(apiNotFound);
  // The Idempotency-Key a change reserved, until its answer is kept (lib/idempotency.ts).
  scope.decorateRequest(RESERVED, null);
  // Every answer that can hold a private note, whichever route built it, passes hidePrivateNotes (docs/decisions/023);
  // any other answer cannot hold one, as it leaves through a response schema without it (docs/decisions/002).
  scope.addHook('onRoute', (route) => {
    if (!carriesPrivateNotes(route.schema?.response)) return;
    const own = route.preSerialization;
    route.preSerialization = [...(own ? (Array.isArray(own) ? own : [own]) : []), hidePrivateNotes];
  });
  for (const routes of ROUTES) await scope.register(routes);
}
