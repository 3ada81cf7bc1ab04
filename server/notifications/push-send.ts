import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** What the service worker shows (sw/sw.ts): already in the device's language. */
export interface PushPayload {
  title: string;
  body: string;
  /** The screen a tap opens, under /app/. */
  url: string;
  /** Notices with one tag replace each other on the device (one per message). */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'sent'; 'gone' (404/410: the browser unsubscribed, drop it); or an error worth retrying. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; error: string };

/** A notice older than a day is not worth showing; the in-app message keeps it. */
const TTL_SECONDS = 24 * 3600;

/**
 * Encrypts the payload for one subscription (aes128gcm, RFC 8291) and signs the VAPID header
 * with web-push, then posts it with fetch, with a timeout. Called only outside transactions.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, keys: VapidKeys): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body === null ? undefined : new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    if (response.ok) return { kind: 'sent' };
    return { kind: 'failed', error: `push service answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
