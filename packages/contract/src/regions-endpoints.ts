import { z } from 'zod';
import { ROLES } from './roles';
import { endpoint } from './endpoint';
import { createRegionBodySchema, regionSchema } from './regions';

const tags = ['regions'];

export const regionEndpoints = {
  list: endpoint({
    operationId: 'listRegions',
    method: 'GET',
    path: '/regions',
    summary: 'Regions with their counts of coaches and clients',
    tags,
    auth: true,
    status: 200,
    response: z.array(regionSchema),
    errors: [],
  }),
  create: endpoint({
    operationId: 'createRegion',
    method: 'POST',
    path: '/regions',
    summary: 'Add a region (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    body: createRegionBodySchema,
    status: 201,
    response: regionSchema,
    errors: [403, 409],
  }),
};
