import { IDEMPOTENCY_KEY_HEADER } from '@tc/contract/idempotency';
import { ApiFailure, apiCall, apiResponse } from '../api/api-call';
import { MAX_PAGE_SIZE } from '@tc/contract/common';
import { todayInAlberta } from '../lib/calendar-date';
import { hoursPeriods } from '../features/client-profile/profile-periods';
import { addDays, mondayOf } from '../features/sessions/session-time';
import { keepBlob, offlineOwner, type Owner } from './offline-copy';
import { markedFiles } from './kept-files';
import { META, putRow } from './offline-db';
import { setOfflineState } from './offline-state';
import {
  sendableBody,
  sendingFailed,
  sendWaitingChanges,
  tryLater,
  versionFailed,
  type Outcome,
  type Sender,
  type WaitingChange,
} from './waiting-changes';

// How the waiting changes reach the server (docs/decisions/055-offline-work.md): through the app's own API call, so
// a session that ended asks for the password first, and under each change's own Idempotency-Key.

const NOT_SENT = "Couldn't send the change.";

export const sender: Sender = {
  async current(path) {
    try {
      return await apiCall<Record<string, unknown>>({ method: 'GET', path, accept: [200], failure: NOT_SENT, silent: true, live: true });
    } catch (error) {
      return error instanceof ApiFailure ? versionFailed(error.status) : undefined;
    }
  },
  async send(change: WaitingChange): Promise<Outcome> {
    try {
      const response = await apiResponse({
        method: change.method as 'POST',
        path: change.path,
        body: sendableBody(change.body),
        headers: { [IDEMPOTENCY_KEY_HEADER]: change.key },
        accept: change.accept,
        failure: NOT_SENT,
        silent: true,
      });
      return { kind: 'sent', answer: response.data };
    } catch (error) {
      return error instanceof ApiFailure ? sendingFailed(change, error.status, error.message) : { kind: 'later' };
    }
  },
};

/** Sends what waits; `arrived` runs when at least one change reached the server (the screens read again). */
export async function sendNow(arrived: () => void): Promise<void> {
  if ((await sendWaitingChanges(sender)) > 0) arrived();
}

const REFRESH_FAILED = "Couldn't bring the data for offline use.";

/**
 * One read of "Refresh", through the app's GET (which keeps its answer). A read the server refuses (a client given to
 * another coach a moment ago) is left out and the others go on; one without an answer stops Refresh.
 */
async function readForRefresh(path: string, blob = false): Promise<unknown> {
  try {
    const options = blob ? { responseType: 'blob' as const } : undefined;
    return (await apiResponse({ method: 'GET', path, accept: [200], failure: REFRESH_FAILED, silent: true, live: true, options })).data;
  } catch (error) {
    if (error instanceof ApiFailure && !tryLater(error.status)) return null;
    throw error;
  }
}

/** "Refresh": every client's records on the device. */
export const refreshNow = () => refreshOfflineCopy(readForRefresh);

/** How many reads "Refresh" sends at once: enough to be quick on a phone's connection, few enough to leave the server room. */
const AT_ONCE = 4;

/** The API's largest page, bigger than any screen's: a screen's smaller pages are answered from it (keptAnswer). */
const LONG_PAGE = MAX_PAGE_SIZE;

type Read = (path: string, blob?: boolean) => Promise<unknown>;

/**
 * Brings what a coach needs on the road: their clients and profiles, every plan with its steps, the last 100 diary
 * entries and the conversation of each client, the milestones and documents' list, and this and next week's
 * sessions. `read` is the app's own GET (api-call.ts), which keeps each answer as it comes.
 */
export async function refreshOfflineCopy(read: Read): Promise<boolean> {
  const owner = offlineOwner();
  if (owner === null) return false;
  setOfflineState({ refreshing: true });
  try {
    const today = todayInAlberta();
    const monday = mondayOf(today);
    const week = (from: string) => `/sessions?from=${from}&to=${addDays(from, 6)}&coach_id=${owner}&page=1&pageSize=500`;
    // Every client of theirs, a hundred at a time: a screen's pages are answered from the first hundred.
    const clients: { id: number }[] = [];
    for (let page = 1; ; page += 1) {
      const rows = ((await read(`/users/clients?sort=lastname&mine=true&page=${page}&pageSize=${LONG_PAGE}`)) ?? []) as { id: number }[];
      clients.push(...rows);
      if (rows.length < LONG_PAGE) break;
    }
    await Promise.all(
      [
        '/dashboard',
        '/dashboard/new-clients',
        '/messages/unread',
        '/regions',
        `/conversations?page=1&pageSize=25`,
        `/action-plans?coachId=${owner}&page=1&pageSize=${LONG_PAGE}`,
        week(monday),
        week(addDays(monday, 7)),
      ].map((path) => read(path)),
    );
    const periods = hoursPeriods(today);
    const perClient = clients.flatMap(({ id }) => [
      async () => {
        const plans = (await read(`/action-plans?clientId=${id}&page=1&pageSize=${LONG_PAGE}`)) as {
          actionPlans?: { id: number }[];
        } | null;
        for (const plan of plans?.actionPlans ?? []) await read(`/action-plans/${plan.id}/steps`);
      },
      ...[
        `/users/${id}`,
        `/clients/${id}/coaches`,
        `/clients/${id}/intake`,
        `/action-journals?client_id=${id}&page=1&pageSize=${LONG_PAGE}`,
        ...periods.map((p) => `/action-journals/summary?client_id=${id}${p.from ? `&from=${p.from}&to=${p.to}` : ''}`),
        `/milestones?client_id=${id}&page=1&pageSize=${LONG_PAGE}`,
        `/clients/${id}/files?sort=-date&page=1&pageSize=${LONG_PAGE}`,
        `/clients/${id}/messages`,
      ].map((path) => () => read(path)),
    ]);
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < perClient.length) await perClient[next++]();
      }),
    );
    // The documents marked "Keep offline", brought again.
    for (const path of await markedFiles()) {
      const file = await read(path, true);
      if (file instanceof Blob) await keepBlob(path, file);
    }
    const updatedAt = Date.now();
    await putRow(META, { id: 'owner', userId: owner, updatedAt } satisfies Owner);
    setOfflineState({ copyUpdatedAt: updatedAt });
    return true;
  } catch {
    return false;
  } finally {
    setOfflineState({ refreshing: false });
  }
}
