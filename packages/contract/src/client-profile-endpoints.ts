import { z } from 'zod';
import { coachOfClientSchema } from './client-profile';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';

export const clientProfileEndpoints = {
  coaches: endpoint({
    operationId: 'listCoachesOfClient',
    method: 'GET',
    path: '/clients/:id/coaches',
    summary:
      "A client's current coaches with their email and phone, by name (administrators, the client's coaches, the client). A client has a handful of coaches, so the list is not paged",
    tags: ['users'],
    auth: true,
    params: idParamsSchema,
    status: 200,
    response: z.array(coachOfClientSchema),
    errors: [403, 404],
  }),
};
