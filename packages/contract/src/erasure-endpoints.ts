import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import {
  erasureDueQuerySchema,
  erasureDueSchema,
  eraseUserBodySchema,
  privacySettingsSchema,
  putPrivacySettingsBodySchema,
} from './erasure';
import { ROLES } from './roles';
import { userSchema } from './users';

const tags = ['privacy'];

/** Privacy requests: erasure on request, and the retention setting with the clients it lists for erasure. */
export const erasureEndpoints = {
  erase: endpoint({
    operationId: 'eraseUser',
    method: 'POST',
    path: '/users/:id/erase',
    summary:
      'Erase a client or coach on request (administrators): their identity, contact data, free text and files go, their hours and counts stay under "Erased client #N"; irreversible',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    body: eraseUserBodySchema,
    status: 200,
    response: userSchema,
    errors: [403, 404, 409],
  }),
  settings: endpoint({
    operationId: 'getPrivacySettings',
    method: 'GET',
    path: '/settings/privacy',
    summary: "The centre's privacy settings (public: the privacy policy says how long records are kept)",
    tags,
    auth: false,
    status: 200,
    response: privacySettingsSchema,
    errors: [],
  }),
  putSettings: endpoint({
    operationId: 'putPrivacySettings',
    method: 'PUT',
    path: '/settings/privacy',
    summary: 'Change the privacy settings (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    body: putPrivacySettingsBodySchema,
    status: 200,
    response: privacySettingsSchema,
    errors: [403],
  }),
  due: endpoint({
    operationId: 'listErasureDue',
    method: 'GET',
    path: '/privacy/erasure-due',
    summary: 'Clients whose file was closed more than the retention years ago, oldest first (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    query: erasureDueQuerySchema,
    status: 200,
    response: z.array(erasureDueSchema),
    errors: [403],
    paged: true,
  }),
};
