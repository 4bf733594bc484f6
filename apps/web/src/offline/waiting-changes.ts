import { IDEMPOTENCY_MESSAGES } from '@tc/contract/idempotency';
import { readToken } from '../api/session-storage';
import { CHANGES, META, allRows, deleteRow, getRow, inStore, putRow } from './offline-db';
import { KEEP_MS, keptRecordSent, offlineOwner } from './offline-copy';
import { setOfflineState } from './offline-state';
import { isWaitingId, rememberSentId, withSentIds } from './waiting-ids';

// Changes made without a signal (issue 29, docs/decisions/055-offline-work.md): each is kept on the device at once,
// with the Idempotency-Key it was first sent with, and sent again in the order it was made when the connection
// returns. The server stores a change sent twice once (decision 053).

/** What a save says of itself so that it can wait on the device (ApiCallSpec.offline). */
export interface OfflineSave {
  /** What the list of waiting changes calls it: "Time logged for Emily Chen: 45 min". */
  label: string;
  /** The person's own words in it, offered to copy when the change cannot be sent. */
  text?: string;
  /**
   * The record as the person saw it before changing it: before sending, the server's version is read again, and if
   * one of these fields changed there meanwhile, both versions are shown and the person chooses.
   */
  base?: {
    path: string;
    fields: Record<string, unknown>;
    /** The person's version under the record's names, where the body names them otherwise (a session's `start`). */
    mine?: Record<string, unknown>;
  };
  /** What the screen gets back meanwhile, in place of the server's answer (the step ticked, the message sent). */
  answer: unknown;
}

export type ChangeState = 'waiting' | 'conflict' | 'refused';

export interface WaitingChange {
  seq?: number;
  userId: number;
  /** The Idempotency-Key of its first sending, kept for every later one. */
  key: string;
  method: string;
  path: string;
  /** JSON, or a multipart form's fields ({ form }) with its files. */
  body: unknown;
  accept: readonly number[];
  label: string;
  text?: string;
  base?: OfflineSave['base'];
  madeAt: number;
  state: ChangeState;
  /** The device's id of the record this change makes (waiting-ids.ts): the changes after it may name it. */
  creates?: number;
  /** Refused: the server's reason. */
  reason?: string;
  /** Met a newer version: the server's, or null when the record was deleted there. */
  theirs?: Record<string, unknown> | null;
}

interface FormBody {
  form: [string, FormDataEntryValue][];
}

const isFormBody = (body: unknown): body is FormBody => typeof body === 'object' && body !== null && Array.isArray((body as FormBody).form);

/** A multipart body as the device can keep it (FormData cannot be stored; its files can). */
export const storableBody = (body: unknown): unknown =>
  body instanceof FormData ? ({ form: [...body.entries()] } satisfies FormBody) : body;

/** The body to send again. */
export function sendableBody(body: unknown): unknown {
  if (!isFormBody(body)) return body;
  const form = new FormData();
  for (const [name, value] of body.form) form.append(name, value);
  return form;
}

/** This person's changes on the device, oldest first. */
export async function waitingChanges(): Promise<WaitingChange[]> {
  const owner = offlineOwner();
  const rows = await allRows<WaitingChange>(CHANGES);
  return rows.filter((row) => row.userId === owner).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Counts them again for the banner and the navigation. */
export async function countWaitingChanges(): Promise<WaitingChange[]> {
  const rows = await waitingChanges();
  setOfflineState({ waiting: rows.length, attention: rows.filter((row) => row.state !== 'waiting').length });
  return rows;
}

/** The Background Sync tag under which the service worker sends what waits while no window of the app is open. */
export const SYNC_TAG = 'tc-send-waiting';

/** The session the service worker sends with (it cannot read the page's storage): kept only while changes wait. */
export interface WorkerSession {
  id: 'worker-session';
  userId: number;
  token: string;
}

/**
 * Asks the browser to wake the service worker once the connection is back, even with the app closed (Background
 * Sync, where the browser has it: Chromium's). The page's own session goes with it; elsewhere the page sends on the
 * next online event or app start.
 */
export async function askBackgroundSync(): Promise<void> {
  const owner = offlineOwner();
  const token = owner === null ? null : readToken();
  if (owner === null || token === null) return;
  await putRow(META, { id: 'worker-session', userId: owner, token } satisfies WorkerSession);
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync here, or no worker (plain HTTP): the page sends instead.
  }
}

