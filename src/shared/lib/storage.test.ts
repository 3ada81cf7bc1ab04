import { beforeEach, describe, expect, it } from 'vitest';
import { detectDevice } from './device';
import { getClientState, initialClientState, resetClientState } from './client-state';
import { clearSession, restoreSession, saveSession } from './session';
import { currentCountry, ensureLanguage, StorageKey, storeLanguage } from './storage';

beforeEach(() => {
  localStorage.clear();
  resetClientState();
});

describe('storage defaults (docs/product.md#storage-keys, #language)', () => {
  it('uses exactly the spec keys', () => {
    const specKeys = ['key', 'info', 'language', 'country', 'device', 'height', 'versionApp', 'carInfoApp'];
    for (const key of specKeys) expect(Object.values(StorageKey)).toContain(key);
  });

  it('stores en and en_us when no language is set', () => {
    expect(ensureLanguage()).toEqual({ locale: 'en', country: 'en_us' });
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('country')).toBe('en_us');
  });

  it('keeps a stored language and derives its country', () => {
    localStorage.setItem('language', 'zh-Hans');
    expect(ensureLanguage()).toEqual({ locale: 'zh-Hans', country: 'zh_cn' });
    expect(localStorage.getItem('country')).toBe('zh_cn');
  });

  it('replaces an unknown stored language with en', () => {
    localStorage.setItem('language', 'fr');
    expect(ensureLanguage().locale).toBe('en');
  });

  it('sends the stored country as the language header', () => {
    expect(currentCountry()).toBe('en_us');
    storeLanguage('ms');
    expect(currentCountry()).toBe('ms_my');
  });

  it('starts the client state logged out, with no user and no location', () => {
    expect(initialClientState).toEqual({ hasLogin: false, userInfo: null, locationInfo: null });
  });
});

describe('session at launch', () => {
  const user = {
    id: 1,
    phone: '+60123456789',
    name: '',
    email: '',
    avatarUrl: '',
    role: 'customer' as const,
    storeId: null,
    storeName: null,
    storeAddress: null,
    introduction: '',
  };

  it('is logged in exactly when a user key is stored', () => {
    restoreSession();
    expect(getClientState().hasLogin).toBe(false);
    localStorage.setItem('key', 'abc');
    localStorage.setItem('info', JSON.stringify(user));
    restoreSession();
    expect(getClientState().hasLogin).toBe(true);
    expect(getClientState().userInfo?.phone).toBe('+60123456789');
  });

  it('clears key, secret and info on logout but keeps the language', () => {
    storeLanguage('ms');
    saveSession('abc', 'secret', user);
    clearSession();
    expect(localStorage.getItem('key')).toBeNull();
    expect(localStorage.getItem('key.secret')).toBeNull();
    expect(localStorage.getItem('info')).toBeNull();
    expect(localStorage.getItem('language')).toBe('ms');
    expect(getClientState().hasLogin).toBe(false);
  });
});

describe('device detection', () => {
  it('tells phones from PCs', () => {
    expect(detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('phone');
    expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe('phone');
    expect(detectDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('phone');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')).toBe('pc');
  });
});
