import { z } from 'zod';
import { ROLES } from './roles';
import { deletedSchema, idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { createMilestoneBodySchema, milestoneListQuerySchema, milestoneSchema, updateMilestoneBodySchema } from './reports';

const tags = ['milestones'];

/**
 * Milestones (docs/architecture.md#reports-and-outcomes), with the access of action plans: a client
 * reads their own, a coach reads and records those of assigned clients, an
 * administrator all; deletes are soft and an administrator restores.
 */
export const milestoneEndpoints = {
  list: endpoint({
    operationId: 'listMilestones',
    method: 'GET',
    path: '/milestones',
    summary: "A client's milestones (or all you may see), newest date first, paged",
    tags,
    auth: true,
    query: milestoneListQuerySchema,
    status: 200,
    response: z.array(milestoneSchema),
    errors: [403],
    paged: true,
  }),
  get: endpoint({
    operationId: 'getMilestone',
    method: 'GET',
    path: '/milestones/:id',
    summary: 'One milestone',
    tags,
    auth: true,
    params: idParamsSchema,
    status: 200,
    response: milestoneSchema,
    errors: [404],
  }),
  create: endpoint({
    operationId: 'createMilestone',
    method: 'POST',
    path: '/milestones',
    summary: "Record a client's milestone (their coach, or an administrator)",
    tags,
    auth: true,
    roles: [ROLES.ADMIN, ROLES.COACH],
    body: createMilestoneBodySchema,
    status: 201,
    response: milestoneSchema,
    errors: [403],
  }),
  update: endpoint({
    operationId: 'updateMilestone',
    method: 'PUT',
    path: '/milestones/:id',
    summary: 'Change a milestone',
    tags,
    auth: true,
    roles: [ROLES.ADMIN, ROLES.COACH],
    params: idParamsSchema,
    body: updateMilestoneBodySchema,
    status: 200,
    response: milestoneSchema,
    errors: [403, 404],
  }),
  remove: endpoint({
    operationId: 'deleteMilestone',
    method: 'DELETE',
    path: '/milestones/:id',
    summary: 'Archive a milestone (soft delete)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN, ROLES.COACH],
    params: idParamsSchema,
    status: 200,
    response: deletedSchema,
    errors: [403, 404],
  }),
  restore: endpoint({
    operationId: 'restoreMilestone',
    method: 'POST',
    path: '/milestones/:id/restore',
    summary: 'Restore an archived milestone (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: milestoneSchema,
    errors: [403, 404, 409],
  }),
};