/** Keeps a save that got no answer, to send later; false when this device keeps nothing for this person. */
export async function keepChange(change: Omit<WaitingChange, 'userId' | 'madeAt' | 'state'>): Promise<boolean> {
  const owner = offlineOwner();
  if (owner === null) return false;
  const done = await inStore(CHANGES, 'readwrite', (s) =>
    s.add({ ...change, body: storableBody(change.body), userId: owner, madeAt: Date.now(), state: 'waiting' } satisfies WaitingChange),
  );
  await countWaitingChanges();
  if (done !== undefined) await askBackgroundSync();
  return done !== undefined;
}

export async function updateChange(change: WaitingChange): Promise<void> {
  await putRow(CHANGES, change);
  await countWaitingChanges();
}

export async function dropChange(change: WaitingChange): Promise<void> {
  if (change.seq !== undefined) await deleteRow(CHANGES, change.seq);
  await countWaitingChanges();
}

/** How one sending went. */
export type Outcome =
  /** Arrived; with the server's answer, unless an earlier sending stored it and its answer was lost. */
  | { kind: 'sent'; answer?: unknown }
  /** No answer, or the server cannot take it now (5xx, 429, the session to sign in again): try later. */
  | { kind: 'later' }
  | { kind: 'gone' }
  | { kind: 'refused'; reason: string };

/** What sending needs of the app: its GET, without the kept answers, and its keyed save. */
export interface Sender {
  /**
   * The server's version of a record: its body; null when it is gone (404); false when this person may not read it
   * (the change is sent, and refused with the reason); undefined without an answer.
   */
  current: (path: string) => Promise<Record<string, unknown> | null | false | undefined>;
  send: (change: WaitingChange) => Promise<Outcome>;
}

/** A call the server will not take now, but may later: no answer (null), a failure of its own, too many calls, no session. */
export const tryLater = (status: number | null): boolean => status === null || status === 401 || status === 429 || status >= 500;

/** What a failed read of the server's version says (Sender.current). */
export function versionFailed(status: number | null): null | false | undefined {
  if (tryLater(status)) return undefined;
  // Gone; or not readable by this person any more, when the change itself will be refused with the reason.
  return status === 404 ? null : false;
}

