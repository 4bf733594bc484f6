import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']), dialect: z.string() });

export const healthEndpoints = {
  get: endpoint({
    operationId: 'getHealth',
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database reachability',
    tags: ['health'],
    auth: false,
    status: 200,
    response: healthSchema,
    // A probe that polls often is never throttled, so it never answers 429.
    rateLimited: false,
    otherResponses: { 503: healthSchema.describe('The database cannot be reached') },
    errors: [],
  }),
};
