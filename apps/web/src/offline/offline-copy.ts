import { ROLES } from '@tc/contract/roles';
import { readStoredUser, readToken } from '../api/session-storage';
import { ANSWERS, CHANGES, META, clearOfflineDb, deleteRow, eachRow, getRow, hasOfflineDb, inStore, putRow } from './offline-db';
import { setOfflineState } from './offline-state';
import { swapId, swapIdInPath } from './waiting-ids';

// A coach's data for reading without a signal (issue 29, docs/decisions/055-offline-work.md). While online, each
// answer the API gives a coach's reads is kept on the device under the request that asked for it; without a signal,
// the same request is answered from there. "Refresh" (offline-sync.ts) brings every client's records at once, so a
// client the coach has not opened lately is there too. This module is in the public pages' code too (api-call.ts):
// it stays small.

/** Offline data is kept at most this long. */
export const KEEP_DAYS = 14;
export const KEEP_MS = KEEP_DAYS * 86_400_000;

/** One answer kept: by person and request, with the page it was (page one of 50 answers page two of 20 too). */
interface KeptAnswer {
  id: string;
  /** Person, path and query without the page: the answers one list has kept. */
  base: string;
  page: number | null;
  pageSize: number | null;
  data: unknown;
  total: string | null;
  savedAt: number;
}

export interface Owner {
  id: 'owner';
  userId: number;
  /** When "Refresh" last brought everything, or null when only what the coach opened is kept. */
  updatedAt: number | null;
}

let workerOwner: number | null = null;

/** The service worker sends one person's changes: theirs. */
export const actForOwner = (id: number): void => {
  workerOwner = id;
};

/**
 * Whose data this device keeps: only a signed-in coach's. An administrator works at the office and sees every
 * client; a client reads their own records at home: neither gets their data kept on a device (the decision says why).
 */
export function offlineOwner(): number | null {
  if (!hasOfflineDb()) return null;
  // The service worker has no localStorage: it acts for the person whose session it was given (sw-sync.ts).
  if (typeof localStorage === 'undefined') return workerOwner;
  if (readToken() === null) return null;
  const user = readStoredUser();
  return user?.category_id === ROLES.COACH && typeof user.id === 'number' ? user.id : null;
}

/** Reads that are not the coach's records: the session itself, images, downloads. */
const notKept = (path: string) => path.startsWith('/auth/') || path.startsWith('/files/') || path.includes('.csv');

function requestOf(owner: number, path: string): Omit<KeptAnswer, 'data' | 'total' | 'savedAt'> {
  const url = new URL(path, 'http://app');
  const query = [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b));
  const paging = (name: string) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const rest = new URLSearchParams(query.filter(([name]) => name !== 'page' && name !== 'pageSize')).toString();
  const base = `${owner} ${url.pathname}?${rest}`;
  return { id: `${base}|${paging('page') ?? ''}|${paging('pageSize') ?? ''}`, base, page: paging('page'), pageSize: paging('pageSize') };
}

const keep = (owner: number, path: string, data: unknown, total: string | null) =>
  putRow(ANSWERS, { ...requestOf(owner, path), data, total, savedAt: Date.now() } satisfies KeptAnswer);

/** Keeps a read's answer for later without a signal (a coach's only; JSON only). */
export async function keepAnswer(path: string, data: unknown, total: string | undefined): Promise<void> {
  const owner = offlineOwner();
  if (owner === null || notKept(path) || data === null || typeof data !== 'object' || data instanceof Blob) return;
  await keep(owner, path, data, total ?? null);
}

/** Keeps a file a coach marked "Keep offline" (kept-files.ts): a download's answer, which keepAnswer leaves out. */
export async function keepBlob(path: string, blob: Blob): Promise<void> {
  const owner = offlineOwner();
  if (owner !== null) await keep(owner, path, blob, null);
}

/** Deletes what was kept for one request (a file no longer marked "Keep offline"). */
export async function forgetAnswer(path: string): Promise<void> {
  const owner = offlineOwner();
  if (owner !== null) await deleteRow(ANSWERS, requestOf(owner, path).id);
}

