import {
  IMPORT_MAX_ROWS,
  importBatchSchema,
  importCommitSchema,
  importListQuerySchema,
  importParamsSchema,
  importPlanSchema,
  importPreviewSchema,
  importResultSchema,
  importUploadFieldsSchema,
} from './imports';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { ROLES } from './roles';

const tags = ['imports'];
const roles = [ROLES.ADMIN] as const;

/**
 * Importing clients and coaches from CSV or Excel (docs/architecture.md#import): upload (the rows are staged),
 * preview with a mapping, fixes and skips (as often as needed), import in one transaction, undo. Administrators only.
 */
export const importEndpoints = {
  upload: endpoint({
    operationId: 'uploadImport',
    method: 'POST',
    path: '/imports',
    summary: `Stage a CSV or .xlsx file of clients or coaches (multipart \`file\`, field \`kind\`): answers its columns, a guessed mapping and every row's problems`,
    tags,
    auth: true,
    roles,
    multipart: {
      file: 'file',
      accepts: `CSV (UTF-8 or Windows-1252, comma or semicolon) or .xlsx, 10 MB and fewer than ${IMPORT_MAX_ROWS.toLocaleString('en-CA')} rows`,
      fileRequired: true,
      fields: importUploadFieldsSchema,
    },
    status: 201,
    response: importPreviewSchema,
    errors: [413, 415],
  }),
  preview: endpoint({
    operationId: 'previewImport',
    method: 'PUT',
    path: '/imports/:id',
    summary:
      'Check a staged import again with a mapping, row fixes and skips: answers every row with its problems (the mapping is remembered)',
    tags,
    auth: true,
    roles,
    params: importParamsSchema,
    body: importPlanSchema,
    status: 200,
    response: importPreviewSchema,
    errors: [404, 409],
  }),
  commit: endpoint({
    operationId: 'commitImport',
    method: 'POST',
    path: '/imports/:id/commit',
    summary:
      'Import a staged file in one transaction, with the same checks as the preview (400 naming the rows if any still has a problem)',
    tags,
    auth: true,
    roles,
    params: importParamsSchema,
    body: importCommitSchema,
    status: 200,
    response: importResultSchema,
    errors: [404, 409],
  }),
  list: endpoint({
    operationId: 'listImports',
    method: 'GET',
    path: '/imports',
    summary: 'Imports done and undone, newest first, with who ran them',
    tags,
    auth: true,
    roles,
    query: importListQuerySchema,
    status: 200,
    response: z.array(importBatchSchema),
    errors: [],
    paged: true,
  }),
  undo: endpoint({
    operationId: 'undoImport',
    method: 'POST',
    path: '/imports/:id/undo',
    summary: 'Remove the people of an import, their coach links and the regions it created if unused; 409 once any of them has signed in',
    tags,
    auth: true,
    roles,
    params: importParamsSchema,
    status: 200,
    response: importBatchSchema,
    errors: [404, 409],
  }),
};
