import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { api } from '../support/api';
import { callRaw, type ApiSession } from '../support/api-call';
import { seedScreenData, type ScreenData } from './screens-support';

/**
 * What keeps the screens' baselines the same from one run to the next: the data they show is set up
 * once per server, and every date they show is one fixed day.
 */

/**
 * Makes every date and time the page formats (all of them go through Intl.DateTimeFormat's
 * `format`, src/shared/lib/format.ts) come out as one fixed instant. The seeded appointments and
 * orders fall on days relative to today, and a line holding "Thu, 26 Nov 2026, 10:00" wraps
 * differently from one holding "Mon, 7 Dec 2026, 10:00": the masks hide a date, not the lines it
 * pushes down. Nothing in the app computes with `format` (Malaysia time is plain arithmetic).
 */
export async function showOneFixedDate(page: Page) {
  await page.addInitScript(() => {
    const fixed = new Date('2026-11-24T02:00:00Z');
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format');
    if (!format?.get) return;
    const realFormat = format.get;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const real = realFormat.call(this) as (date?: Date | number) => string;
        return () => real(fixed);
      },
    });
  });
}

/**
 * The screens' data, set up once for the server under test: a retry (a new worker, a new beforeAll)
 * reuses what the first try set up instead of adding a second refund and a third order to the lists
 * the baselines show. Kept in a file by address; a file from another server run is told apart by its
 * customer's session, which that server does not know.
 */
export async function screenDataOnce(request: APIRequestContext, baseURL: string): Promise<ScreenData> {
  const file = path.join(tmpdir(), `roda-screens-${baseURL.replace(/\W+/g, '-')}.json`);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as ScreenData;
    if (await sessionLives(request, kept.customer)) return kept;
  }
  const data = await seedScreenData(request);
  writeFileSync(file, JSON.stringify(data));
  return data;
}

/** Whether the server still knows a kept session: an ended one is answered 708, not thrown on. */
async function sessionLives(request: APIRequestContext, session: ApiSession) {
  return (await callRaw(request, api.currentUser.path, {}, { session })).code === 200;
}
