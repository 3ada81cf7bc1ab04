import { t } from '@lingui/core/macro';
import type { Workbox } from 'workbox-window';
import { HeaderName } from '@/shared/contract/envelope';
import { isEnvelope } from '@/shared/contract/envelope';
import { buildHeaders } from '@/shared/lib/api-client';
import { api } from '@/shared/lib/api-calls';
import { OUTBOX_SEND_LOCK } from '@/shared/lib/outbox/types';
import { readString, remove, StorageKey, writeString } from '@/shared/lib/storage';
import { confirm } from '@/shared/ui/modal';
import { decideVersion, VERSION_CHECK_INTERVAL_MS } from './version-check';

/**
 * Updates through the service worker (DESIGN §5, replacing the page reload of spec §9).
 * On phones, on load and every 600000 ms: read the USERDEV version; first run stores it; a greater
 * one clears carInfoApp, stores it and asks the registration to update. Whenever a new worker
 * waits: the non-cancellable modal; confirm waits for the outbox's send to finish, tells the worker
 * to skip waiting and reloads once when it takes control. Failures of the check are silent.
 */

async function serverVersion(): Promise<string | null> {
  const path = api.dictionaryInfo.path;
  const body = JSON.stringify({ companyId: 1, dictionaryId: 'USERDEV' });
  const headers = await buildHeaders(path, body);
  delete headers[HeaderName.idempotencyKey];
  const response = await fetch(path, { method: 'POST', headers, body, cache: 'no-store' });
  const envelope: unknown = await response.json();
  if (!isEnvelope(envelope) || envelope.code !== 200 || !Array.isArray(envelope.data)) return null;
  const first = envelope.data[0] as { content?: unknown } | undefined;
  return typeof first?.content === 'string' ? first.content : null;
}

export async function checkVersion(registration: () => Promise<ServiceWorkerRegistration | undefined>): Promise<void> {
  try {
    if (readString(StorageKey.device) !== 'phone') return;
    const version = await serverVersion();
    if (version === null) return;
    const decision = decideVersion(readString(StorageKey.versionApp), version);
    if (decision === 'none') return;
    writeString(StorageKey.versionApp, version);
    if (decision === 'store') return;
    remove(StorageKey.carInfoApp);
    await (await registration())?.update();
  } catch {
    // spec §8: version check failures are ignored silently
  }
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

let reloadRequested = false;
let asking = false;

async function activateWaiting(wb: Workbox): Promise<void> {
  const locks = (navigator as { locks?: LockManagerLike }).locks;
  const activate = async (holdsSendLock: boolean) => {
    reloadRequested = true;
    for (let attempt = 0; attempt < 60; attempt++) {
      const refused = new Promise<boolean>((resolve) => {
        const onMessage = (event: MessageEvent<{ type?: string }>) => {
          if (event.data?.type === 'SKIP_WAITING_REFUSED') resolve(true);
        };
        navigator.serviceWorker.addEventListener('message', onMessage, { once: true });
        setTimeout(() => {
          navigator.serviceWorker.removeEventListener('message', onMessage);
          resolve(false);
        }, 5000);
      });
      const changed = new Promise<boolean>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(false), { once: true }),
      );
      const waiting = (await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL))?.waiting;
      if (waiting) waiting.postMessage({ type: 'SKIP_WAITING', holdsSendLock });
      else wb.messageSkipWaiting();
      if (!(await Promise.race([refused, changed]))) return;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };
  // holding the outbox's send lock: no entry is mid-send while the new worker takes over
  if (locks) await locks.request(OUTBOX_SEND_LOCK, () => activate(true));
  else await activate(false);
}

async function askToUpdate(wb: Workbox): Promise<void> {
  if (asking) return;
  asking = true;
  await confirm({
    content: t`New version released, Please update immediately~`,
    showCancel: false,
    dismissible: false,
    confirmText: t`Update`,
  });
  await activateWaiting(wb);
}

export function startUpdates(wb: Workbox): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // reload once, and only for an update the user confirmed (not the first install)
    if (!reloadRequested) return;
    reloadRequested = false;
    window.location.reload();
  });
  wb.addEventListener('waiting', () => void askToUpdate(wb));
  const registration = () => wb.getSW().then(() => navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL));
  void checkVersion(registration);
  setInterval(() => void checkVersion(registration), VERSION_CHECK_INTERVAL_MS);
}
