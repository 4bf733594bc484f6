import { createRegionBodySchema, regionSchema } from '@tc/contract/regions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { findRegionByName, insertRegion, listRegions } from './regions-repository';

const tags = ['regions'];

export async function regionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/regions',
    { schema: { tags, summary: 'Regions with their counts of coaches and clients', response: { 200: z.array(regionSchema) } } },
    async (request) => {
      const me = await requireUser(request);
      authorize(me, 'regions.read');
      return listRegions(app.db);
    },
  );

  r.post(
    '/regions',
    { schema: { tags, summary: 'Add a region (administrators)', body: createRegionBodySchema, response: { 201: regionSchema } } },
    async (request, reply) => {
      const me = await requireUser(request);
      authorize(me, 'regions.create');
      const { name } = request.body;
      if (await findRegionByName(app.db, name)) throw conflict(`The region "${name}" already exists.`);
      const region = await app.db.transaction().execute(async (trx) => {
        const row = await insertRegion(trx, name);
        await writeAudit(trx, { actorId: me.id, action: 'create', entity: 'region', entityId: row.id, after: row, ip: request.ip });
        return row;
      });
      return reply.code(201).send({ id: region.id, name: region.name, coach_count: 0, client_count: 0 });
    },
  );
}
