import { auditEndpoints } from '@tc/contract/audit-endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/authenticate';
import { authorize } from '../../auth/policy';
import { sendCsv } from '../../lib/csv';
import { pageFromNearerEnd, paging, sendTotal } from '../../lib/listing';
import { route } from '../../lib/route';
import { instantRange } from './audit-period';
import { countAuditEntries, listAuditEntries, searchWay } from '../../db/audit-repository';
import { auditCsv } from './audit-csv';

/** A page's size when the call names a page but not its size; a call that names neither gets paging()'s first page. */
const DEFAULT_PAGE_SIZE = 50;

/**
 * GET /audit (docs/architecture.md#access): administrators read the trail. It has no write
 * route at all: entries are made only by `audited()` in the change's own transaction.
 */
export async function auditRoutes(app: FastifyInstance) {
  route(app, auditEndpoints.list, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'audit.read', undefined, 'Only administrators read the audit trail.');
    const { from, to, page: pageNumber, pageSize, ...rest } = request.query;
    const filters = { ...rest, ...instantRange(from, to) };
    // A list that can grow answers one page at most (docs/architecture.md#api-conventions), paged or not.
    const page = paging({ page: pageNumber, pageSize }, DEFAULT_PAGE_SIZE);
    // How a search by words reads (its probe), asked once for the page and its total.
    const way = await searchWay(app.db, filters);
    // A page past the middle is read from the oldest end: the last of 510,000 entries skipped them all.
    const { rows, total } = await pageFromNearerEnd(
      page,
      () => countAuditEntries(app.db, filters, way),
      (reversed, limit, offset) => listAuditEntries(app.db, filters, limit, offset, way, reversed),
    );
    sendTotal(reply, total);
    return rows;
  });

  // The entries the same filters match, whole, as a spreadsheet reads them: streamed, so any range is
  // one file (docs/decisions/042-streamed-exports.md); X-Total-Count says how many rows it holds.
  route(app, auditEndpoints.exportCsv, async (request, reply) => {
    const me = await requireUser(request);
    authorize(me, 'audit.read', undefined, 'Only administrators read the audit trail.');
    const { from, to, ...rest } = request.query;
    const filters = { ...rest, ...instantRange(from, to) };
    const way = await searchWay(app.db, filters);
    sendTotal(reply, await countAuditEntries(app.db, filters, way));
    const source = { db: app.db, dialect: app.dialect, sqliteFile: app.config.sqliteFile };
    return sendCsv(reply, 'audit-trail', await auditCsv(source, filters, way));
  });
}
