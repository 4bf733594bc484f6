import { z } from 'zod';
import { ROLES } from './roles';
import { deletedSchema, idParamsSchema } from './common';
import {
  collections,
  type CollectionDef,
  type CollectionName,
  formFileCreateFieldsSchema,
  formFileListQuerySchema,
  formFileSchema,
  formFileUpdateFieldsSchema,
  landingImageFieldsSchema,
  landingImageQuerySchema,
  landingImageSchema,
} from './content';
import { endpoint, noBody, type EndpointDef } from './endpoint';

/** The files a form may be (storage/file-types.ts on the server). */
const DOCUMENT_TYPES = 'PDF, DOCX, XLSX, PPTX, ODT, ODS, TXT or CSV, 10 MB at most';

const ORDER: Record<CollectionDef['ordering'], string> = {
  sort_order: 'in their order',
  newest: 'newest first',
  section: 'by section',
};

/**
 * The six operations of one content collection, from its definition: anyone
 * reads (visitors see published items only), administrators write, deletes are
 * soft and can be restored (docs/architecture.md#content-and-files). Plain objects rather than
 * `endpoint()`, whose inference inside a generic function would widen the
 * schemas to their constraint.
 */
export function collectionEndpoints<const D extends CollectionDef>(def: D) {
  const tags = [def.path.slice(1)];
  const item = `${def.path}/:id` as `${D['path']}/:id`;
  const visible = def.publishing
    ? '; visitors see published items only, administrators any (`status=all`, `archived=true`)'
    : '; administrators may list deleted ones (`archived=true`)';
  return {
    list: {
      operationId: `list${def.many}` as `list${D['many']}`,
      method: 'GET' as const,
      path: def.path as D['path'],
      summary: `The ${def.label} list, ${ORDER[def.ordering]}${visible}`,
      tags,
      auth: false as const,
      query: def.listQuery as D['listQuery'],
      status: 200 as const,
      response: z.array(def.record as D['record']),
      // Drafts and deleted items (`status=`, `archived=true`): 401 without a valid token, 403 unless an administrator.
      errors: [401, 403] as const,
      paged: true as const,
    } satisfies EndpointDef,
    get: {
      operationId: `get${def.one}` as `get${D['one']}`,
      method: 'GET' as const,
      path: item,
      summary: def.publishing ? `One ${def.label} (a draft or unpublished one for administrators only)` : `One ${def.label}`,
      tags,
      auth: false as const,
      params: idParamsSchema,
      status: 200 as const,
      response: def.record as D['record'],
      errors: [404] as const,
    } satisfies EndpointDef,
    create: {
      operationId: `create${def.one}` as `create${D['one']}`,
      method: 'POST' as const,
      path: def.path as D['path'],
      summary: `Add a ${def.label} (administrators)`,
      tags,
      auth: true as const,
      roles: [ROLES.ADMIN],
      body: def.create as D['create'],
      status: 201 as const,
      response: def.record as D['record'],
      errors: [403] as const,
    } satisfies EndpointDef,
    update: {
      operationId: `update${def.one}` as `update${D['one']}`,
      method: 'PUT' as const,
      path: item,
      summary: `Change a ${def.label} (administrators)`,
      tags,
      auth: true as const,
      roles: [ROLES.ADMIN],
      params: idParamsSchema,
      body: def.update as D['update'],
      status: 200 as const,
      response: def.record as D['record'],
      errors: [403, 404] as const,
    } satisfies EndpointDef,
    remove: {
      operationId: `delete${def.one}` as `delete${D['one']}`,
      method: 'DELETE' as const,
      path: item,
      summary: `Delete a ${def.label} (administrators; soft, can be restored)`,
      tags,
      auth: true as const,
      roles: [ROLES.ADMIN],
      params: idParamsSchema,
      status: 200 as const,
      response: deletedSchema,
      errors: [403, 404] as const,
    } satisfies EndpointDef,
    restore: {
      operationId: `restore${def.one}` as `restore${D['one']}`,
      method: 'POST' as const,
      path: `${item}/restore` as `${D['path']}/:id/restore`,
      summary: `Restore a deleted ${def.label} (administrators)`,
      tags,
      auth: true as const,
      roles: [ROLES.ADMIN],
      params: idParamsSchema,
      status: 200 as const,
      response: def.record as D['record'],
      errors: [403, 404, 409] as const,
    } satisfies EndpointDef,
  };
}

export type CollectionEndpoints<D extends CollectionDef = CollectionDef> = ReturnType<typeof collectionEndpoints<D>>;

/** The operations of every content collection, keyed like `collections`. */
type ContentEndpoints = { [N in CollectionName]: ReturnType<typeof collectionEndpoints<(typeof collections)[N]>> };

