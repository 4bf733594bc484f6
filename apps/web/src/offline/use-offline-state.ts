import { useSyncExternalStore } from 'react';
import { FIRST_OFFLINE_STATE, offlineState, subscribeOfflineState, type OfflineState } from './offline-state';

/** The offline state for a screen: the banner, the navigation's count, the list of waiting changes. */
export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOfflineState, offlineState, () => FIRST_OFFLINE_STATE);
}
