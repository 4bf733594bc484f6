import { regionEndpoints } from '@tc/contract/regions-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import { findRegionByName } from '../../db/regions-repository';
import { audited } from '../../lib/audited';
import { conflict } from '../../lib/errors';
import { route } from '../../lib/route';
import { insertRegion, listRegions } from './regions-repository';

export async function regionsRoutes(app: FastifyInstance) {
  route(app, regionEndpoints.list, async (request) => {
    const me = await requireUser(request);
    authorize(me, 'regions.read');
    return listRegions(app.db);
  });

  route(app, regionEndpoints.create, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'regions.create');
    const { name } = request.body;
    if (await findRegionByName(app.db, name)) throw conflict(`The region "${name}" already exists.`);
    const { after: region } = await audited(request, { actor: me, action: 'create', entity: 'region' }, async (trx) => {
      const row = await insertRegion(trx, name);
      return { id: row.id, after: row };
    });
    return reply.code(201).send({ id: region.id, name: region.name, coach_count: 0, client_count: 0 });
  });
}
