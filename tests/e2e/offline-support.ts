import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appUrl } from './support';

export const TECHNICIAN_PHONE = '+60122000002';
export const STAFF_PASSWORD = 'Roda2026!';

export interface StaffLogin {
  userKey: string;
  secret: string;
  userInfo: unknown;
}

/** Logs a staff member in through the API (the staff screens are not part of this suite). */
export async function staffLogin(request: APIRequestContext, phone = TECHNICIAN_PHONE): Promise<StaffLogin> {
  const response = await request.post('/api/app/staff/login', {
    data: { phone, password: STAFF_PASSWORD },
    headers: { channel: '8', language: 'en_us', version: '1.0.0', sys: '10', userKey: '', signature: '' },
  });
  const body = (await response.json()) as { code: number; data: StaffLogin; msg: string };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** Stores a session the way the login screen does. */
export async function useSession(page: Page, session: StaffLogin): Promise<void> {
  await page.evaluate((s) => {
    localStorage.setItem('key', s.userKey);
    localStorage.setItem('key.secret', s.secret);
    localStorage.setItem('info', JSON.stringify(s.userInfo));
  }, session);
}

/** Opens the app and waits until the service worker controls the page. */
export async function openControlled(page: Page, path = '/'): Promise<void> {
  await page.goto(appUrl(path));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
}

export interface EntrySummary {
  id: string;
  path: string;
  state: string;
  idempotencyKey: string;
  lastError: { code: number; msg: string } | null;
}

/** The outbox as IndexedDB holds it (read without the app's code). */
export function outboxEntries(page: Page): Promise<EntrySummary[]> {
  return page.evaluate(
    () =>
      new Promise<EntrySummary[]>((resolve, reject) => {
        const open = indexedDB.open('roda-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('entries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('entries', 'readonly').objectStore('entries').getAll();
          all.onsuccess = () => {
            const list = (all.result as (EntrySummary & { seq: number })[]).sort((a, b) => a.seq - b.seq);
            db.close();
            resolve(
              list.map(({ id, path, state, idempotencyKey, lastError }) => ({
                id,
                path,
                state,
                idempotencyKey,
                lastError,
              })),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Calls the outbox API of the page (window.rodaOutbox loads the lazy chunk). */
export async function enqueueJson(page: Page, path: string, body: unknown): Promise<string[]> {
  return page.evaluate(
    async ({ path, body }) => {
      const api = await (
        window as unknown as { rodaOutbox: () => Promise<{ enqueue: (i: unknown) => Promise<{ ids: string[] }> }> }
      ).rodaOutbox();
      return (await api.enqueue({ path, body })).ids;
    },
    { path, body },
  );
}
