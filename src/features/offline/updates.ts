import type { Workbox } from 'workbox-window';
import { isEnvelope } from '@/shared/contract/envelope';
import { apiUrl, pageHttp } from '@/shared/lib/api-client';
import { api } from '@/shared/lib/api-calls';
import { readString, remove, StorageKey, writeString } from '@/shared/lib/storage';
import { decideVersion, VERSION_CHECK_INTERVAL_MS } from './version-check';

/**
 * Updates through the service worker (docs/architecture.md#updates), not the spec's page reload
 * (docs/product.md#version-check).
 * On phones, on load and every 600000 ms: read the USERDEV version; first run stores it; a greater
 * one clears carInfoApp, stores it and asks the registration to update. Whenever a new worker
 * waits: the non-cancellable modal (update-prompt.ts). Failures of the check are silent.
 */

/** Through the page's client without its envelope rules: a failed check toasts nothing. */
async function serverVersion(): Promise<string | null> {
  const response = await pageHttp.post(apiUrl(api.dictionaryInfo), {
    json: { companyId: 1, dictionaryId: 'USERDEV' },
    cache: 'no-store',
  });
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
    // version check failures are ignored silently (docs/product.md#version-check)
  }
}

export function startUpdates(wb: Workbox): void {
  // the modal and the hand-over load only when a new worker waits
  wb.addEventListener('waiting', () => void import('./update-prompt').then((m) => m.askToUpdate()));
  const registration = () => wb.getSW().then(() => navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL));
  void checkVersion(registration);
  setInterval(() => void checkVersion(registration), VERSION_CHECK_INTERVAL_MS);
}
