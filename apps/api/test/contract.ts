import { actionJournalEndpoints } from '@tc/contract/action-journals-endpoints';
import { actionPlanEndpoints } from '@tc/contract/action-plans-endpoints';
import { planStepEndpoints } from '@tc/contract/plan-steps-endpoints';
import { auditEndpoints } from '@tc/contract/audit-endpoints';
import { authEndpoints } from '@tc/contract/auth-endpoints';
import { clientBulkEndpoints } from '@tc/contract/client-bulk-endpoints';
import { clientCoachEndpoints } from '@tc/contract/client-coach-endpoints';
import { contentEndpoints, formFileEndpoints, landingImageEndpoints } from '@tc/contract/content-endpoints';
import { applicationEndpoints } from '@tc/contract/applications-endpoints';
import { accountLinkEndpoints } from '@tc/contract/account-links-endpoints';
import { dashboardEndpoints } from '@tc/contract/dashboard-endpoints';
import type { EndpointDef } from '@tc/contract/endpoint';
import { handoffEndpoints } from '@tc/contract/handoffs-endpoints';
import { erasureEndpoints } from '@tc/contract/erasure-endpoints';
import { mediaEndpoints } from '@tc/contract/media-endpoints';
import { fileEndpoints } from '@tc/contract/files-endpoints';
import { healthEndpoints } from '@tc/contract/health-endpoints';
import { importEndpoints } from '@tc/contract/imports-endpoints';
import { messageEndpoints } from '@tc/contract/messages-endpoints';
import { milestoneEndpoints } from '@tc/contract/milestones-endpoints';
import { clientProfileEndpoints } from '@tc/contract/client-profile-endpoints';
import { clientFileEndpoints } from '@tc/contract/client-files-endpoints';
import { regionEndpoints } from '@tc/contract/regions-endpoints';
import { reportEndpoints } from '@tc/contract/reports-endpoints';
import { userEndpoints } from '@tc/contract/users-endpoints';
import { twoFactorEndpoints } from '@tc/contract/two-factor-endpoints';
import { mailQueueEndpoints } from '@tc/contract/mail-queue-endpoints';
import { notificationEndpoints } from '@tc/contract/notifications-endpoints';
import { personalExportEndpoints } from '@tc/contract/personal-export-endpoints';
import { bookingEndpoints, calendarFeedEndpoints, sessionEndpoints, sessionSettingsEndpoints } from '@tc/contract/sessions-endpoints';

/** Every operation of the contract, as the server registers it (one description per route). */
export const CONTRACT: EndpointDef[] = [
  healthEndpoints,
  authEndpoints,
  userEndpoints,
  clientBulkEndpoints,
  regionEndpoints,
  clientCoachEndpoints,
  actionPlanEndpoints,
  planStepEndpoints,
  actionJournalEndpoints,
  fileEndpoints,
  formFileEndpoints,
  landingImageEndpoints,
  ...Object.values(contentEndpoints),
  milestoneEndpoints,
  clientProfileEndpoints,
  clientFileEndpoints,
  reportEndpoints,
  auditEndpoints,
  dashboardEndpoints,
  applicationEndpoints,
  accountLinkEndpoints,
  twoFactorEndpoints,
  mailQueueEndpoints,
  sessionSettingsEndpoints,
  sessionEndpoints,
  bookingEndpoints,
  calendarFeedEndpoints,
  messageEndpoints,
  notificationEndpoints,
  handoffEndpoints,
  erasureEndpoints,
  importEndpoints,
  mediaEndpoints,
  personalExportEndpoints,
].flatMap((group) => Object.values(group));
