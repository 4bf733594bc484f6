// The offline state as data: the service worker's script (sw-sync.ts) shares it, without React (use-offline-state.ts).

/** What the banner, the navigation and the list of waiting changes show (docs/decisions/055-offline-work.md). */
export interface OfflineState {
  /** False once a call got no answer or the browser says it is offline; true again at the next answer. */
  online: boolean;
  /** Changes on this device not yet sent. */
  waiting: number;
  /** Of those, the ones the server refused or that met a newer version: they wait for the person. */
  attention: number;
  /** When the coach's data on this device was last brought up to date, or null when it never was. */
  copyUpdatedAt: number | null;
  refreshing: boolean;
  sending: boolean;
}

let state: OfflineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  waiting: 0,
  attention: 0,
  copyUpdatedAt: null,
  refreshing: false,
  sending: false,
};
const listeners = new Set<() => void>();

export const offlineState = (): OfflineState => state;

export function setOfflineState(change: Partial<OfflineState>): void {
  if (Object.entries(change).every(([key, value]) => state[key as keyof OfflineState] === value)) return;
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribeOfflineState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state a server's render shows: the first one. */
export const FIRST_OFFLINE_STATE = state;
