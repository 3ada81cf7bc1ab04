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

/** Records `device` and `height` at launch (spec §3, §9). */
export function recordDevice(): { device: DeviceType; height: number; ios: boolean } {
  const ua = navigator.userAgent;
  const touch = navigator.maxTouchPoints ?? 0;
  const device = detectDevice(ua, touch);
  const height = Math.round(window.innerHeight || 600);
  writeString(StorageKey.device, device);
  writeString(StorageKey.height, String(height));
  return { device, height, ios: isIos(ua, touch) };
}
