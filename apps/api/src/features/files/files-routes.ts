import { fileEndpoints } from '@tc/contract/files-endpoints';
import { SHA256_PATTERN } from '@tc/contract/files';
import { imageUploadFieldsSchema } from '@tc/contract/media';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import { audited } from '../../lib/audited';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { findVariant, getFile, getFileMeta, type FileMeta } from '../../storage/file-store';
import { prepareImage, storeImage } from '../../storage/images';
import { parseUploadFields, readUpload } from '../../storage/uploads';

const NOT_FOUND = 'File not found.';

/** The bytes behind a name never change, so a browser or proxy may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file opened on its own is inert: no script, no plugin, no form, whatever the bytes hold. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Whether If-None-Match names this ETag (a list, weak tags or `*` included). */
function notModified(header: string | string[] | undefined, sha256: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(`"${sha256}"`);
}

function contentDisposition(file: FileMeta): string {
  // Images show in the page; anything else is only ever downloaded, never rendered by the browser.
  const disposition = file.mime_type.startsWith('image/') ? 'inline' : 'attachment';
  // original_name holds only [A-Za-z0-9._-] (safeFileName), so it needs no quoting beyond the quotes.
  return file.original_name ? `${disposition}; filename="${file.original_name}"` : disposition;
}

export async function filesRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, fileEndpoints.get, async (request, reply) => {
    const { sha256 } = request.params;
    if (!SHA256_PATTERN.test(sha256)) throw notFound(NOT_FOUND);
    const width = request.query.w;
    // ?w= names a copy of the image; an image no wider than that has none and is served itself.
    const served = (width && (await findVariant(db, sha256, width))) || sha256;
    // Cache headers go on the answers that carry the file, never on a 404 (the file may be uploaded or published later);
    // an answer to a request with a token is never cached (docs/architecture.md#api-conventions).
    const cacheForGood = () =>
      reply.header('cache-control', request.headers.authorization === undefined ? IMMUTABLE : 'no-store').header('etag', `"${served}"`);
    if (notModified(request.headers['if-none-match'], served)) {
      const meta = await getFileMeta(db, served);
      if (!meta?.is_public) throw notFound(NOT_FOUND);
      return cacheForGood().code(304).send();
    }
    const file = await getFile(db, served);
    // A members-only file is served only by its owner's route, with a token.
    if (!file?.is_public) throw notFound(NOT_FOUND);
    const type = file.mime_type.startsWith('text/') ? `${file.mime_type}; charset=utf-8` : file.mime_type;
    return cacheForGood()
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(file))
      .header('content-security-policy', FILE_CSP)
      .send(file.bytes);
  });

  route(app, fileEndpoints.uploadImage, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'files.upload', undefined, 'Only administrators upload images.');
    const upload = await readUpload(request, { kind: 'image', field: 'image' });
    // Every new image has alt text (docs/decisions/033): 400 without it, before the image is decoded.
    const { alt_text } = parseUploadFields(imageUploadFieldsSchema, upload.fields);
    // Decoding happens before the transaction opens: no connection is held while the CPU works.
    const prepared = await prepareImage(upload.bytes, upload.type);
    const { image } = await audited(request, { actor: me, action: 'create', entity: 'file' }, async (trx) => {
      const { sha256, ...stored } = await storeImage(trx, prepared, { original_name: upload.original_name, alt_text });
      const after = {
        sha256,
        mime_type: prepared.image.mime_type,
        size: prepared.image.bytes.length,
        original_name: upload.original_name,
        ...stored,
      };
      return { id: null, after, image: stored };
    });
    return reply.code(201).send(image);
  });
}
