import { type LandingImage, type LandingImageType, landingImageFieldsSchema } from '@tc/contract/content';
import { landingImageEndpoints } from '@tc/contract/content-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { type Actor, authorize } from '../../auth/policy';
import type { Db } from '../../db/connection';
import { audited } from '../../lib/audited';
import { route } from '../../lib/route';
import { nowIso } from '../../lib/time';
import { fileUrl } from '../../storage/file-store';
import { prepareImage, storeImage } from '../../storage/images';
import { parseUploadFields, readUpload } from '../../storage/uploads';

const ENTITY = 'landing_image';

async function currentImage(db: Db, type: LandingImageType): Promise<LandingImage & { sha256: string | null }> {
  const row = await db.selectFrom('landing_images').select('sha256').where('type', '=', type).executeTakeFirst();
  return { type, image_url: row ? fileUrl(row.sha256) : null, sha256: row?.sha256 ?? null };
}

/** Sets the hero image of one type to the stored image `sha256` (which must be a row of `files`). */
async function setLandingImage(db: Db, type: LandingImageType, sha256: string): Promise<void> {
  await db
    .insertInto('landing_images')
    .values({ type, sha256, updated_at: nowIso() })
    .onConflict((oc) => oc.column('type').doUpdateSet({ sha256, updated_at: nowIso() }))
    .execute();
}

/** The two hero images of the public site (docs/architecture.md#content-and-files): one of each type at most. */
export async function landingImagesRoutes(app: FastifyInstance) {
  const db = app.db;

  /** The administrator making a change: 401 without a valid token, 403 for anyone else. */
  async function writer(request: FastifyRequest): Promise<Actor> {
    const me = await requireUser(request);
    authorize(me, 'landingImages.write', undefined, 'Only administrators can change the hero images.');
    return me;
  }

  route(app, landingImageEndpoints.get, async (request) => {
    const { type, image_url } = await currentImage(db, request.query.type);
    return { type, image_url };
  });

  route(app, landingImageEndpoints.upload, async (request, reply) => {
    const me = await writer(request);
    const upload = await readUpload(request, { kind: 'image', field: 'image' });
    const { type } = parseUploadFields(landingImageFieldsSchema, upload.fields);
    // Decoding happens before the transaction opens: no connection is held while the CPU works.
    const prepared = await prepareImage(upload.bytes, upload.type);
    const { answer } = await audited(request, { actor: me, action: 'update', entity: ENTITY }, async (trx) => {
      const before = await currentImage(trx, type);
      const stored = await storeImage(trx, prepared, { original_name: upload.original_name });
      await setLandingImage(trx, type, stored.sha256);
      const answer: LandingImage = { type, image_url: stored.image_url };
      return { id: null, before, after: { ...answer, sha256: stored.sha256, width: stored.width, height: stored.height }, answer };
    });
    // Image upload answers 200 or 201 (product specification section 5): a new image is stored, so 201.
    return reply.code(201).header('cache-control', 'no-store').send(answer);
  });

  route(app, landingImageEndpoints.remove, async (request, reply) => {
    const me = await writer(request);
    const { type } = request.query;
    const before = await currentImage(db, type);
    if (before.sha256) {
      await audited(request, { actor: me, action: 'delete', entity: ENTITY }, async (trx) => {
        await trx.deleteFrom('landing_images').where('type', '=', type).execute();
        return { id: null, before, after: { type, image_url: null } };
      });
    }
    // The stored file stays: the same bytes may be an image elsewhere on the site.
    return reply.header('cache-control', 'no-store').send({ type, image_url: null });
  });
}
