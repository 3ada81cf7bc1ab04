import type { UserInfo } from '@/shared/contract/user';
import { setClientState } from './client-state';
import { readJson, readString, remove, StorageKey, writeJson, writeString } from './storage';

export interface StoredSession {
  userKey: string;
  secret: string;
}

/** The stored session, or null when logged out. */
export function readSession(): StoredSession | null {
  const userKey = readString(StorageKey.key);
  if (!userKey) return null;
  return { userKey, secret: readString(StorageKey.keySecret) ?? '' };
}

/** Logged in when a stored user key exists (docs/product.md#session). */
export function hasStoredKey(): boolean {
  return Boolean(readString(StorageKey.key));
}

export function readUserInfo(): UserInfo | null {
  return readJson<UserInfo>(StorageKey.info);
}

/** Stores what login returned and marks the client logged in. */
export function saveSession(userKey: string, secret: string, userInfo: UserInfo): void {
  writeString(StorageKey.key, userKey);
  writeString(StorageKey.keySecret, secret);
  writeJson(StorageKey.info, userInfo);
  setClientState({ hasLogin: true, userInfo });
}

export function updateStoredUserInfo(userInfo: UserInfo): void {
  writeJson(StorageKey.info, userInfo);
  setClientState({ userInfo });
}

/** Forgets the session: key, its secret and info; the client state follows. */
export function clearSession(): void {
  remove(StorageKey.key, StorageKey.keySecret, StorageKey.info);
  setClientState({ hasLogin: false, userInfo: null });
}

/** Sets hasLogin and userInfo from storage at launch. */
export function restoreSession(): void {
  const loggedIn = hasStoredKey();
  setClientState({ hasLogin: loggedIn, userInfo: loggedIn ? readUserInfo() : null });
}

const staffRoles = new Set(['sales', 'technician', 'manager', 'company']);

/** Staff see the Accept and Workdesk tabs. */
export function isStaff(userInfo: UserInfo | null): boolean {
  return userInfo !== null && staffRoles.has(userInfo.role);
}
