import type { FastifyInstance } from 'fastify';
import { listEntries } from '../features/action-journals/action-journals-repository';
import { listPlans } from '../features/action-plans/action-plans-repository';
import { listClientFiles } from '../features/client-files/client-files-repository';
import { conversationPage } from '../features/messages/messages-repository';
import { listMilestones } from '../features/milestones/milestones-repository';
import { personalExportRoutes } from '../features/personal-export/personal-export-routes';
import { listSteps } from '../features/plan-steps/plan-steps-repository';
import { listSessions } from '../features/sessions/session-records';

/**
 * The personal export reads every feature that holds a person's records; a feature imports no other, so the
 * readers are handed to it here, the very ones each feature's list calls answer from (docs/decisions/034-personal-export.md).
 */
export async function personalExport(app: FastifyInstance): Promise<void> {
  await personalExportRoutes(app, {
    listPlans,
    listSteps,
    listEntries,
    listSessions,
    listMilestones,
    conversationPage,
    listClientFiles,
  });
}
