// The ids of records made without a signal (docs/decisions/055-offline-work.md#records-made-offline). A plan made
// offline gets an id of the device's own until the server gives it one; a step added to it, a diary entry logged
// against it, an edit of it, all name it by that id meanwhile. Once its creation arrives, the server's id takes its
// place: in the changes still waiting (waiting-changes.ts), in the data kept for reading (offline-copy.ts), and in
// any call a screen still makes with the device's id (api-call.ts, through withSentIds). This module is in the
// public pages' code too: it stays small.

/**
 * Ids of what waits on the device: the top 147 million of the ids the contract takes (MAX_ID, 2^31 − 1), so that the
 * forms accept them (a diary entry's plan), far above any the server will give (a table of two billion rows). Never
 * sent as one, never "the newest" read.
 */
export const WAITING_ID_FROM = 2_000_000_000;

export const isWaitingId = (id: unknown): id is number => typeof id === 'number' && id >= WAITING_ID_FROM;

/** The next one, kept by the browser: a page loaded again never gives an id a change made before still holds. */
const NEXT_KEY = 'tc-offline-next-id';

let last = WAITING_ID_FROM - 1;

/** A new id for a record made on the device. */
export function newWaitingId(): number {
  let stored: number;
  try {
    stored = Number(localStorage.getItem(NEXT_KEY));
  } catch {
    stored = 0;
  }
  // Above the last this page gave too, whatever the storage says (another tab, a cleared site).
  const id = Math.max(Number.isInteger(stored) ? stored : 0, last + 1);
  last = id;
  try {
    localStorage.setItem(NEXT_KEY, String(id + 1));
  } catch {
    // A browser that keeps nothing keeps no waiting change either.
  }
  return id;
}

/**
 * The device's ids whose records reached the server, with the server's ids, as this page (or worker) knows them: the
 * offline database keeps them for every sender (waiting-changes.ts, `sent-ids`).
 */
const sent = new Map<number, number>();

export function rememberSentId(waiting: number, server: number): void {
  sent.set(waiting, server);
}

/**
 * A device's id in a path or a query: a whole segment, or the value of a parameter named for an id (`client_id`,
 * `clientId`), of 10 digits (then compared with WAITING_ID_FROM). Other numbers are left alone.
 */
const IN_PATH = /(?<=\/|[?&][A-Za-z_]*(?:id|Id)=)\d{10}(?=[/?&]|$)/g;

/** A body's field that names a record: `actionplan_id`, `client_id`, `ids`. */
const NAMES_A_RECORD = /(?:^|_)ids?$|Ids?$/;

export interface WithSentIds {
  path: string;
  body: unknown;
  /** The device's ids in the call whose records have not reached the server yet. */
  unsent: number[];
}

/**
 * A call with the server's id in place of each device's id whose record was sent: in its path, its query and the
 * fields of its JSON body that name records (a diary entry's `actionplan_id`, the ids of a checklist's new order). The ids still waiting are listed: such a call cannot
 * reach the server before the record it names.
 */
export function withSentIds(path: string, body: unknown): WithSentIds {
  const unsent: number[] = [];
  const swap = (id: number): number => {
    const server = sent.get(id);
    if (server === undefined) unsent.push(id);
    return server ?? id;
  };
  const mappedPath = path.replace(IN_PATH, (digits) => (isWaitingId(Number(digits)) ? String(swap(Number(digits))) : digits));
  const plain = typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype;
  const field = (value: unknown): unknown =>
    isWaitingId(value) ? swap(value) : Array.isArray(value) && value.some(isWaitingId) ? value.map(field) : value;
  const mappedBody = plain
    ? Object.fromEntries(Object.entries(body).map(([name, value]) => [name, NAMES_A_RECORD.test(name) ? field(value) : value]))
    : body;
  return { path: mappedPath, body: mappedBody, unsent };
}

/**
 * `value` with every number `from` made `to`, deep: the ids in a kept answer (a row's own, a diary entry's plan). Text
 * is left alone: a phone number may have the same digits.
 */
export function swapId(value: unknown, from: number, to: number): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) {
    const items = value.map((item) => swapId(item, from, to));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const entries = Object.entries(value);
  const swapped = entries.map(([name, item]) => [name, swapId(item, from, to)] as const);
  // The same object when nothing in it changed: the caller knows there is nothing to write.
  return swapped.some(([, item], i) => item !== entries[i][1]) ? Object.fromEntries(swapped) : value;
}

/** A path (or a kept answer's key) with the device's id `from` made `to` where it is a segment or a query value. */
export const swapIdInPath = (path: string, from: number, to: number): string =>
  path.replace(new RegExp(`(?<=[/=])${from}(?=[/?&|]|$)`, 'g'), String(to));
