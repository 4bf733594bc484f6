import { MAX_PAGE_SIZE } from '@tc/contract/common';
import type { EndpointDef, ResponseOf } from '@tc/contract/endpoint';
import type { AxiosResponse } from 'axios';
import { callEndpoint, type CallArgs, type CallOptions } from '../api/api-call';

/** How many rows a screen that needs a whole list reads at most: ten calls of the largest page. */
export const ALL_ROWS_BOUND = 10 * MAX_PAGE_SIZE;

/** The total of a list (X-Total-Count), else what came. */
export function totalOf(headers: unknown, shown: number): number {
  const total = Number((headers as Record<string, unknown> | undefined)?.['x-total-count']);
  return Number.isFinite(total) && total >= shown ? total : shown;
}

/** The rows of an answer: the array itself, or the envelope's one array (GET /action-plans). */
function rowsOf(data: unknown): { rows: unknown[]; key?: string } | null {
  if (Array.isArray(data)) return { rows: data };
  if (!data || typeof data !== 'object') return null;
  const key = Object.keys(data).find((k) => Array.isArray((data as Record<string, unknown>)[k]));
  return key ? { rows: (data as Record<string, unknown[]>)[key], key } : null;
}

/**
 * Every page of a list, for a screen that genuinely needs all its rows (a
 * picker, a dialog of one person's assignments): an answer holds one page at
 * most (docs/architecture.md#api-conventions), so the first call is the one the screen would make
 * and, while more rows match, the next pages follow, up to `bound` rows: by the
 * answer's `next` cursor where it gives one (keyset, GET /action-plans), else by
 * page number at the first page's size, while X-Total-Count says more match.
 * The answer is the first one's with every row read in it, and the real total.
 */
export async function callAllPages<E extends EndpointDef>(
  e: E,
  args: CallArgs<E>,
  options: CallOptions,
  bound = ALL_ROWS_BOUND,
): Promise<AxiosResponse<ResponseOf<E>>> {
  const first = await callEndpoint(e, args, options);
  const found = rowsOf(first.data);
  if (!found) return first;
  const rows = [...found.rows];
  const envelope = found.key ? (first.data as Record<string, unknown>) : null;
  const total = envelope && typeof envelope.total === 'number' ? envelope.total : totalOf(first.headers, rows.length);
  const query = (args.query ?? {}) as Record<string, unknown>;
  const size = Number(query.pageSize ?? MAX_PAGE_SIZE);
  let next = envelope?.next;
  for (let page = Number(query.page ?? 1) + 1; rows.length < Math.min(total, bound); page++) {
    if (envelope && typeof next !== 'string') break;
    const more = envelope ? { ...query, page, after: next } : { ...query, page, pageSize: size };
    const answer = await callEndpoint(e, { ...args, query: more } as CallArgs<E>, options);
    const got = rowsOf(answer.data);
    if (!got || got.rows.length === 0) break;
    rows.push(...got.rows);
    next = (answer.data as Record<string, unknown>).next;
  }
  const all = rows.slice(0, bound);
  const data = envelope ? { ...envelope, [found.key!]: all, next: undefined } : all;
  return { ...first, data: data as ResponseOf<E>, headers: { ...first.headers, 'x-total-count': String(total) } };
}
