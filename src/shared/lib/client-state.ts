import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@/shared/contract/user';
import { createStore } from './store';

/** Flags that tell a screen to refetch when it becomes visible again (spec §3). */
export interface RefreshFlags {
  updateOrder: boolean;
  updateShopCart: boolean;
  updateOrderScan: boolean;
  updateOrderUpload: boolean;
  updateOrderComplain: boolean;
  updateShopCartDt: boolean;
  delOrder: boolean;
  hasAddCart: boolean;
  isBackHome: boolean;
  updateOrderRefund: boolean;
  isResetModel: boolean;
}

export interface LocationInfo {
  latitude: number;
  longitude: number;
  state?: string;
  city?: string;
}

/** The client state of spec §3. */
export interface ClientState extends RefreshFlags {
  isTest: boolean;
  isAuditing: number;
  userInfo: UserInfo | null;
  screenHeight: number;
  hasLogin: boolean;
  isPlatIos: boolean;
  locationInfo: LocationInfo | null;
  intBarHeight: number;
  goodInfo: Record<string, unknown> | null;
  goodArray: Record<string, unknown>[];
}

export const initialClientState: ClientState = {
  isTest: false,
  isAuditing: 0,
  userInfo: null,
  screenHeight: 600,
  hasLogin: false,
  isPlatIos: false,
  locationInfo: null,
  intBarHeight: 48,
  goodInfo: null,
  goodArray: [],
  updateOrder: false,
  updateShopCart: false,
  updateOrderScan: false,
  updateOrderUpload: false,
  updateOrderComplain: false,
  updateShopCartDt: false,
  delOrder: false,
  hasAddCart: false,
  isBackHome: false,
  updateOrderRefund: false,
  isResetModel: false,
};

const store = createStore<ClientState>(initialClientState);

export function getClientState(): ClientState {
  return store.get();
}

export function setClientState(patch: Partial<ClientState>): void {
  store.set({ ...store.get(), ...patch });
}

/** Raises or clears one refresh flag. */
export function setRefreshFlag(flag: keyof RefreshFlags, value = true): void {
  setClientState({ [flag]: value } as Partial<ClientState>);
}

export const subscribeClientState = store.subscribe;

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
