import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@/shared/contract/user';
import { createStore } from './store';

export interface LocationInfo {
  latitude: number;
  longitude: number;
  state?: string;
  city?: string;
}

/**
 * What screens read outside the query cache: the login and where the device is. Only fields a
 * screen reads belong here (client-state.test.ts); the data a screen refreshes lives in the query
 * cache and is refreshed by invalidating its key.
 */
export interface ClientState {
  hasLogin: boolean;
  userInfo: UserInfo | null;
  locationInfo: LocationInfo | null;
}

export const initialClientState: ClientState = {
  hasLogin: false,
  userInfo: null,
  locationInfo: null,
};

const store = createStore<ClientState>(initialClientState);

export function getClientState(): ClientState {
  return store.get();
}

export function setClientState(patch: Partial<ClientState>): void {
  store.set({ ...store.get(), ...patch });
}

/** Reads a slice of the client state and re-renders when it changes. */
export function useClientState<T>(select: (s: ClientState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(initialClientState),
  );
}

/** Test helper: back to the launch state. */
export function resetClientState(): void {
  store.set(initialClientState);
}
