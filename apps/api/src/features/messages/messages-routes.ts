import { messageEndpoints } from '@tc/contract/messages-endpoints';
import { MESSAGES_PAGE, messageFieldsSchema } from '@tc/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUserWithClient } from '../../auth/client-access';
import { requireUser } from '../../auth/authenticate';
import { authorize, can, hideUnless } from '../../auth/policy';
import { audited } from '../../lib/audited';
import { notFound } from '../../lib/errors';
import { sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { findClientFile, sendPrivateFile, storeClientFile } from '../../storage/client-files';
import { parseUploadFields } from '../../storage/uploads';
import { readMessageUpload } from './message-uploads';
import {
  conversationPage,
  findConversationClient,
  findMessage,
  insertMessage,
  lastReadOf,
  listConversations,
  markRead,
  unreadCounts,
} from './messages-repository';

const NOT_FOUND = 'This conversation was not found.';

/**
 * Messages (docs/decisions/026-messages.md): a client's conversation with their coaches. The client and their
 * coaches read and write; administrators read; to anyone else a conversation does not exist (404). A message
 * and its attachments are written in one transaction, so a refused file leaves no message behind.
 */
export async function messagesRoutes(app: FastifyInstance) {
  const db = app.db;

  /** The caller, the conversation's client, and whether the caller may write in it; 404 unless they may read it. */
  async function conversation(request: FastifyRequest, clientId: number) {
    const { me, target } = await requireUserWithClient(request, clientId);
    hideUnless(me, 'messages.read', target, NOT_FOUND);
    const client = await findConversationClient(db, clientId);
    if (!client) throw notFound(NOT_FOUND);
    return { me, target, client, canWrite: can(me, 'messages.write', target) };
  }

  route(app, messageEndpoints.list, async (request, reply) => {
    const { clientId } = request.params;
    const { me, client, canWrite } = await conversation(request, clientId);
    const { before, after, limit = MESSAGES_PAGE } = request.query;
    const page = await conversationPage(db, clientId, { before, after, limit });
    void reply.header('cache-control', 'no-store');
    return {
      client: { id: client.id, name: `${client.firstname} ${client.lastname}`.trim(), business_name: client.business_name },
      ...page,
      can_write: canWrite,
      last_read_id: canWrite ? await lastReadOf(db, clientId, me.id) : 0,
    };
  });

  route(app, messageEndpoints.create, async (request, reply) => {
    const { clientId } = request.params;
    // Who may write is settled before the body (up to 25 MB of files) is read.
    const { me, target } = await requireUserWithClient(request, clientId);
    authorize(me, 'messages.write', target, 'Administrators read conversations; only the client and their coaches write in them.');
    if (!(await findConversationClient(db, clientId))) throw notFound(NOT_FOUND);
    const { files, fields } = await readMessageUpload(request);
    const { body } = parseUploadFields(messageFieldsSchema, fields);
    const { id } = await audited(request, { actor: me, action: 'create', entity: 'message' }, async (trx) => {
      const messageId = await insertMessage(trx, { client_id: clientId, author_id: me.id, body });
      const stored = [];
      for (const upload of files) stored.push(await storeClientFile(trx, { clientId, uploadedBy: me.id, upload, messageId }));
      // The author has read what they wrote.
      await markRead(trx, clientId, me.id, messageId);
      // The text stays out of the trail (it is the people's conversation); who wrote, where, and which files.
      const after = {
        client_id: clientId,
        author_id: me.id,
        length: body.length,
        files: stored.map((f) => ({ id: f.id, file_name: f.file_name, sha256: f.sha256 })),
      };
      return { id: messageId, after };
    });
    return reply.code(201).send((await findMessage(db, clientId, id))!);
  });

  route(app, messageEndpoints.attachment, async (request, reply) => {
    const { clientId, messageId, fileId } = request.params;
    await conversation(request, clientId);
    const file = await findClientFile(db, clientId, fileId);
    if (!file || file.message_id !== messageId || !(await findMessage(db, clientId, messageId)))
      throw notFound('This attachment was not found.');
    if (!(await sendPrivateFile(db, reply, file))) throw notFound('This attachment was not found.');
    return reply;
  });

  route(app, messageEndpoints.markRead, async (request) => {
    const { clientId } = request.params;
    const { me, canWrite } = await conversation(request, clientId);
    // Administrators only look in: they are not counted as readers (no receipts, no unread counts, no emails).
    // A read mark is the reader's own bookkeeping, written on every look at the page, not a record: no audit entry.
    if (!canWrite) return { last_read_id: 0, unread: 0 };
    const last_read_id = await markRead(db, clientId, me.id, request.body.last_read_id);
    const [counts] = await unreadCounts(db, me, [clientId]);
    return { last_read_id, unread: counts?.unread ?? 0 };
  });

  route(app, messageEndpoints.unread, async (request, reply) => {
    const me = await requireUser(request);
    const conversations = await unreadCounts(db, me);
    void reply.header('cache-control', 'no-store');
    return { total: conversations.reduce((n, c) => n + c.unread, 0), conversations };
  });

  route(app, messageEndpoints.conversations, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'messages.listConversations');
    const { q, page, pageSize } = request.query;
    const { total, conversations } = await listConversations(db, me, { q, limit: pageSize, offset: (page - 1) * pageSize });
    sendTotal(reply, total);
    void reply.header('cache-control', 'no-store');
    return { total, page, pageSize, conversations };
  });
}
