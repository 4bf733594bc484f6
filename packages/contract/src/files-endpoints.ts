import { z } from 'zod';
import { ROLES } from './roles';
import { endpoint, noBody } from './endpoint';
import { fileParamsSchema, fileQuerySchema, uploadedImageSchema } from './files';
import { imageUploadFieldsSchema } from './media';

/** Stored files, and the upload of images for content items (docs/architecture.md#content-and-files). */
export const fileEndpoints = {
  get: endpoint({
    operationId: 'getFile',
    method: 'GET',
    path: '/files/:sha256',
    summary:
      'A public uploaded file by the sha256 of its bytes, cached for good; `?w=480|960|1600` answers the WebP copy of an image at that width',
    tags: ['files'],
    auth: false,
    params: fileParamsSchema,
    query: fileQuerySchema,
    status: 200,
    response: z.unknown().meta({ description: "The file's bytes, with its Content-Type, an ETag and, unless an image, as an attachment" }),
    binary: true,
    otherResponses: { 304: noBody('Not modified: the ETag sent in If-None-Match still holds') },
    errors: [404],
  }),
  uploadImage: endpoint({
    operationId: 'uploadImage',
    method: 'POST',
    path: '/uploads/images',
    summary:
      'Upload an image: multipart `image` (JPEG, PNG, WebP, AVIF; 8 MB) and its `alt_text` (required), re-encoded without metadata, with WebP copies for srcset (administrators)',
    tags: ['uploads'],
    auth: true,
    roles: [ROLES.ADMIN],
    multipart: {
      file: 'image',
      accepts: 'JPEG, PNG, WebP or AVIF image, 8 MB at most',
      fileRequired: true,
      fields: imageUploadFieldsSchema,
    },
    status: 201,
    response: uploadedImageSchema,
    errors: [403, 413, 415],
  }),
};
