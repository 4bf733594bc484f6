import { endpoint } from './endpoint';
import { ROLES } from './roles';
import {
  allClientsReportQuerySchema,
  allClientsReportSchema,
  clientReportQuerySchema,
  clientReportSchema,
  coachReportQuerySchema,
  coachReportSchema,
  regionsReportSchema,
} from './reports';

const tags = ['reports'];
const downloads = ['text/csv', 'application/pdf'] as const;

/**
 * The reports of docs/architecture.md#reports-and-outcomes. Each answers the JSON below, or with
 * `?format=csv` (UTF-8 with a BOM, a header row and a totals row) or
 * `?format=pdf` an attachment with a dated file name. Only live records count.
 */
export const reportEndpoints = {
  coach: endpoint({
    operationId: 'getCoachReport',
    method: 'GET',
    path: '/coach-report',
    summary: "A coach's clients, plans and diary entries in a period, with the time by activity and by month",
    tags,
    auth: true,
    roles: [ROLES.ADMIN, ROLES.COACH],
    query: coachReportQuerySchema,
    status: 200,
    response: coachReportSchema,
    errors: [403, 404],
    downloads,
  }),
  client: endpoint({
    operationId: 'getClientReport',
    method: 'GET',
    path: '/client-report',
    summary: "A client's plans, diary entries and milestones in a period, with the time by activity and by month",
    tags,
    auth: true,
    query: clientReportQuerySchema,
    status: 200,
    response: clientReportSchema,
    errors: [403, 404],
    downloads,
  }),
  allClients: endpoint({
    operationId: 'getAllClientsReport',
    method: 'GET',
    path: '/getAllClientsReport',
    summary: 'Every client with their plans, entries, time and milestones in a period (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    query: allClientsReportQuerySchema,
    status: 200,
    response: allClientsReportSchema,
    errors: [403],
    downloads,
  }),
  regions: endpoint({
    operationId: 'getRegionsReport',
    method: 'GET',
    path: '/getAllClientsReport/regions',
    summary: 'The same sums per region (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    query: allClientsReportQuerySchema,
    status: 200,
    response: regionsReportSchema,
    errors: [403],
    downloads,
  }),
};
