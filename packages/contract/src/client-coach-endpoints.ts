import { z } from 'zod';
import { ROLES } from './roles';
import { clientCoachListQuerySchema, clientCoachSchema, createClientCoachBodySchema, updateClientCoachBodySchema } from './coaching';
import { deletedSchema, idParamsSchema } from './common';
import { endpoint } from './endpoint';

const tags = ['client-coach'];

export const clientCoachEndpoints = {
  list: endpoint({
    operationId: 'listAssignments',
    method: 'GET',
    path: '/client-coach',
    summary: 'Assignments: all for administrators, your own otherwise',
    tags,
    auth: true,
    query: clientCoachListQuerySchema,
    status: 200,
    response: z.array(clientCoachSchema),
    errors: [],
    paged: true,
  }),
  get: endpoint({
    operationId: 'getAssignment',
    method: 'GET',
    path: '/client-coach/:id',
    summary: 'One assignment',
    tags,
    auth: true,
    params: idParamsSchema,
    status: 200,
    response: clientCoachSchema,
    errors: [404],
  }),
  create: endpoint({
    operationId: 'createAssignment',
    method: 'POST',
    path: '/client-coach',
    summary: 'Assign a coach to a client (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    body: createClientCoachBodySchema,
    status: 201,
    response: clientCoachSchema,
    errors: [403, 409],
  }),
  update: endpoint({
    operationId: 'updateAssignment',
    method: 'PUT',
    path: '/client-coach',
    summary: 'Change an assignment; the id is in the body (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    body: updateClientCoachBodySchema,
    status: 200,
    response: clientCoachSchema,
    errors: [403, 404, 409],
  }),
  remove: endpoint({
    operationId: 'deleteAssignment',
    method: 'DELETE',
    path: '/client-coach/:id',
    summary: 'Remove an assignment (administrators); the coach loses access at once',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: deletedSchema,
    errors: [403, 404],
  }),
};
