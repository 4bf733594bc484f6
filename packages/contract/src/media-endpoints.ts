import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  imageUploadFieldsSchema,
  mediaDeletedSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaParamsSchema,
  mediaReplacedSchema,
  mediaUpdateSchema,
} from './media';
import { ROLES } from './roles';

const tags = ['media'];
const IMAGE_TYPES = 'JPEG, PNG, WebP or AVIF image, 8 MB at most';

/** The media library (docs/architecture.md#content-and-files): administrators only. */
export const mediaEndpoints = {
  list: endpoint({
    operationId: 'listMedia',
    method: 'GET',
    path: '/media',
    summary: 'Uploaded images, newest first, each with its alt text and where it is used; `q` matches the name or the alt text',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    query: mediaListQuerySchema,
    status: 200,
    response: z.array(mediaItemSchema),
    errors: [],
    paged: true,
  }),
  update: endpoint({
    operationId: 'updateMedia',
    method: 'PUT',
    path: '/media/:sha256',
    summary: "Change an image's alt text: every page that shows the image reads it",
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: mediaParamsSchema,
    body: mediaUpdateSchema,
    status: 200,
    response: mediaItemSchema,
    errors: [404],
  }),
  replace: endpoint({
    operationId: 'replaceMedia',
    method: 'POST',
    path: '/media/:sha256/replace',
    summary: 'Upload an image that takes the place of this one everywhere it is used, in one transaction: multipart `image` and `alt_text`',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: mediaParamsSchema,
    multipart: { file: 'image', accepts: IMAGE_TYPES, fileRequired: true, fields: imageUploadFieldsSchema },
    status: 201,
    response: mediaReplacedSchema,
    errors: [404, 409, 413, 415],
  }),
  remove: endpoint({
    operationId: 'deleteMedia',
    method: 'DELETE',
    path: '/media/:sha256',
    summary: 'Delete an image and its copies: refused (409) while anything uses it',
    tags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: mediaParamsSchema,
    status: 200,
    response: mediaDeletedSchema,
    errors: [404, 409],
  }),
};
