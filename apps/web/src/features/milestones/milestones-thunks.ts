import { milestoneEndpoints as api } from '@tc/contract/milestones-endpoints';
import type { CreateMilestoneBody, Milestone, UpdateMilestoneBody } from '@tc/contract/reports';
import { apiThunk, TAGS } from '../../lib/api-thunk';
import { messages } from '../../messages';
import { milestoneSave } from '../../offline/offline-saves';

const m = messages.milestones;

/**
 * Milestones are written from the client report, the action-plans screen and the profile, whose reads
 * of them come again (they invalidate `milestones`): no slice keeps a copy (the sixteen
 * slices stay the store's shape: docs/architecture.md#the-web-app).
 */
const milestones = () => [TAGS.milestones];

export const createMilestone = apiThunk('milestones/create', api.create, {
  args: (body: CreateMilestoneBody) => ({ body }),
  offline: (body) => milestoneSave(body),
  success: m.created,
  failure: m.createFailed,
  invalidates: milestones,
});

export const updateMilestone = apiThunk('milestones/update', api.update, {
  args: ({ id, body }: { id: number; body: UpdateMilestoneBody; milestone?: Milestone }) => ({ params: { id }, body }),
  offline: ({ body, milestone }) => (milestone ? milestoneSave(body, milestone) : undefined),
  success: m.updated,
  failure: m.updateFailed,
  invalidates: milestones,
});

export const deleteMilestone = apiThunk('milestones/delete', api.remove, {
  args: (id: number) => ({ params: { id } }),
  success: m.deleted,
  failure: m.deleteFailed,
  invalidates: milestones,
});
