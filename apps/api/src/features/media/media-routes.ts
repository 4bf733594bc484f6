import { mediaEndpoints } from '@tc/contract/media-endpoints';
import { imageUploadFieldsSchema } from '@tc/contract/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize } from '../../auth/policy';
import { audited } from '../../lib/audited';
import { conflict, notFound } from '../../lib/errors';
import { paging, sendTotal } from '../../lib/listing';
import { MAX_PAGE_SIZE } from '@tc/contract/common';
import { route } from '../../lib/route';
import { prepareImage, storeImage } from '../../storage/images';
import { parseUploadFields, readUpload } from '../../storage/uploads';
import { deleteImage, findMedia, heldByDocuments, listMedia, replaceEverywhere, setAltText } from './media-repository';

const ENTITY = 'file';
const NOT_FOUND = 'This image is not in the media library.';

/**
 * The media library (docs/architecture.md#content-and-files, docs/decisions/033-alt-text-and-media-library.md):
 * administrators list the uploaded images with where each is used, change an image's alt text, replace an
 * image everywhere it is used and delete one nothing uses. Every write is audited as entity `file`.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const db = app.db;

  async function admin(request: FastifyRequest, action: 'media.read' | 'media.write'): Promise<Actor> {
    const me = await requireUser(request);
    authorize(me, action, undefined, 'Only administrators use the media library.');
    return me;
  }

  async function found(sha256: string) {
    const item = await findMedia(db, sha256);
    if (!item) throw notFound(NOT_FOUND);
    return item;
  }

  route(app, mediaEndpoints.list, async (request, reply) => {
    await admin(request, 'media.read');
    const { q, missingAlt } = request.query;
    const page = paging(request.query, MAX_PAGE_SIZE);
    const { rows, total } = await listMedia(db, {
      q: q || undefined,
      missingAlt: missingAlt === undefined ? undefined : missingAlt === 'true',
      limit: page.limit,
      offset: page.offset,
    });
    sendTotal(reply, total);
    return rows;
  });

  route(app, mediaEndpoints.update, async (request) => {
    const me = await admin(request, 'media.write');
    const before = await found(request.params.sha256);
    const { after } = await audited(request, { actor: me, action: 'update', entity: ENTITY }, async (trx) => {
      await setAltText(trx, before.sha256, request.body.alt_text);
      const after = (await findMedia(trx, before.sha256))!;
      return { id: null, before: { sha256: before.sha256, alt_text: before.alt_text }, after };
    });
    return after;
  });

  route(app, mediaEndpoints.replace, async (request, reply) => {
    const me = await admin(request, 'media.write');
    const old = await found(request.params.sha256);
    const upload = await readUpload(request, { kind: 'image', field: 'image' });
    const { alt_text } = parseUploadFields(imageUploadFieldsSchema, upload.fields);
    // Decoding happens before the transaction opens: no connection is held while the CPU works.
    const prepared = await prepareImage(upload.bytes, upload.type);
    const { answer } = await audited(request, { actor: me, action: 'update', entity: ENTITY }, async (trx) => {
      const stored = await storeImage(trx, prepared, { original_name: upload.original_name, alt_text });
      if (stored.sha256 === old.sha256) throw conflict('This is the same image: choose another file to replace it with.');
      const replaced = await replaceEverywhere(trx, old.sha256, stored.sha256);
      const image = (await findMedia(trx, stored.sha256))!;
      // The audit entry names every row that changed, before (the old image) and after (the new one).
      return {
        id: null,
        before: { sha256: old.sha256, uses: old.uses },
        after: { sha256: image.sha256, alt_text: image.alt_text, uses: image.uses },
        answer: { image, replaced },
      };
    });
    return reply.code(201).send(answer);
  });

  route(app, mediaEndpoints.remove, async (request) => {
    const me = await admin(request, 'media.write');
    const item = await found(request.params.sha256);
    if (item.uses.length) {
      const where = item.uses.map((u) => u.label).join(', ');
      throw conflict(`This image is still used (${where}): replace it or remove it there first.`);
    }
    if (await heldByDocuments(db, item.sha256)) throw conflict('These bytes are also a stored document: they stay.');
    await audited(request, { actor: me, action: 'delete', entity: ENTITY }, async (trx) => {
      await deleteImage(trx, item.sha256);
      const { uses: _uses, ...before } = item;
      return { id: null, before };
    });
    return { sha256: item.sha256 };
  });
}
