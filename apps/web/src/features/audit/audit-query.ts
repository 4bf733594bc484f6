import { AUDIT_ACTIONS, type AuditAction } from '@tc/contract/audit';
import type { QueryOf } from '@tc/contract/endpoint';
import type { auditEndpoints } from '@tc/contract/audit-endpoints';

/** The trail's filters and page as the address holds them (?q=&action=&entity=&actorId=&from=&to=&page=&pageSize=). */
export interface AuditQuery {
  /** Words to find in names, titles and values (the server's `q`). */
  q: string;
  action: AuditAction | '';
  entity: string;
  actorId: number | null;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const EMPTY_FILTERS = { q: '', action: '', entity: '', actorId: null, from: '', to: '' } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ENTITY = /^[a-z_]{1,50}$/;

function positiveInt(text: string | null): number | null {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

/** What the address says, anything unreadable left out (a hand-edited link never breaks the screen). */
export function queryFromParams(params: URLSearchParams): AuditQuery {
  const action = params.get('action') ?? '';
  const entity = params.get('entity') ?? '';
  const pageSize = positiveInt(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE;
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : '',
    entity: ENTITY.test(entity) ? entity : '',
    actorId: positiveInt(params.get('actorId')),
    from: date('from'),
    to: date('to'),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** Only what differs from the defaults goes into the address. */
export function paramsFromQuery(query: AuditQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.action) params.action = query.action;
  if (query.entity) params.entity = query.entity;
  if (query.actorId !== null) params.actorId = String(query.actorId);
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  if (query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.pageSize = String(query.pageSize);
  return params;
}

/** A reversed range is not sent: the screen says so instead. */
export const rangeProblem = (q: Pick<AuditQuery, 'from' | 'to'>) =>
  q.from && q.to && q.from > q.to ? 'The end date must not be before the start date' : null;

/** The filters of GET /audit and of the CSV export, for this state. */
export function filterQuery(q: AuditQuery): QueryOf<typeof auditEndpoints.exportCsv> {
  return {
    ...(q.q ? { q: q.q } : {}),
    ...(q.action ? { action: q.action } : {}),
    ...(q.entity ? { entity: q.entity } : {}),
    ...(q.actorId !== null ? { actorId: q.actorId } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
  };
}

/** GET /audit's query for this state. */
export function apiQuery(q: AuditQuery): QueryOf<typeof auditEndpoints.list> {
  return { page: q.page, pageSize: q.pageSize, ...filterQuery(q) };
}

export const hasFilters = (q: AuditQuery) => Boolean(q.q || q.action || q.entity || q.actorId !== null || q.from || q.to);

/** "Showing 26–50 of 120 entries". */
export function rangeText(q: Pick<AuditQuery, 'page' | 'pageSize'>, shown: number, total: number): string {
  if (total === 0) return 'No entries';
  const first = (q.page - 1) * q.pageSize + 1;
  const noun = total === 1 ? 'entry' : 'entries';
  return shown >= total ? `${total} ${noun}` : `Showing ${first}–${first + shown - 1} of ${total} ${noun}`;
}
