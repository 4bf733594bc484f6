import { actForOwner } from './offline-copy';
import { META, getRow } from './offline-db';
import {
  SYNC_TAG,
  sendableBody,
  sendingFailed,
  sendWaitingChanges,
  versionFailed,
  waitingChanges,
  type WorkerSession,
} from './waiting-changes';

// The service worker's part in work without a signal (docs/decisions/055-offline-work.md#background-sync): built
// into `sw-sync.js`, which the Workbox worker imports. When the connection comes back with no window of the app open,
// the browser wakes the worker with the Background Sync event the page asked for, and the worker sends what waits,
// in order and under each change's key, exactly as the page would (waiting-changes.ts), with the session the page
// left for it. With a window open it does nothing: the page sends, and asks the person when the session is over.
// Should both send at once all the same (a tab opened meanwhile), they take turns under one Web Lock.

/** The event Background Sync gives the worker (not in TypeScript's DOM library, which the app's code is typed by). */
interface SyncEvent {
  readonly tag: string;
  waitUntil: (work: Promise<unknown>) => void;
}

/** The worker's global, as far as this file uses it. */
declare const self: {
  clients: { matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly unknown[]> };
  addEventListener: (type: 'sync', listener: (event: SyncEvent) => void) => void;
};

interface Answer {
  /** Null without an answer. */
  status: number | null;
  data: unknown;
}

async function call(session: WorkerSession, method: string, path: string, body?: unknown, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}` };
  if (key) headers['idempotency-key'] = key;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  try {
    const response = await fetch(`/api${path}`, { method, headers, body: payload });
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the status says enough.
    }
    return { status: response.status, data };
  } catch {
    return { status: null, data: null };
  }
}

/** The server's reason (DESIGN section 4's `error`), or a plain one. */
const reasonOf = (data: unknown): string => {
  const error = (data as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() ? error : "Couldn't send the change.";
};

/** Whether a window of the app is open: it sends itself. */
const windowOpen = async () => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).length > 0;

/** How long the worker waits for a window between two pages (a navigation) before it takes the app for closed. */
const CLOSED_AFTER_MS = 2000;

async function sendFromWorker(): Promise<void> {
  if (await windowOpen()) return;
  await new Promise((resolve) => setTimeout(resolve, CLOSED_AFTER_MS));
  if (await windowOpen()) return;
  const session = await getRow<WorkerSession>(META, 'worker-session');
  if (!session) return;
  actForOwner(session.userId);
  await sendWaitingChanges({
    async current(path) {
      const answer = await call(session, 'GET', path);
      return answer.status === 200 ? (answer.data as Record<string, unknown>) : versionFailed(answer.status);
    },
    async send(change) {
      const answer = await call(session, change.method, change.path, sendableBody(change.body), change.key);
      return answer.status !== null && change.accept.includes(answer.status)
        ? { kind: 'sent', answer: answer.data }
        : sendingFailed(change, answer.status, reasonOf(answer.data));
    },
  });
  // Still waiting (no answer again, the session over): failing the event asks the browser to try again later.
  if ((await waitingChanges()).some((change) => change.state === 'waiting')) throw new Error('Changes are still waiting to be sent.');
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendFromWorker());
});
