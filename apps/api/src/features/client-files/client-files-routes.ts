import { CLIENT_FILE_SORTS, type ClientFile } from '@tc/contract/client-files';
import { clientFileEndpoints } from '@tc/contract/client-files-endpoints';
import { ROLES } from '@tc/contract/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUserWithClient } from '../../auth/client-access';
import { type Actor, authorize, can, type ClientRecordsTarget } from '../../auth/policy';
import { findUserById } from '../../db/users-repository';
import { audited } from '../../lib/audited';
import { conflict, notFound } from '../../lib/errors';
import { paging, parseSort, sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { sendPrivateFile, storeClientFile } from '../../storage/client-files';
import { readUpload } from '../../storage/uploads';
import {
  findLiveClientFile,
  type ListedClientFile,
  listClientFiles,
  listedClientFile,
  softDeleteClientFile,
} from './client-files-repository';

const ENTITY = 'client_file';
const CLIENT_NOT_FOUND = 'Client not found.';
const FILE_NOT_FOUND = 'This document was not found.';

/** A client's documents are private: no answer of these calls is cached (docs/architecture.md#api-conventions). */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The documents of one client (docs/architecture.md#casework): listed, uploaded and downloaded by the
 * client, their coaches and administrators; deleted by their uploader or an administrator. A caller who may
 * not see the client hears 404 whoever the client is, so neither clients nor file ids leak.
 */
export async function clientFilesRoutes(app: FastifyInstance) {
  const db = app.db;

  /**
   * The caller and their access to the client, read in one statement, judged by `action` (404 when refused),
   * then the client: a live client (an archived one for administrators only, as their other records).
   */
  async function callerFor(
    request: FastifyRequest,
    clientId: number,
    action: 'clientFiles.read' | 'clientFiles.upload',
  ): Promise<{ me: Actor; target: ClientRecordsTarget }> {
    const { me, target } = await requireUserWithClient(request, clientId);
    authorize(me, action, target);
    const client = await findUserById(db, clientId, { includeArchived: can(me, 'users.listArchived') });
    if (!client || client.category_id !== ROLES.CLIENT) throw notFound(CLIENT_NOT_FOUND);
    return { me, target };
  }

  const withRights =
    (me: Actor, target: ClientRecordsTarget) =>
    (file: ListedClientFile): ClientFile => ({
      ...file,
      // A message's attachment goes with its message, never from the documents list.
      can_delete: file.message_id === null && can(me, 'clientFiles.delete', { ...target, uploadedBy: file.uploaded_by.id }),
    });

  route(app, clientFileEndpoints.list, async (request, reply) => {
    const { clientId } = request.params;
    const { me, target } = await callerFor(request, clientId, 'clientFiles.read');
    const { q, sort, ...pageQuery } = request.query;
    const page = paging(pageQuery);
    // Newest first unless asked otherwise.
    const order = sort ? parseSort(sort, CLIENT_FILE_SORTS, 'date') : { field: 'date' as const, direction: 'desc' as const };
    const { rows, total } = await listClientFiles(db, { clientId, q: q || undefined, sort: order, limit: page.limit, offset: page.offset });
    sendTotal(reply, total);
    noStore(reply);
    return rows.map(withRights(me, target));
  });

  route(app, clientFileEndpoints.upload, async (request, reply) => {
    const { clientId } = request.params;
    // Who may upload is asked before the body is read: readUpload buffers up to 10 MB.
    const { me, target } = await callerFor(request, clientId, 'clientFiles.upload');
    // DESIGN 5a: one file, 10 MB at most, its type read from its bytes, its name made safe.
    const { fields: _none, ...upload } = await readUpload(request, { kind: 'document', field: 'file' });
    const { after } = await audited(request, { actor: me, action: 'create', entity: ENTITY }, async (trx) => {
      const row = await storeClientFile(trx, { clientId, uploadedBy: me.id, upload });
      return { id: row.id, after: row };
    });
    const listed = await listedClientFile(db, clientId, after.id);
    if (!listed) throw notFound(FILE_NOT_FOUND);
    return noStore(reply).code(201).send(withRights(me, target)(listed));
  });

  route(app, clientFileEndpoints.download, async (request, reply) => {
    const { clientId, fileId } = request.params;
    await callerFor(request, clientId, 'clientFiles.read');
    // A file of another client, a deleted one, or one whose message was deleted: not found, alike.
    const file = await findLiveClientFile(db, clientId, fileId);
    if (!file || !(await sendPrivateFile(db, reply, file))) throw notFound(FILE_NOT_FOUND);
    return reply;
  });

  route(app, clientFileEndpoints.remove, async (request, reply) => {
    const { clientId, fileId } = request.params;
    const { me, target } = await callerFor(request, clientId, 'clientFiles.read');
    const before = await findLiveClientFile(db, clientId, fileId);
    if (!before) throw notFound(FILE_NOT_FOUND);
    if (before.message_id !== null) throw conflict('This file came with a message: it stays as long as the message does.');
    authorize(
      me,
      'clientFiles.delete',
      { ...target, uploadedBy: before.uploaded_by },
      'Only the person who uploaded a document, or an administrator, can delete it.',
    );
    await audited(request, { actor: me, action: 'delete', entity: ENTITY }, async (trx) => {
      const at = nowIso();
      await softDeleteClientFile(trx, before.id, at);
      return { id: before.id, before, after: { ...before, deleted_at: at } };
    });
    return noStore(reply).send({ id: before.id });
  });
}
