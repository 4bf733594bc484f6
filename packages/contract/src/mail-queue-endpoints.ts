import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { outgoingMailQuerySchema, outgoingMailSchema } from './mail-queue';
import { ROLES } from './roles';

const tags = ['mail'];

/** Outgoing mail (docs/decisions/017-mail-queue.md): administrators see what went, what waits and what failed, and send a failed one again. */
export const mailQueueEndpoints = {
  list: endpoint({
    operationId: 'listOutgoingMail',
    method: 'GET',
    path: '/mail',
    summary: 'Outgoing mail, newest first, by status and recipient (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    query: outgoingMailQuerySchema,
    status: 200,
    response: z.array(outgoingMailSchema),
    errors: [403],
    paged: true,
  }),
  sendAgain: endpoint({
    operationId: 'sendMailAgain',
    method: 'POST',
    path: '/mail/:id/send-again',
    summary: 'Try a failed message again now, with its attempts counted from zero (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: outgoingMailSchema,
    errors: [403, 404, 409],
  }),
};