/** The rows of a page inside a longer first page: page 2 of 20 is rows 20–39 of page 1 of 50. */
function pageWithin(kept: KeptAnswer, page: number, pageSize: number): unknown {
  const from = (page - 1) * pageSize;
  const slice = (rows: unknown[]) => rows.slice(from, from + pageSize);
  if (Array.isArray(kept.data)) return slice(kept.data);
  // A page of rows under one name ({ actionPlans: [...], next }): the rows, without a cursor that no longer fits.
  const entries = Object.entries(kept.data as Record<string, unknown>);
  const lists = entries.filter(([, value]) => Array.isArray(value));
  if (lists.length !== 1) return undefined;
  return Object.fromEntries(entries.map(([name, value]) => [name, Array.isArray(value) ? slice(value) : name === 'next' ? null : value]));
}

export interface OfflineAnswer {
  data: unknown;
  total: string | null;
  savedAt: number;
}

/** The answer kept for a read, when there is one for this person and not older than 14 days. */
export async function keptAnswer(path: string): Promise<OfflineAnswer | null> {
  const owner = offlineOwner();
  if (owner === null || notKept(path)) return null;
  const asked = requestOf(owner, path);
  const fresh = (row: KeptAnswer | undefined): row is KeptAnswer => row !== undefined && Date.now() - row.savedAt < KEEP_MS;
  const exact = await getRow<KeptAnswer>(ANSWERS, asked.id);
  if (fresh(exact)) return { data: exact.data, total: exact.total, savedAt: exact.savedAt };
  if (asked.page === null || asked.pageSize === null) return null;
  const { page, pageSize } = asked;
  const lists =
    (await inStore<KeptAnswer[]>(ANSWERS, 'readonly', (s) => s.index('base').getAll(asked.base) as IDBRequest<KeptAnswer[]>)) ?? [];
  const longer = lists.filter(fresh).find((row) => row.page === 1 && row.pageSize !== null && row.pageSize >= page * pageSize);
  const data = longer ? pageWithin(longer, page, pageSize) : undefined;
  return longer && data !== undefined ? { data, total: longer.total, savedAt: longer.savedAt } : null;
}

/**
 * Which kept reads show the record a change updates: the plan changed shows in the plan lists, the step ticked in its
 * plan's checklist, the session completed in the calendar's weeks.
 */
const SHOWN_IN: { change: RegExp; reads: RegExp }[] = [
  { change: /^\/action-plans\/\d+$/, reads: /^\/action-plans(\?|\/\d+$)/ },
  { change: /^\/plan-steps\/\d+\/done$/, reads: /^\/action-plans\/\d+\/steps$/ },
  { change: /^\/sessions\/\d+(\/status)?$/, reads: /^\/sessions(\?|\/\d+$)/ },
  { change: /^\/action-journals\/\d+$/, reads: /^\/action-journals(\?|\/\d+$)/ },
  { change: /^\/milestones\/\d+$/, reads: /^\/milestones(\?|\/\d+$)/ },
];

type Row = Record<string, unknown> & { id?: unknown };
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer with `record` in place of the row of the same id: the answer itself, a list, or a page's list. */
function withRecord(data: unknown, record: Row): unknown {
  const swap = (rows: unknown[]) => rows.map((row) => (isRow(row) && row.id === record.id ? { ...row, ...record } : row));
  if (Array.isArray(data)) return swap(data);
  if (!isRow(data)) return data;
  if (data.id === record.id) return { ...data, ...record };
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, Array.isArray(value) ? swap(value) : value]));
}

/**
 * A change kept on the device shows in the reads kept there: without a signal, the plan list read again after a
 * change shows the change, not the version before it. The server's answers replace them once back online.
 */
