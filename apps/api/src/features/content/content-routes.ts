import { MAX_PAGE_SIZE } from '@tc/contract/common';
import { collections, type CollectionDef } from '@tc/contract/content';
import { type CollectionEndpoints, contentEndpoints } from '@tc/contract/content-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser, requireUser } from '../../auth/authenticate';
import { type Actor, authorize, can } from '../../auth/policy';
import { audited } from '../../lib/audited';
import { conflict, notFound, unauthenticated } from '../../lib/errors';
import { paging, parseSort } from '../../lib/listing';
import { route } from '../../lib/route';
import { assertFilesStored } from '../../storage/file-references';
import { findItem, insertItem, isPublic, listItems, setDeleted, type StatusView, updateItem } from './content-repository';

/** The list query of any collection, as its schema parses it (`status` only where there is publishing). */
interface ListQuery {
  q?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
  archived?: 'true' | 'false';
  status?: 'draft' | 'published' | 'all';
}

/**
 * Who may see drafts, posts scheduled for later and deleted items (docs/architecture.md#access):
 * refused with 401 without a valid token, else 403.
 */
function assertMaySeeHidden(me: Actor | null): asserts me is Actor {
  if (!me) throw unauthenticated('Please sign in as an administrator to see drafts and deleted items.');
  authorize(me, 'content.readHidden', undefined, 'Only administrators see drafts and deleted items.');
}

/**
 * The six calls of one collection (list, get, create, update, delete, restore),
 * built from its definition: anyone reads what is published, administrators
 * write; deletes are soft and restorable; every write is audited.
 */
function collectionRoutes(app: FastifyInstance, def: CollectionDef, ops: CollectionEndpoints) {
  const db = app.db;
  const missing = () => notFound(`This ${def.label} was not found.`);
  const audit = (me: Actor, action: 'create' | 'update' | 'delete' | 'restore') => ({ actor: me, action, entity: def.table });

  /** The administrator making a change: 401 without a valid token, 403 for anyone else. */
  async function writer(request: FastifyRequest): Promise<Actor> {
    const me = await requireUser(request);
    authorize(me, 'content.write', undefined, `Only administrators can change ${def.label}s.`);
    return me;
  }

  /** A live item, for a change: a deleted one is restored first. */
  async function live(id: number) {
    const item = await findItem(db, def, id);
    if (!item || item.archivedAt !== null) throw missing();
    return item;
  }

  route(app, ops.list, async (request, reply) => {
    const query = request.query as ListQuery;
    const me = await optionalUser(request);
    const archived = query.archived === 'true';
    // Without `status`, everyone gets what the public sees; deleted items come whatever their status.
    const status = query.status ?? (archived ? 'all' : 'published');
    if (archived || status !== 'published') assertMaySeeHidden(me);
    const view: StatusView = status === 'published' ? 'visible' : status;
    const sort = query.sort ? parseSort(query.sort, def.sorts, def.sorts[0]) : undefined;
    // A list that can grow answers one page at most (docs/architecture.md#api-conventions): the first 100 rows unless asked otherwise.
    const page = paging(query, MAX_PAGE_SIZE);
    const { rows, total } = await listItems(db, def, {
      q: query.q || undefined,
      archived,
      view,
      sort,
      limit: page.paged ? page.limit : MAX_PAGE_SIZE,
      offset: page.offset,
    });
    reply.header('X-Total-Count', String(total));
    return rows;
  });

  route(app, ops.get, async (request) => {
    const me = await optionalUser(request);
    const item = await findItem(db, def, request.params.id);
    // A draft, a post not yet due or a deleted item does not exist for those who may not see it.
    if (!item || (!isPublic(def, item) && !(me && can(me, 'content.readHidden')))) throw missing();
    return item;
  });

  route(app, ops.create, async (request, reply) => {
    const me = await writer(request);
    await assertFilesStored(db, request.body);
    const { after } = await audited(request, audit(me, 'create'), async (trx) => {
      const id = await insertItem(trx, def, request.body);
      return { id, after: (await findItem(trx, def, id))! };
    });
    return reply.code(201).send(after);
  });

  route(app, ops.update, async (request) => {
    const me = await writer(request);
    const before = await live(request.params.id);
    await assertFilesStored(db, request.body);
    const { after } = await audited(request, audit(me, 'update'), async (trx) => {
      await updateItem(trx, def, before.id, request.body);
      return { id: before.id, before, after: (await findItem(trx, def, before.id))! };
    });
    return after;
  });

  route(app, ops.remove, async (request) => {
    const me = await writer(request);
    const before = await live(request.params.id);
    await audited(request, audit(me, 'delete'), async (trx) => {
      await setDeleted(trx, def, before.id, true);
      return { id: before.id, before, after: (await findItem(trx, def, before.id))! };
    });
    return { id: before.id };
  });

  route(app, ops.restore, async (request) => {
    const me = await writer(request);
    const before = await findItem(db, def, request.params.id);
    if (!before) throw missing();
    if (before.archivedAt === null) throw conflict(`This ${def.label} is not deleted.`);
    const { after } = await audited(request, audit(me, 'restore'), async (trx) => {
      await setDeleted(trx, def, before.id, false);
      return { id: before.id, before, after: (await findItem(trx, def, before.id))! };
    });
    return after;
  });
}

/** Every content collection of the contract, one route factory for all (docs/architecture.md#layers, rule 10). */
export async function contentRoutes(app: FastifyInstance) {
  // An answer depends on who asks (administrators see drafts), and an authenticated answer is never stored (docs/architecture.md#api-conventions).
  app.addHook('onSend', async (request, reply) => {
    reply.header('vary', 'Authorization');
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
  });
  for (const name of Object.keys(collections) as (keyof typeof collections)[]) {
    collectionRoutes(app, collections[name], contentEndpoints[name]);
  }
}
