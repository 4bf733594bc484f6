import { z } from 'zod';
import { ROLES } from './roles';
import {
  applicationBodySchema,
  applicationListQuerySchema,
  applicationReceivedSchema,
  applicationSchema,
  updateApplicationBodySchema,
} from './applications';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';

const tags = ['applications'];

/**
 * Applications for coaching (docs/architecture.md#applications-and-accounts): anyone applies without an
 * account; administrators read the queue and move each application from new
 * to contacted, then enrolled (which creates the client account) or declined.
 */
export const applicationEndpoints = {
  submit: endpoint({
    operationId: 'submitApplication',
    method: 'POST',
    path: '/applications',
    summary: 'Apply for coaching (no account needed); the applicant and the centre are emailed',
    tags,
    auth: false,
    body: applicationBodySchema,
    status: 201,
    response: applicationReceivedSchema,
    errors: [],
    // Per address; the server's APPLY_LIMIT_PER_HOUR may set another figure.
    rateLimit: { max: 5, timeWindow: '1 hour' },
  }),
  list: endpoint({
    operationId: 'listApplications',
    method: 'GET',
    path: '/applications',
    summary: 'Applications, newest first, by status and search (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    query: applicationListQuerySchema,
    status: 200,
    response: z.array(applicationSchema),
    errors: [403],
    paged: true,
  }),
  get: endpoint({
    operationId: 'getApplication',
    method: 'GET',
    path: '/applications/:id',
    summary: 'One application (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: applicationSchema,
    errors: [403, 404],
  }),
  update: endpoint({
    operationId: 'updateApplication',
    method: 'PUT',
    path: '/applications/:id',
    summary:
      "Change an application's status (new → contacted → enrolled or declined; new → declined) or its note; enrolling creates the client account",
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    body: updateApplicationBodySchema,
    status: 200,
    response: applicationSchema,
    errors: [403, 404, 409],
  }),
};
