import { z } from 'zod';
import { ROLES } from './roles';
import {
  auditEntrySchema,
  auditExportQuerySchema,
  auditListQuerySchema,
  signInLockSchema,
  unlockedSchema,
  unlockParamsSchema,
} from './audit';
import { endpoint } from './endpoint';

const tags = ['audit'];

/** The audit trail and sign-in locks (docs/architecture.md#access): administrators read; nobody edits the trail. */
export const auditEndpoints = {
  list: endpoint({
    operationId: 'listAuditEntries',
    method: 'GET',
    path: '/audit',
    summary: 'The audit trail, newest first, paged (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    query: auditListQuerySchema,
    status: 200,
    response: z.array(auditEntrySchema),
    errors: [403],
    paged: true,
  }),
  exportCsv: endpoint({
    operationId: 'exportAuditEntries',
    method: 'GET',
    path: '/audit/export.csv',
    summary:
      'The entries the filters match as CSV, newest first: when (Alberta time), who, what, record, changes, address (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    query: auditExportQuerySchema,
    status: 200,
    response: z.unknown().meta({
      description: 'A CSV file (UTF-8 with a BOM), as an attachment, written out as it is read; X-Total-Count says how many rows it holds',
    }),
    errors: [403],
    binary: true,
  }),
  locks: endpoint({
    operationId: 'listSignInLocks',
    method: 'GET',
    path: '/audit/sign-in-locks',
    summary: 'Usernames that may not sign in now because of failed attempts (administrators)',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    status: 200,
    response: z.array(signInLockSchema),
    errors: [403],
  }),
  unlock: endpoint({
    operationId: 'clearSignInLock',
    method: 'DELETE',
    path: '/audit/sign-in-locks/:username',
    summary: "Clear a username's failed sign-in attempts from every address (administrators)",
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: unlockParamsSchema,
    status: 200,
    response: unlockedSchema,
    errors: [403],
  }),
};