/** What a failed sending says, from its status (null: no answer) and the server's message. */
export function sendingFailed(change: WaitingChange, status: number | null, message: string): Outcome {
  if (tryLater(status)) return { kind: 'later' };
  // Its first sending is still being stored: it is looked at again next time.
  if (status === 409 && message === IDEMPOTENCY_MESSAGES.running) return { kind: 'later' };
  // Stored by an earlier sending whose answer was lost: it is there.
  if (status === 409 && message === IDEMPOTENCY_MESSAGES.answerLost) return { kind: 'sent' };
  // The record changed is gone; a new one's parent gone (a client no longer theirs) is a refusal like any other.
  if (status === 404 && change.method !== 'POST') return { kind: 'gone' };
  return { kind: 'refused', reason: message };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A field the person changed that changed on the server too, to something else, since they saw it. A field only
 * they changed, or changed the same way there, is no conflict.
 */
export function conflictingFields(base: Record<string, unknown>, mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  return Object.keys(base).filter((field) => !same(theirs[field], base[field]) && !same(theirs[field], mine[field]));
}

/** The server's ids of records made on the device, with when each arrived: shared by the page and its worker. */
interface SentIds {
  id: 'sent-ids';
  ids: [waiting: number, server: number, at: number][];
}

/** What this page or the service worker learnt since: the server's ids of records made on the device. */
async function loadSentIds(): Promise<void> {
  for (const [waiting, server] of (await getRow<SentIds>(META, 'sent-ids'))?.ids ?? []) rememberSentId(waiting, server);
}

/**
 * A record made on the device reached the server under `id`: the changes after it name it by the server's id from
 * now on (a step added to a plan made offline, a diary entry logged against it), whoever sends them.
 */
async function recordSent(waiting: number, id: number): Promise<void> {
  rememberSentId(waiting, id);
  const kept = ((await getRow<SentIds>(META, 'sent-ids'))?.ids ?? []).filter(([, , at]) => Date.now() - at < KEEP_MS);
  await putRow(META, { id: 'sent-ids', ids: [...kept, [waiting, id, Date.now()]] } satisfies SentIds);
}

/**
 * A change with the server's id in place of each device's id whose record arrived, kept so; with the device's ids it
 * still names whose records have not arrived.
 */
async function withServerIds(change: WaitingChange): Promise<{ change: WaitingChange; unsent: number[] }> {
  const { path, body, unsent } = withSentIds(change.path, change.body);
  const base = change.base && { ...change.base, path: withSentIds(change.base.path, undefined).path };
  if (path === change.path && base?.path === change.base?.path && JSON.stringify(body) === JSON.stringify(change.body))
    return { change, unsent };
  const mapped = { ...change, path, body, base };
  await putRow(CHANGES, mapped);
  return { change: mapped, unsent };
}

/**
 * What a change naming records made on the device that have not reached the server does: 'wait' while each one's
 * own change is still on the device (set aside, say, until the person chooses), 'orphan' when one is not (deleted
 * from the device, or stored by an earlier sending whose answer was lost).
 */
function namesUnsent(change: WaitingChange, unsent: number[], all: WaitingChange[]): 'wait' | 'orphan' | null {
  if (unsent.length === 0) return null;
  return unsent.every((id) => all.some((other) => other.creates === id && other.seq !== change.seq)) ? 'wait' : 'orphan';
}

/** What an orphan is told: its record never got the server's id. */
export const ORPHANED =
  'What this change belongs to was made on this device and did not reach the server as expected. Copy your words and make the change again.';

let sending: Promise<number> | null = null;

/**
 * Sends the waiting changes in the order they were made, one at a time; resolves with how many arrived. A change
 * that met a newer version, or that the server refused, is set aside for the person; the others go on. It stops at
 * the first that gets no answer: the connection is gone again.
 */
export function sendWaitingChanges(sender: Sender): Promise<number> {
  if (sending) return sending;
  // Said at once, not when the lock is granted: "Send now" never looks idle while a sending is about to start.
  setOfflineState({ sending: true });
  sending = oneSenderAtATime(async () => {
    let sent = 0;
    try {
      await loadSentIds();
      for (const { seq } of await waitingChanges()) {
        // Read again: what was sent before it is gone from the list, and may have given it the server's id.
        const now = await waitingChanges();
        const listed = now.find((row) => row.seq === seq);
        if (!listed || listed.state !== 'waiting') continue;
        const { change, unsent } = await withServerIds(listed);
        const held = namesUnsent(change, unsent, now);
        if (held === 'wait') continue;
        if (held === 'orphan') {
          await updateChange({ ...change, state: 'refused', reason: ORPHANED });
          continue;
        }
        if (change.base) {
          const theirs = await sender.current(change.base.path);
          if (theirs === undefined) break;
          const mine = change.base.mine ?? ((isFormBody(change.body) ? {} : change.body) as Record<string, unknown>);
          // false: nothing to compare with, and the server says why when the change itself is sent.
          if (theirs === null || (theirs !== false && conflictingFields(change.base.fields, mine, theirs).length > 0)) {
            await updateChange({ ...change, state: 'conflict', theirs });
            continue;
          }
        }
        const outcome = await sender.send(change);
        if (outcome.kind === 'later') break;
        if (outcome.kind === 'sent') {
          sent += 1;
          // The server's id is kept before the change leaves the list: no change is ever left naming a record that is
          // neither waiting nor known to be sent (namesUnsent).
          const id = (outcome.answer as { id?: unknown } | undefined)?.id;
          if (change.creates !== undefined && typeof id === 'number' && !isWaitingId(id)) {
            await recordSent(change.creates, id);
            await keptRecordSent(change.creates, id, outcome.answer);
          }
          await dropChange(change);
        } else if (outcome.kind === 'gone') await updateChange({ ...change, state: 'conflict', theirs: null });
        else await updateChange({ ...change, state: 'refused', reason: outcome.reason });
      }
    } finally {
      sending = null;
      setOfflineState({ sending: false });
      // Nothing left to send: the worker's copy of the session goes.
      if ((await countWaitingChanges()).length === 0) await deleteRow(META, 'worker-session');
    }
    return sent;
  });
  return sending;
}

/**
 * Runs `send` while no other tab of the app, nor its service worker (sw-sync.ts), is sending: each sends under a
 * Web Lock of the same name. Where there are no Web Locks, the one sender of this page runs at once.
 */
function oneSenderAtATime(send: () => Promise<number>): Promise<number> {
  const locks = (globalThis.navigator as (Navigator & { locks?: LockManager }) | undefined)?.locks;
  return locks ? locks.request(SYNC_TAG, send) : send();
}
