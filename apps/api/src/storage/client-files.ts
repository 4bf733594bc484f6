import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connection';
import type { ClientFilesTable } from '../db/schema';
import { nowIso } from '../lib/time';
import { getFile, putFile } from './file-store';
import { contentDisposition } from './file-types';
import type { Upload } from './uploads';

/**
 * The files of one client (docs/architecture.md#casework): documents on their profile and attachments of
 * their messages, both rows of `client_files` over private bytes in `files` (never served by the public
 * GET /files/{sha256}). Who may upload, list and download is the caller's (auth/policy.ts); this module
 * stores a file and sends one back, the same way for both.
 */

export type ClientFileRow = Omit<ClientFilesTable, 'id'> & { id: number };

/** Stores an upload (read with `readUpload(request, { kind: 'document', … })`) as a file of this client. */
export async function storeClientFile(
  db: Db,
  file: { clientId: number; uploadedBy: number; upload: Omit<Upload, 'fields'>; messageId?: number | null },
): Promise<ClientFileRow> {
  const { upload } = file;
  const sha256 = await putFile(db, {
    bytes: upload.bytes,
    mime_type: upload.type.mime_type,
    original_name: upload.original_name,
    is_public: false,
  });
  const row = {
    client_id: file.clientId,
    message_id: file.messageId ?? null,
    sha256,
    file_name: upload.display_name ?? `document.${upload.type.ext}`,
    mime_type: upload.type.mime_type,
    size: upload.bytes.length,
    uploaded_by: file.uploadedBy,
    created_at: nowIso(),
    deleted_at: null,
  };
  const { id } = await db.insertInto('client_files').values(row).returning('id').executeTakeFirstOrThrow();
  return { id, ...row };
}

/** A live file of a client by its id; undefined when it is not that client's or was deleted. */
export async function findClientFile(db: Db, clientId: number, id: number): Promise<ClientFileRow | undefined> {
  return db
    .selectFrom('client_files')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A downloaded file is inert: no script, no plugin, no form, whatever the bytes hold. */
export const DOWNLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Sends a private file as a download: never cached, typed as stored, inert, under its own name.
 * Answers false when its bytes are missing (the caller answers 404).
 */
export async function sendPrivateFile(
  db: Db,
  reply: FastifyReply,
  file: Pick<ClientFileRow, 'sha256' | 'mime_type' | 'file_name'>,
): Promise<boolean> {
  const stored = await getFile(db, file.sha256);
  if (!stored) return false;
  const type = file.mime_type.startsWith('text/') ? `${file.mime_type}; charset=utf-8` : file.mime_type;
  await reply
    .header('cache-control', 'no-store')
    .type(type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('attachment', file.file_name))
    .header('content-security-policy', DOWNLOAD_CSP)
    .send(stored.bytes);
  return true;
}
