import { StorageKey, writeString } from './storage';

export type DeviceType = 'phone' | 'pc';

/** Phone when the browser says it is a phone or tablet OS (Android, iOS, iPadOS); otherwise pc. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): DeviceType {
  if (/Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent)) return 'phone';
  // iPadOS 13+ reports itself as a Mac; touch points give it away
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'phone';
  return 'pc';
}

export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Safari proper on iOS (not Chrome/Firefox/Edge for iOS, which ignore the zoom guard anyway). */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  return isIos(userAgent, maxTouchPoints) && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

/** Records `device` and `height` at launch (docs/product.md#storage-keys, #version-check). */
export function recordDevice(): void {
  writeString(StorageKey.device, detectDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  writeString(StorageKey.height, String(Math.round(window.innerHeight || 600)));
}
