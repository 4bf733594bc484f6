import { clientBulkBodySchema, clientBulkResultSchema, CLIENT_BULK_MAX } from './client-bulk';
import { endpoint } from './endpoint';
import { ROLES } from './roles';

/** Bulk actions on the client list (docs/decisions/031-bulk-actions.md). */
export const clientBulkEndpoints = {
  run: endpoint({
    operationId: 'runClientBulkAction',
    method: 'POST',
    path: '/clients/bulk',
    summary:
      `One action on many clients, named by \`ids\` or by the client list's \`filter\` (resolved on the server; at most ${CLIENT_BULK_MAX}): ` +
      '`assign_coach` (`coach_id`), `invite` (those who never set a password), `archive` (close their files) in one transaction, ' +
      'audited per client, answering how many were done and skipped and why; `export` answers the CSV of the client list for them (by filter: every client it matches, streamed, no cap) ' +
      '(administrators)',
    tags: ['users'],
    auth: true,
    roles: [ROLES.ADMIN],
    body: clientBulkBodySchema,
    status: 200,
    response: clientBulkResultSchema,
    errors: [403, 404],
    downloads: ['text/csv'],
  }),
};
