import type { MultipartFile } from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@tc/contract/files';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/errors';
import type { ErrorBody } from '@tc/contract/errors';
import type { z } from 'zod';
import { type DetectedType, downloadName, detectType, unicodeDownloadName, type UploadKind } from './file-types';

/**
 * Reading one uploaded file from a multipart request (docs/architecture.md#content-and-files): one
 * file a request, within the size of its kind, its type decided from its bytes.
 * Nothing is stored here; a refusal throws in the error shape (docs/architecture.md#errors).
 */

export const MAX_BYTES: Record<UploadKind, number> = { image: IMAGE_MAX_BYTES, document: DOCUMENT_MAX_BYTES };

const LIMIT_TEXT: Record<UploadKind, string> = { image: 'Images may be at most 8 MB.', document: 'Files may be at most 10 MB.' };

/** Text fields beside the file (a form file's title, a hero image's type): few and short. */
export const FIELD_LIMITS = { fields: 20, fieldSize: 20_000, fieldNameSize: 100, parts: 25, headerPairs: 50 };

export interface Upload {
  bytes: Buffer;
  type: DetectedType;
  /** The original name, reduced to safe characters and given the extension of its real type; null when none is left. */
  original_name: string | null;
  /** The same with letters and digits of any script kept (`unicodeFileName`): what a download is named. */
  display_name: string | null;
  /** The text fields sent beside the file; the caller validates them (e.g. with a zod strictObject). */
  fields: Record<string, string>;
}

const tooLarge = (kind: UploadKind) => new AppError(413, 'PAYLOAD_TOO_LARGE', `This file is too large. ${LIMIT_TEXT[kind]}`);

/** What busboy and @fastify/multipart throw, said in a sentence a person can act on. */
export function multipartRefusal(err: unknown, kind: UploadKind): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(kind);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one file at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('The upload has too many fields.');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('The upload has a field name that is not allowed.');
  return badRequest('The upload could not be read: send it as multipart/form-data.');
}

/** What `readMultipart` read: the file when one was sent, and the text fields beside it. */
export interface MultipartUpload {
  file: Omit<Upload, 'fields'> | null;
  fields: Record<string, string>;
}

/**
 * Reads the whole multipart body: at most one file, in the field `field`, of
 * `kind` (413 above its limit, 400 empty or more than one, 415 of a type not
 * accepted), and the text fields beside it. A file part with neither a name
 * nor bytes is what a browser sends for a file input left empty: no file.
 * Check who is asking first: this buffers up to 10 MB.
 */
export async function readMultipart(request: FastifyRequest, opts: { kind: UploadKind; field: string }): Promise<MultipartUpload> {
  const { kind, field } = opts;
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data, in the field "${field}".`);
  }
  let file: { part: MultipartFile; bytes: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    // files: 1 makes a second file fail the iteration (FST_FILES_LIMIT) rather than be read.
    for await (const part of request.parts({ limits: { ...FIELD_LIMITS, files: 1, fileSize: MAX_BYTES[kind] } })) {
      if (part.type === 'file') {
        // The bytes must be read before the iteration can go on.
        const bytes = await part.toBuffer();
        if (part.fieldname !== field) throw badRequest(`Send the file in the field "${field}".`);
        if (!part.filename && bytes.length === 0) continue;
        file = { part, bytes };
      } else {
        if (fields[part.fieldname] !== undefined) throw badRequest(`The field "${part.fieldname}" is sent twice.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw multipartRefusal(err, kind);
  }
  if (!file) return { file: null, fields };
  if (file.bytes.length === 0) throw badRequest('The file is empty.');
  const name = file.part.filename || null;
  const type = await detectType(file.bytes, kind, name);
  return {
    file: { bytes: file.bytes, type, original_name: downloadName(name, type), display_name: unicodeDownloadName(name, type) },
    fields,
  };
}

/**
 * Reads the whole multipart body: exactly one file, in the field `field`, of
 * `kind` (413 above its limit, 400 empty or missing or more than one, 415 of a
 * type not accepted), and the text fields beside it. Check who is asking
 * first: this buffers up to 10 MB.
 */
export async function readUpload(request: FastifyRequest, opts: { kind: UploadKind; field: string }): Promise<Upload> {
  const { file, fields } = await readMultipart(request, opts);
  if (!file) throw badRequest(`Choose a file to upload, in the field "${opts.field}".`);
  return { ...file, fields };
}

/**
 * The text fields of a multipart upload checked against their schema (a zod
 * strictObject): 400 with the issues of the error shape (docs/architecture.md#errors), an unknown field named as such.
 */
export function parseUploadFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.flatMap((issue): NonNullable<ErrorBody['issues']> =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [key], message: `Unknown field "${key}"`, code: issue.code }))
      : [{ path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'), message: issue.message, code: issue.code }],
  );
  const detail = issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  throw badRequest(`Invalid upload fields: ${detail}`, issues);
}
