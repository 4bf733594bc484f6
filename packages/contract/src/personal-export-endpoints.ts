import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { ROLES } from './roles';

const tags = ['privacy'];

const zip = z
  .unknown()
  .meta({ description: 'A ZIP file (application/zip) as an attachment: JSON and CSV files, files/, summary.pdf, README.txt' });

// Each export reads every record of a person and their files: a few an hour is plenty, and it keeps one
// address from making the server build them back to back.
const rateLimit = { max: 20, timeWindow: '1 hour' } as const;

/**
 * A person's data, for a privacy request (docs/architecture.md#privacy-requests): everyone downloads their own;
 * an administrator downloads a person's for them. The ZIP holds what that person can read through the API.
 */
export const personalExportEndpoints = {
  mine: endpoint({
    operationId: 'exportMyData',
    method: 'GET',
    path: '/account/export',
    summary: 'Everything the centre holds about you that you can see, as one ZIP (JSON, CSV, your files and a PDF summary)',
    tags,
    auth: true,
    status: 200,
    response: zip,
    binary: true,
    errors: [],
    rateLimit,
  }),
  ofUser: endpoint({
    operationId: 'exportUserData',
    method: 'GET',
    path: '/privacy/export/:id',
    summary: "A person's data as they would download it themselves (administrators, answering a privacy request)",
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: zip,
    binary: true,
    errors: [404],
    rateLimit,
  }),
};