/** The operations of every content collection, keyed as `collections` is: a new collection gets its own from its definition. */
export const contentEndpoints = Object.fromEntries(
  Object.entries(collections).map(([name, def]) => [name, collectionEndpoints(def)]),
) as ContentEndpoints;

/** The two hero images (`landing`, `service`), one of each at most. */
export const landingImageEndpoints = {
  get: endpoint({
    operationId: 'getLandingImage',
    method: 'GET',
    path: '/landing-image',
    summary: 'The hero image of one type, or null',
    tags: ['landing-image'],
    auth: false,
    query: landingImageQuerySchema,
    status: 200,
    response: landingImageSchema,
    errors: [],
  }),
  upload: endpoint({
    operationId: 'uploadLandingImage',
    method: 'POST',
    path: '/landing-image',
    summary: 'Replace the hero image of one type: multipart `image` (JPEG, PNG, WebP, AVIF; 8 MB) and `type` (administrators)',
    tags: ['landing-image'],
    auth: true,
    roles: [ROLES.ADMIN],
    multipart: {
      file: 'image',
      accepts: 'JPEG, PNG, WebP or AVIF image, 8 MB at most',
      fileRequired: true,
      fields: landingImageFieldsSchema,
    },
    status: 201,
    response: landingImageSchema,
    errors: [403, 413, 415],
  }),
  remove: endpoint({
    operationId: 'deleteLandingImage',
    method: 'DELETE',
    path: '/landing-image',
    summary: 'Remove the hero image of one type (administrators); it then shows nothing',
    tags: ['landing-image'],
    auth: true,
    roles: [ROLES.ADMIN],
    query: landingImageQuerySchema,
    status: 200,
    response: landingImageSchema,
    errors: [403],
  }),
};

const formTags = ['form-files'];

/** Downloadable forms and guides: public ones for everyone, the others for signed-in members. */
export const formFileEndpoints = {
  list: endpoint({
    operationId: 'listFormFiles',
    method: 'GET',
    path: '/form-files',
    summary: 'Forms and guides in their order: public ones, and members-only ones for a signed-in member',
    tags: formTags,
    auth: false,
    query: formFileListQuerySchema,
    status: 200,
    response: z.array(formFileSchema),
    errors: [403],
    paged: true,
  }),
  get: endpoint({
    operationId: 'getFormFile',
    method: 'GET',
    path: '/form-files/:id',
    summary: 'One form or guide (a members-only one for a signed-in member)',
    tags: formTags,
    auth: false,
    params: idParamsSchema,
    status: 200,
    response: formFileSchema,
    errors: [404],
  }),
  create: endpoint({
    operationId: 'createFormFile',
    method: 'POST',
    path: '/form-files',
    summary:
      'Upload a form: multipart `file` (PDF, DOCX, XLSX, PPTX, ODT, ODS, TXT, CSV; 10 MB), `form_title` and its details (administrators)',
    tags: formTags,
    auth: true,
    roles: [ROLES.ADMIN],
    multipart: { file: 'file', accepts: DOCUMENT_TYPES, fileRequired: true, fields: formFileCreateFieldsSchema },
    status: 201,
    response: formFileSchema,
    errors: [403, 413, 415],
  }),
  update: endpoint({
    operationId: 'updateFormFile',
    method: 'PUT',
    path: '/form-files/:id',
    summary: 'Change a form: multipart details, and a new `file` only if one is chosen (administrators)',
    tags: formTags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    multipart: { file: 'file', accepts: DOCUMENT_TYPES, fileRequired: false, fields: formFileUpdateFieldsSchema },
    status: 200,
    response: formFileSchema,
    errors: [403, 404, 413, 415],
  }),
  remove: endpoint({
    operationId: 'deleteFormFile',
    method: 'DELETE',
    path: '/form-files/:id',
    summary: 'Delete a form (administrators; soft, can be restored)',
    tags: formTags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: deletedSchema,
    errors: [403, 404],
  }),
  restore: endpoint({
    operationId: 'restoreFormFile',
    method: 'POST',
    path: '/form-files/:id/restore',
    summary: 'Restore a deleted form (administrators)',
    tags: formTags,
    auth: true,
    roles: [ROLES.ADMIN],
    params: idParamsSchema,
    status: 200,
    response: formFileSchema,
    errors: [403, 404, 409],
  }),
  download: endpoint({
    operationId: 'downloadFormFile',
    method: 'GET',
    path: '/form-files/download/:id',
    summary: 'The file itself, with its original name; a members-only file needs a signed-in member',
    tags: formTags,
    auth: false,
    params: idParamsSchema,
    status: 200,
    response: z.unknown().meta({ description: "The file's bytes, with its Content-Type and Content-Disposition" }),
    binary: true,
    otherResponses: { 304: noBody('Not modified: the ETag sent in If-None-Match still holds (public forms)') },
    errors: [401, 404],
  }),
};
