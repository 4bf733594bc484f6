import { MAX_PAGE_SIZE } from '@tc/contract/common';
import { formFileCreateFieldsSchema, formFileUpdateFieldsSchema } from '@tc/contract/content';
import { formFileEndpoints } from '@tc/contract/content-endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { optionalUser, requireUser } from '../../auth/authenticate';
import { type Actor, authorize, can } from '../../auth/policy';
import { audited } from '../../lib/audited';
import { conflict, notFound, unauthenticated } from '../../lib/errors';
import { paging } from '../../lib/listing';
import { route } from '../../lib/route';
import { DOWNLOAD_CSP } from '../../storage/client-files';
import { getFile, putFile } from '../../storage/file-store';
import { contentDisposition, unicodeDownloadName } from '../../storage/file-types';
import { parseUploadFields, readMultipart, readUpload, type Upload } from '../../storage/uploads';
import {
  type FormFileRow,
  type FormFileSortField,
  type FormFileValues,
  findFormFile,
  insertFormFile,
  listFormFiles,
  lockFiles,
  publicRecord,
  setFormFileDeleted,
  syncFilePublicity,
  updateFormFile,
} from './form-files-repository';

const NOT_FOUND = 'This form was not found.';
const ENTITY = 'form_file';

/**
 * The name a download carries: the uploaded file's own (safe characters of
 * any script), else one made from the form's title, else `form.<ext>`.
 */
function fileNameFor(upload: Pick<Upload, 'display_name' | 'type'>, formTitle: string): string {
  return upload.display_name ?? unicodeDownloadName(formTitle, upload.type) ?? `form.${upload.type.ext}`;
}

/** The columns that describe the stored bytes of an upload. */
function fileColumns(upload: Omit<Upload, 'fields'>, sha256: string, formTitle: string) {
  return {
    sha256,
    file_name: fileNameFor(upload, formTitle),
    mime_type: upload.type.mime_type,
    size: upload.bytes.length,
  };
}