export async function showKeptChange(changePath: string, record: unknown): Promise<void> {
  const owner = offlineOwner();
  if (owner === null || !isRow(record)) return;
  if (NEW_IN.some((made) => made.test(changePath))) return showKeptNew(owner, changePath, record);
  const family = SHOWN_IN.find(({ change }) => change.test(changePath));
  if (!family) return;
  await eachRow(ANSWERS, (row) => {
    const kept = row.value as KeptAnswer;
    const path = pathOf(kept).replace(/\?$/, '');
    if (kept.base.startsWith(`${owner} `) && family.reads.test(path)) row.update({ ...kept, data: withRecord(kept.data, record) });
  });
}

/** The path and query of a kept answer, without the person. */
const pathOf = (kept: KeptAnswer) => kept.base.slice(kept.base.indexOf(' ') + 1);

/** The saves that make a record: a diary entry, a milestone, a plan, a plan's step. */
const NEW_IN = [/^\/action-journals$/, /^\/milestones$/, /^\/action-plans$/, /^\/action-plans\/\d+\/steps$/];

/** Whether a kept plan list (`/action-plans?clientId=7&status=open`) lists a new plan: first page, no other filter. */
function listsPlan(path: string, plan: Row, owner: number): boolean {
  const url = new URL(path, 'http://app');
  const by = url.searchParams;
  if (url.pathname !== '/action-plans' || by.has('after') || by.get('archived') === 'true') return false;
  if (by.has('status') && by.get('status') !== (plan.status ?? 'open')) return false;
  return by.get('clientId') === String(plan.client_id) || by.get('coachId') === String(owner);
}

/** A list's rows with `row` first, counted in its totals (the header's and the page's own). */
function withFirst(kept: KeptAnswer, row: Row, under?: string): KeptAnswer {
  const total = kept.total === null ? null : String(Number(kept.total) + 1);
  if (!under) return { ...kept, data: [row, ...(kept.data as unknown[])], total };
  const page = kept.data as Row;
  const counted = typeof page.total === 'number' ? { total: page.total + 1 } : {};
  return { ...kept, data: { ...page, ...counted, [under]: [row, ...(page[under] as unknown[])] }, total };
}

/**
 * A record made offline, where the screens will look for it: a diary entry or a milestone at the top of the first
 * page of its client's list as kept (no filters); a plan at the top of its client's and its coach's plan lists, with
 * its own answer and an empty checklist kept; a step at the end of its plan's checklist. A diary entry's plan summary,
 * and its client when the plan says which, are read from the plans kept; a plan's client from the profile kept.
 */
async function showKeptNew(owner: number, listPath: string, entry: Row): Promise<void> {
  const mine = (await inStore<KeptAnswer[]>(ANSWERS, 'readonly', (s) => s.getAll() as IDBRequest<KeptAnswer[]>))?.filter((kept) =>
    kept.base.startsWith(`${owner} `),
  );
  if (!mine) return;
  const firstPage = (kept: KeptAnswer) => (kept.page ?? 1) === 1;
  if (listPath === '/action-plans') {
    const profile = mine.find((kept) => pathOf(kept) === `/users/${String(entry.client_id)}?`)?.data;
    const client = isRow(profile)
      ? { id: profile.id, firstname: profile.firstname, lastname: profile.lastname, business_name: profile.business_name ?? null }
      : entry.client;
    const plan = { ...entry, client };
    for (const kept of mine) {
      if (firstPage(kept) && isRow(kept.data) && Array.isArray(kept.data.actionPlans) && listsPlan(pathOf(kept), plan, owner))
        await putRow(ANSWERS, withFirst(kept, plan, 'actionPlans'));
    }
    await keep(owner, `/action-plans/${String(plan.id)}`, plan, null);
    await keep(owner, `/action-plans/${String(plan.id)}/steps`, { steps: [] }, null);
    return;
  }
  if (/^\/action-plans\/\d+\/steps$/.test(listPath)) {
    const checklist = mine.find((kept) => pathOf(kept) === `${listPath}?`);
    if (checklist && isRow(checklist.data) && Array.isArray(checklist.data.steps)) {
      const steps = checklist.data.steps as Row[];
      await putRow(ANSWERS, { ...checklist, data: { ...checklist.data, steps: [...steps, { ...entry, position: steps.length }] } });
    }
    return;
  }
  const plan = mine
    .filter((kept) => pathOf(kept).startsWith('/action-plans?') && isRow(kept.data) && Array.isArray(kept.data.actionPlans))
    .flatMap((kept) => (kept.data as { actionPlans: Row[] }).actionPlans)
    .find((row) => row.id === entry.actionplan_id);
  const clientId = entry.client_id ?? plan?.client_id;
  if (typeof clientId !== 'number') return;
  const shown =
    listPath === '/milestones' ? entry : { ...entry, client_id: clientId, plan: plan ? { id: plan.id, summary: plan.summary } : null };
  for (const kept of mine) {
    if (pathOf(kept) !== `${listPath}?client_id=${clientId}` || !firstPage(kept) || !Array.isArray(kept.data)) continue;
    await putRow(ANSWERS, withFirst(kept, shown));
  }
}

