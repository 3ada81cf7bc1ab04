import { version as appVersion } from '../../../package.json';
import { api } from './api-calls';
import { callApi } from './api-client';

/**
 * Web Push on this device (decision 019): the browser's side. The server pushes only to
 * subscriptions it was given; turning notices off unsubscribes in the browser AND forgets the
 * endpoint on the server, so nothing more arrives even if one of the two steps fails later.
 */

/** 'unsupported' (no service worker or PushManager: e.g. iOS Safari outside the home screen). */
export type PushSupport = 'unsupported' | NotificationPermission;

/** Set when the customer said "Not now" to the opt-in card: it is not offered again. */
const DISMISSED_KEY = 'roda-push-offer-dismissed';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

export const offerDismissed = () => localStorage.getItem(DISMISSED_KEY) === '1';
export const dismissOffer = () => localStorage.setItem(DISMISSED_KEY, '1');

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The browser asks its push service for an address; an unreachable one must not leave the button busy. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('push service did not answer')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Sends a browser subscription to the server (in the app's language, which the header carries). */
export async function sendSubscription(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('incomplete push subscription');
  await callApi(api.pushSubscribe, {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    appVersion,
  });
}

/**
 * Asks the browser for permission (only ever from a tap), subscribes with the server's key and
 * tells the server. Resolves with the permission the browser ended with.
 */
export async function turnPushOn(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const reg = await navigator.serviceWorker.ready;
  const { publicKey } = await callApi(api.pushKey, {});
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await withTimeout(
      reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }),
      SUBSCRIBE_TIMEOUT_MS,
    ));
  await sendSubscription(subscription);
  return permission;
}

/** Stops notices to this device: the server forgets it first, then the browser unsubscribes. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi(api.pushUnsubscribe, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/** On logout: the next person on this phone must not get the previous one's notices. Never throws. */
export async function forgetPushOnLogout(): Promise<void> {
  try {
    await turnPushOff();
  } catch {
    // offline: the browser's subscription goes anyway, and the server drops it at the next push (410)
    await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => undefined);
  }
}

/**
 * Keeps the server's copy in step with the browser: after the worker re-subscribed
 * (pushsubscriptionchange) or when the language changed. Quiet when there is nothing to do.
 */
export async function resendSubscription(): Promise<void> {
  if (pushSupport() !== 'granted') return;
  const subscription = await currentSubscription();
  if (subscription) await sendSubscription(subscription).catch(() => undefined);
}