/** Answers carrying a member's view or anything read with a token stay out of every cache (docs/architecture.md#api-conventions). */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Whether If-None-Match names this ETag (a list, weak tags or `*` included). */
function notModified(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

export async function formFilesRoutes(app: FastifyInstance) {
  const db = app.db;
  const dialect = app.dialect;

  /** The administrator making a change: 401 without a valid token, 403 for anyone else. */
  async function writer(request: FastifyRequest): Promise<Actor> {
    const me = await requireUser(request);
    authorize(me, 'formFiles.write', undefined, 'Only administrators can change forms and guides.');
    return me;
  }

  const audit = (me: Actor, action: 'create' | 'update' | 'delete' | 'restore') => ({ actor: me, action, entity: ENTITY });

  /** A live form, for a change: a deleted one is restored first. */
  async function live(id: number): Promise<FormFileRow> {
    const row = await findFormFile(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  route(app, formFileEndpoints.list, async (request, reply) => {
    const { q, category, sort, archived, ...pageQuery } = request.query;
    const me = await optionalUser(request);
    if (archived === 'true') {
      if (!me) throw unauthenticated('Please sign in as an administrator to see deleted forms.');
      authorize(me, 'formFiles.write', undefined, 'Only administrators see deleted forms.');
    }
    // A list that can grow answers one page at most (docs/architecture.md#api-conventions): the first 100 rows unless asked otherwise.
    const page = paging(pageQuery, MAX_PAGE_SIZE);
    const { rows, total } = await listFormFiles(db, {
      q: q || undefined,
      category: category || undefined,
      membersOnly: me !== null && can(me, 'formFiles.readMembersOnly'),
      archived: archived === 'true',
      sort: sort ? { field: sort.replace(/^-/, '') as FormFileSortField, direction: sort.startsWith('-') ? 'desc' : 'asc' } : undefined,
      limit: page.paged ? page.limit : MAX_PAGE_SIZE,
      offset: page.offset,
    });
    reply.header('X-Total-Count', String(total));
    if (me) noStore(reply);
    return rows.map(publicRecord);
  });

  route(app, formFileEndpoints.get, async (request, reply) => {
    const me = await optionalUser(request);
    const row = await findFormFile(db, request.params.id, { includeArchived: me !== null && can(me, 'formFiles.write') });
    // A members-only form does not exist for a visitor.
    if (!row || (!row.is_public && !(me && can(me, 'formFiles.readMembersOnly')))) throw notFound(NOT_FOUND);
    if (me) noStore(reply);
    return publicRecord(row);
  });

  route(app, formFileEndpoints.create, async (request, reply) => {
    const me = await writer(request);
    const upload = await readUpload(request, { kind: 'document', field: 'file' });
    const fields = parseUploadFields(formFileCreateFieldsSchema, upload.fields);
    const { after } = await audited(request, audit(me, 'create'), async (trx) => {
      // Stored members-only first; syncFilePublicity then opens the bytes if a live public form uses them.
      const sha256 = await putFile(trx, {
        bytes: upload.bytes,
        mime_type: upload.type.mime_type,
        original_name: upload.original_name,
        is_public: false,
      });
      await lockFiles(trx, dialect, [sha256]);
      const values: FormFileValues = { ...fields, ...fileColumns(upload, sha256, fields.form_title) };
      const id = await insertFormFile(trx, values);
      await syncFilePublicity(trx, [sha256]);
      return { id, after: (await findFormFile(trx, id))! };
    });
    return noStore(reply).code(201).send(publicRecord(after));
  });

  route(app, formFileEndpoints.update, async (request, reply) => {
    const me = await writer(request);
    const before = await live(request.params.id);
    // The file is sent only if one is chosen (product specification section 5).
    const { file, fields: raw } = await readMultipart(request, { kind: 'document', field: 'file' });
    const fields = parseUploadFields(formFileUpdateFieldsSchema, raw);
    const { after } = await audited(request, audit(me, 'update'), async (trx) => {
      const patch: Partial<FormFileValues> = { ...fields };
      if (file) {
        const sha256 = await putFile(trx, {
          bytes: file.bytes,
          mime_type: file.type.mime_type,
          original_name: file.original_name,
          is_public: false,
        });
        Object.assign(patch, fileColumns(file, sha256, fields.form_title ?? before.form_title));
      }
      const touched = [before.sha256, ...(patch.sha256 ? [patch.sha256] : [])];
      await lockFiles(trx, dialect, touched);
      await updateFormFile(trx, before.id, patch);
      // The old bytes may have lost their last public form, the new ones gained one.
      await syncFilePublicity(trx, touched);
      return { id: before.id, before, after: (await findFormFile(trx, before.id))! };
    });
    return noStore(reply).send(publicRecord(after));
  });

  route(app, formFileEndpoints.remove, async (request, reply) => {
    const me = await writer(request);
    const before = await live(request.params.id);
    await audited(request, audit(me, 'delete'), async (trx) => {
      await lockFiles(trx, dialect, [before.sha256]);
      await setFormFileDeleted(trx, before.id, true);
      await syncFilePublicity(trx, [before.sha256]);
      return { id: before.id, before, after: (await findFormFile(trx, before.id, { includeArchived: true }))! };
    });
    return noStore(reply).send({ id: before.id });
  });

  route(app, formFileEndpoints.restore, async (request, reply) => {
    const me = await writer(request);
    const before = await findFormFile(db, request.params.id, { includeArchived: true });
    if (!before) throw notFound(NOT_FOUND);
    if (before.archivedAt === null) throw conflict('This form is not deleted.');
    const { after } = await audited(request, audit(me, 'restore'), async (trx) => {
      await lockFiles(trx, dialect, [before.sha256]);
      await setFormFileDeleted(trx, before.id, false);
      await syncFilePublicity(trx, [before.sha256]);
      return { id: before.id, before, after: (await findFormFile(trx, before.id))! };
    });
    return noStore(reply).send(publicRecord(after));
  });

  route(app, formFileEndpoints.download, async (request, reply) => {
    const row = await findFormFile(db, request.params.id);
    if (!row) throw notFound(NOT_FOUND);
    const withToken = request.headers.authorization !== undefined;
    if (!row.is_public) {
      const me = await optionalUser(request);
      if (!me) throw unauthenticated('Please sign in to download this form: it is for members only.');
      authorize(me, 'formFiles.readMembersOnly', undefined, 'This form is for members only.');
    }
    const file = await getFile(db, row.sha256);
    // Cannot happen while form_files.sha256 references files; said plainly if it ever does.
    if (!file) throw notFound(NOT_FOUND);
    // Members-only bytes, or an answer to a signed-in request, are never cached. A public form may be
    // cached but is checked again on each use (its file can be replaced, or the form made members-only).
    const etag = `"${row.sha256}-${Date.parse(row.updatedAt)}"`;
    if (row.is_public && !withToken) {
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
    } else {
      noStore(reply);
    }
    const type = row.mime_type.startsWith('text/') ? `${row.mime_type}; charset=utf-8` : row.mime_type;
    return reply
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition('attachment', row.file_name))
      .header('content-security-policy', DOWNLOAD_CSP)
      .send(file.bytes);
  });
}