/**
 * A record made offline reached the server: in every kept read, its device id becomes the server's (a kept
 * `/action-plans/<device id>/steps` moves to the server's id too), and its row takes the server's answer.
 */
export async function keptRecordSent(waiting: number, id: number, answer: unknown): Promise<void> {
  await eachRow(ANSWERS, (row) => {
    const kept = row.value as KeptAnswer;
    const key = swapIdInPath(kept.id, waiting, id);
    if (swapId(kept.data, waiting, id) === kept.data && key === kept.id) return;
    // The record's own row takes the answer while it still has the device's id: another kind of record in the same
    // answer (a diary entry of the new plan) may have the server's id already.
    const data = swapId(isRow(answer) ? withRecord(kept.data, { ...answer, id: waiting }) : kept.data, waiting, id);
    const moved = { ...kept, id: key, base: swapIdInPath(kept.base, waiting, id), data };
    if (key === kept.id) return row.update(moved);
    row.delete();
    (row.source as IDBObjectStore).put(moved);
  });
}

/** Deletes the rows of a store older than 14 days by `at`. */
const dropOld = (store: typeof ANSWERS | typeof CHANGES, at: (row: never) => number) =>
  eachRow(store, (row) => {
    if (Date.now() - at(row.value as never) > KEEP_MS) row.delete();
  });

/**
 * Makes the device's data this person's: another person's (a shared tablet) is deleted first, and so is anything
 * kept more than 14 days: a read, a waiting change, the copy as a whole when "Refresh" last ran longer ago than that.
 * Runs when the private area opens.
 */
export async function claimOfflineData(): Promise<void> {
  const owner = offlineOwner();
  if (!hasOfflineDb()) return;
  let held = await getRow<Owner>(META, 'owner');
  if (held && held.userId !== owner) {
    await clearOfflineDb();
    held = undefined;
  }
  if (owner === null) return;
  if (held?.updatedAt != null && Date.now() - held.updatedAt > KEEP_MS) {
    await forgetReadCopy();
    held = undefined;
  }
  if (!held) await putRow(META, { id: 'owner', userId: owner, updatedAt: null } satisfies Owner);
  await dropOld(ANSWERS, (row: KeptAnswer) => row.savedAt);
  await dropOld(CHANGES, (row: { madeAt: number }) => row.madeAt);
  setOfflineState({ copyUpdatedAt: held?.updatedAt ?? null });
}

/**
 * A session that ended (signed out in another tab, out of time): what was kept for reading leaves the device. The
 * waiting changes stay for the same person to send once signed in again; another person signing in deletes them.
 */
export async function forgetReadCopy(): Promise<void> {
  await inStore(ANSWERS, 'readwrite', (s) => s.clear());
  await inStore(META, 'readwrite', (s) => s.delete('owner'));
  // The session is over: the service worker does not send with it either.
  await deleteRow(META, 'worker-session');
  setOfflineState({ copyUpdatedAt: null });
}

/** Signing out (or out of time): this person's data leaves the device, waiting changes included (asked first). */
export async function forgetOfflineData(): Promise<void> {
  await clearOfflineDb();
  setOfflineState({ copyUpdatedAt: null, waiting: 0, attention: 0 });
}
