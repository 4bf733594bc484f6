import { z } from 'zod';
import { clientFileListQuerySchema, clientFileParamsSchema, clientFileSchema, clientFilesParamsSchema } from './client-files';
import { deletedSchema } from './common';
import { endpoint } from './endpoint';

/** The files a client document may be (storage/file-types.ts on the server), as the library's forms. */
const DOCUMENT_TYPES = 'PDF, DOCX, XLSX, PPTX, ODT, ODS, TXT or CSV, 10 MB at most';

const tags = ['client-files'];

/**
 * A client's documents (docs/architecture.md#access): the client, their coaches and administrators list,
 * upload and download; the uploader or an administrator deletes. Anyone else hears 404, so ids do not leak.
 */
export const clientFileEndpoints = {
  list: endpoint({
    operationId: 'listClientFiles',
    method: 'GET',
    path: '/clients/:clientId/files',
    summary:
      "A client's documents and the attachments of their messages, newest first unless `sort` says otherwise, `q` matching the file name",
    tags,
    auth: true,
    params: clientFilesParamsSchema,
    query: clientFileListQuerySchema,
    status: 200,
    response: z.array(clientFileSchema),
    errors: [404],
    paged: true,
  }),
  upload: endpoint({
    operationId: 'uploadClientFile',
    method: 'POST',
    path: '/clients/:clientId/files',
    summary: `Upload a document to a client's profile: multipart \`file\` (${DOCUMENT_TYPES}; the type is read from the bytes)`,
    tags,
    auth: true,
    params: clientFilesParamsSchema,
    multipart: { file: 'file', accepts: DOCUMENT_TYPES, fileRequired: true },
    status: 201,
    response: clientFileSchema,
    errors: [404, 413, 415],
  }),
  download: endpoint({
    operationId: 'downloadClientFile',
    method: 'GET',
    path: '/clients/:clientId/files/:fileId',
    summary: 'The file itself, as an attachment under its name: never cached, and inert whatever it holds',
    tags,
    auth: true,
    params: clientFileParamsSchema,
    status: 200,
    response: z.unknown().meta({ description: "The file's bytes, with its Content-Type and Content-Disposition" }),
    binary: true,
    errors: [404],
  }),
  remove: endpoint({
    operationId: 'deleteClientFile',
    method: 'DELETE',
    path: '/clients/:clientId/files/:fileId',
    summary: "Delete a document from a client's profile (its uploader or an administrator; soft, kept for the audit trail)",
    tags,
    auth: true,
    params: clientFileParamsSchema,
    status: 200,
    response: deletedSchema,
    errors: [403, 404, 409],
  }),
};
