import { MESSAGE_MAX_FILES } from '@tc/contract/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { detectType, downloadName, unicodeDownloadName } from '../../storage/file-types';
import { FIELD_LIMITS, MAX_BYTES, multipartRefusal, type Upload } from '../../storage/uploads';

/** All the attachments of one message together: five full-size documents would be a mailbox, not a message. */
export const MESSAGE_FILES_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Reads a message as sent (multipart/form-data): its text fields and zero to MESSAGE_MAX_FILES files in the
 * field `files`, each a document by the rules of every upload (storage/uploads.ts: 10 MB, its type decided
 * from its bytes, 415 otherwise), 25 MB together. Nothing is stored here: a refusal of any one file refuses
 * the message, before anything is written. Check who is asking first: this buffers the files.
 */
export async function readMessageUpload(
  request: FastifyRequest,
): Promise<{ files: Omit<Upload, 'fields'>[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the message as multipart/form-data: the text in "body", files in "files".');
  }
  const parts: { bytes: Buffer; name: string | null }[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    // files: one more than allowed is refused by the iteration itself (FST_FILES_LIMIT) rather than read.
    for await (const part of request.parts({ limits: { ...FIELD_LIMITS, files: MESSAGE_MAX_FILES, fileSize: MAX_BYTES.document } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'files') throw badRequest('Send the attachments in the field "files".');
        // An empty file input sends a part with neither name nor bytes: no attachment.
        if (!part.filename && bytes.length === 0) continue;
        if (bytes.length === 0) throw badRequest(`The file ${part.filename} is empty.`);
        total += bytes.length;
        if (total > MESSAGE_FILES_MAX_BYTES) {
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'These attachments are too large together: at most 25 MB a message.');
        }
        parts.push({ bytes, name: part.filename || null });
      } else {
        if (fields[part.fieldname] !== undefined) throw badRequest(`The field "${part.fieldname}" is sent twice.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw badRequest(`A message may carry at most ${MESSAGE_MAX_FILES} files.`);
    }
    throw multipartRefusal(err, 'document');
  }
  const files: Omit<Upload, 'fields'>[] = [];
  for (const { bytes, name } of parts) {
    const type = await detectType(bytes, 'document', name);
    files.push({ bytes, type, original_name: downloadName(name, type), display_name: unicodeDownloadName(name, type) });
  }
  return { files, fields };
}
