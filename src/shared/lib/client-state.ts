import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@/shared/contract/user';

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

let state: ClientState = initialClientState;
const listeners = new Set<() => void>();

export function getClientState(): ClientState {
  return state;
}

export function setClientState(patch: Partial<ClientState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Raises or clears one refresh flag. */
export function setRefreshFlag(flag: keyof RefreshFlags, value = true): void {
  setClientState({ [flag]: value } as Partial<ClientState>);
}

export function subscribeClientState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads a slice of the client state and re-renders when it changes. */
export function useClientState<T>(select: (s: ClientState) => T): T {
  return useSyncExternalStore(
    subscribeClientState,
    () => select(state),
    () => select(initialClientState),
  );
}

/** Test helper: back to the launch state. */
export function resetClientState(): void {
  state = initialClientState;
  for (const listener of listeners) listener();
}
